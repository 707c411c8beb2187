import path from 'node:path';
import { auditLog } from '../modules/audit/index.js';
import { sanctionsLists, sanctionsScreener } from '../modules/checks/index.js';
import { rescreening } from '../modules/monitoring/index.js';
import type { Command } from './command.js';
import { cliPii } from './services.js';

/**
 * Loads the sanctions/PEP list files into the database. Every running server screens against the
 * new lists from its next check (they notice the change; no restart).
 */
export const sanctionsReload: Command = {
  summary: 'Reload the sanctions/PEP lists (SANCTIONS_LISTS, or --file)',
  help: [
    'Usage: npm run vouch -- sanctions-reload [--file <csv>]...',
    '',
    'Reads OFAC SDN CSV (sdn.csv) or OpenSanctions simple CSV (targets.simple.csv) files and',
    'replaces the loaded lists with them (lists not named are dropped). Without --file, the files',
    'named in SANCTIONS_LISTS. Then every verified member is compared with the entries that are',
    'new or changed (ongoing screening, issue 50); possible matches wait in the back office.',
  ].join('\n'),
  options: { file: { type: 'string', multiple: true } },
  async run({ db, config, values, stdout, stderr }) {
    const given = values.file as string[] | undefined;
    const paths = given?.length ? given.map((f) => path.resolve(f)) : config.checks.sanctionsLists;
    if (paths.length === 0) {
      stderr('No list files: set SANCTIONS_LISTS or pass --file <csv>.');
      return 2;
    }
    const audit = auditLog(db, config.auditKey, cliPii(config).columns);
    const lists = sanctionsLists(db, (tx, change) =>
      audit.append(tx, {
        actorId: null,
        action: `sanctions.${change.action === 'loaded' ? 'load' : 'drop'}`,
        targetType: 'sanctions_list',
        targetId: change.listId,
        ip: null,
        details: { entries: change.entries, via: 'cli' },
      }),
    );
    const reports = await lists.sync(paths, { force: true, replace: true });
    for (const r of reports) {
      if (r.status === 'error') stderr(`  ${r.path}: NOT LOADED (${r.error})`);
      else
        stdout(
          `  ${r.path}: ${r.format}, ${r.entries} entries${r.skipped ? `, ${r.skipped} rows skipped` : ''}`,
        );
    }
    const failed = reports.filter((r) => r.status === 'error').length;
    stdout(failed ? `${failed} list(s) failed to load.` : 'Sanctions lists loaded.');
    // The servers' job would do it within minutes; the operator who reloaded sees it now.
    const threshold = config.checks.sanctionsThreshold;
    const r = await rescreening({
      db,
      columns: cliPii(config).columns,
      screener: sanctionsScreener(db, threshold),
      threshold,
      // The CLI is a process of its own: it may take its whole thread.
      cpuShare: 1,
    }).run();
    if (r.ran)
      stdout(
        `Ongoing screening: ${r.members} verified member(s) compared with ${r.newEntries} new or changed entr${r.newEntries === 1 ? 'y' : 'ies'}; ${r.alerts} possible match(es) for review.`,
      );
    return failed ? 1 : 0;
  },
};
