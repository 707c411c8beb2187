import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { CliServices } from './services.js';
import { createStaff } from './create-staff.js';
import { kycDecision } from './kyc-decision.js';
import { printOutbox } from './outbox.js';
import { rotateKeys } from './rotate-keys.js';
import { sanctionsReload } from './sanctions-reload.js';
import { setStatus } from './set-status.js';
import { auditHead, auditRekey, verifyAudit } from './verify-audit.js';

export interface CommandContext {
  db: Db;
  config: Config;
  values: Record<string, string | boolean | string[] | undefined>;
  /** The lifecycle, audit log and keys, made on first use and closed when the command ends. */
  services: () => Promise<CliServices>;
}

export interface Command {
  summary: string;
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  run(ctx: CommandContext): Promise<number>;
}

export const commands: Record<string, Command> = {
  'create-staff': createStaff,
  outbox: printOutbox,
  'kyc-decision': kycDecision,
  'set-status': setStatus,
  'verify-audit': verifyAudit,
  'audit-head': auditHead,
  'audit-rekey': auditRekey,
  'sanctions-reload': sanctionsReload,
  'rotate-keys': rotateKeys,
  migrate: {
    summary: 'Apply database migrations (the server also does this at start)',
    help: 'Usage: npm run vouch -- migrate',
    options: {},
    run() {
      console.log('Database is up to date.');
      return Promise.resolve(0);
    },
  },
};
