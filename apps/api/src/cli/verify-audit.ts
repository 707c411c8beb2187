import { auditLog, parseHead } from '../modules/audit/index.js';
import type { Command } from './command.js';
import { cliPii } from './services.js';

/**
 * Walks the audit log's keyed chain; exit 1 at the first entry that was changed or removed. With
 * --head (a SEQ:HASH recorded earlier with audit-head), also proves nothing up to it was cut off.
 */
export const verifyAudit: Command = {
  summary: "Check the audit log's keyed chain for tampering (and truncation, with --head)",
  help: [
    'Usage: npm run vouch -- verify-audit [--head SEQ:HASH]',
    '',
    'Needs the same AUDIT_KEY as the server. Keep the output of `audit-head` somewhere the',
    'database administrators cannot write (a ticket, a log shipped elsewhere); --head then',
    'proves that the chain still reaches that entry unchanged.',
  ].join('\n'),
  options: { head: { type: 'string' } },
  async run({ db, config, values, stdout, stderr }) {
    const head = typeof values.head === 'string' ? parseHead(values.head) : undefined;
    if (head === null) {
      stderr(`--head must be SEQ:HASH as audit-head prints it.\n\n${verifyAudit.help}`);
      return 2;
    }
    const r = await auditLog(db, config.auditKey, cliPii(config).columns).verify(head);
    if (r.ok) {
      const tip = r.head ? ` Head: ${r.head.seq}:${r.head.hash}.` : '';
      stdout(
        `Audit log intact: ${r.entries} entries, every hash and link checks out${head ? `, and it reaches the recorded head ${head.seq}` : ''}.${tip}`,
      );
      return 0;
    }
    stderr(`Audit log BROKEN at entry ${r.seq}: ${r.problem}.`);
    return 1;
  },
};

/** Prints the latest entry's SEQ:HASH, for an operator to keep outside the database. */
export const auditHead: Command = {
  summary: "Print the audit log's latest SEQ:HASH (keep it; verify-audit --head checks it)",
  help: 'Usage: npm run vouch -- audit-head',
  options: {},
  async run({ db, config, stdout }) {
    const head = await auditLog(db, config.auditKey, cliPii(config).columns).head();
    if (!head) {
      stdout('The audit log is empty.');
      return 0;
    }
    stdout(`${head.seq}:${head.hash}`);
    return 0;
  },
};

/** Once, for a log started before AUDIT_KEY: re-hash the checked chain with the key. */
export const auditRekey: Command = {
  summary: 'Key an audit log written before AUDIT_KEY existed (once)',
  help: [
    'Usage: npm run vouch -- audit-rekey',
    '',
    'Checks the unkeyed chain, then re-hashes every entry with AUDIT_KEY. Refused if any entry',
    'does not check out, and refused a second time.',
  ].join('\n'),
  options: {},
  async run({ db, config, stdout, stderr }) {
    const r = await auditLog(db, config.auditKey, cliPii(config).columns).rekey();
    if (!r.ok) {
      stderr(`Not re-keyed: ${r.problem}.`);
      return 1;
    }
    stdout(`Audit log re-keyed: ${r.entries} entries now carry the keyed hash.`);
    return 0;
  },
};
