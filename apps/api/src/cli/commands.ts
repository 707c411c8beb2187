import { backup, backupVerify, restore } from './backup.js';
import type { Command, CommandContext, StandaloneCommand } from './command.js';
import { migrateToCommand } from './migrate-to.js';
import { approveBusiness, createBusiness, creditBusiness, listBusinesses } from './business.js';
import { createStaff } from './create-staff.js';
import { kycDecision } from './kyc-decision.js';
import { printOutbox } from './outbox.js';
import { rotateCredentialKey } from './rotate-credential-key.js';
import { rotateKeys } from './rotate-keys.js';
import { livenessSamplesExport } from './liveness-samples.js';
import { sanctionsReload } from './sanctions-reload.js';
import { setStatus } from './set-status.js';
import { auditHead, auditRekey, verifyAudit } from './verify-audit.js';

export type { Command, CommandContext, StandaloneCommand } from './command.js';

export const commands: Record<string, Command | StandaloneCommand> = {
  'create-staff': createStaff,
  outbox: printOutbox,
  'kyc-decision': kycDecision,
  'set-status': setStatus,
  'verify-audit': verifyAudit,
  'audit-head': auditHead,
  'audit-rekey': auditRekey,
  'sanctions-reload': sanctionsReload,
  'liveness-samples': livenessSamplesExport,
  'rotate-keys': rotateKeys,
  'rotate-credential-key': rotateCredentialKey,
  'create-business': createBusiness,
  'list-businesses': listBusinesses,
  'approve-business': approveBusiness,
  'credit-business': creditBusiness,
  backup,
  'backup-verify': backupVerify,
  restore,
  'migrate-to': migrateToCommand,
  migrate: {
    summary: 'Apply database migrations (the server also does this at start)',
    help: 'Usage: npm run vouch -- migrate',
    options: {},
    run({ stdout }: CommandContext) {
      stdout('Database is up to date.');
      return Promise.resolve(0);
    },
  },
};
