import { auditLog } from '../modules/audit/audit-log.js';
import type { Command } from './commands.js';

/** Walks the audit log's hash chain; exit 1 at the first entry that was changed or removed. */
export const verifyAudit: Command = {
  summary: "Check the audit log's hash chain for tampering",
  help: 'Usage: npm run vouch -- verify-audit',
  options: {},
  async run({ db }) {
    const r = await auditLog(db).verify();
    if (r.ok) {
      console.log(`Audit log intact: ${r.entries} entries, every hash and link checks out.`);
      return 0;
    }
    console.error(`Audit log BROKEN at entry ${r.seq}: ${r.problem}.`);
    return 1;
  },
};
