import { existsSync } from 'node:fs';
import { dataPlaces } from '../config.js';
import { BackupError, envLines, migrateTo, writeEnvFile } from '../modules/operations/index.js';
import type { Command } from './command.js';

export const migrateToCommand: Command = {
  summary: 'Copy the embedded install into an empty PostgreSQL database (and S3)',
  help: [
    'Usage: npm run vouch -- migrate-to --database-url postgres://… [--storage s3] --env-out FILE',
    '',
    'Stop the server and take a backup first. Copies every row into an empty PostgreSQL database',
    '(schema by the normal migrations), every upload as stored (sealed under the same master keys)',
    'into the bucket named by S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,',
    'S3_SECRET_ACCESS_KEY (and S3_FORCE_PATH_STYLE) in the environment with --storage s3, and the',
    'queued jobs into pg-boss. Started again after an interruption, it carries on. Ends with the',
    'row counts of both sides and the audit chain checked on the target, and writes what the new',
    'instances need (DATABASE_URL, S3_*, the keys) to --env-out FILE (0600, NAME=value lines).',
  ].join('\n'),
  options: {
    'database-url': { type: 'string' },
    storage: { type: 'string' },
    'env-out': { type: 'string' },
  },
  async run({ db, config, values, env, stdout, stderr }) {
    const url = values['database-url'];
    const envOut = values['env-out'];
    if (typeof url !== 'string' || typeof envOut !== 'string') {
      stderr(`--database-url and --env-out are required.\n\n${migrateToCommand.help}`);
      return 2;
    }
    if (values.storage !== undefined && values.storage !== 's3') {
      stderr(`--storage takes only s3.\n\n${migrateToCommand.help}`);
      return 2;
    }
    if (existsSync(envOut)) {
      stderr(`${envOut} already exists: choose another --env-out.`);
      return 2;
    }
    try {
      const s3 =
        values.storage === 's3' ? dataPlaces({ ...env, STORAGE: 's3' }).storage : undefined;
      const r = await migrateTo({
        config,
        source: db,
        databaseUrl: url,
        s3: s3?.kind === 's3' ? s3 : undefined,
        log: (line) => stdout(line),
      });
      const width = Math.max(...r.tables.map((t) => t.table.length));
      stdout(`\n${'table'.padEnd(width)}  embedded  postgres`);
      for (const t of r.tables)
        stdout(
          `${t.table.padEnd(width)}  ${String(t.source).padStart(8)}  ${String(t.target).padStart(8)}${t.source === t.target ? '' : '  DIFFERENT'}`,
        );
      stdout(
        r.audit.ok
          ? `Audit chain verified on the target: ${r.audit.entries} entries.`
          : `Audit chain BROKEN on the target at entry ${r.audit.seq}: ${r.audit.problem}.`,
      );
      const same = r.tables.every((t) => t.source === t.target);
      if (!same || !r.audit.ok) return 1;
      writeEnvFile(envOut, envLines(config, url, s3?.kind === 's3' ? s3 : undefined));
      stdout(
        `Done. ${envOut} (0600) holds the environment of the new instances, keys included: give it to each one, then start them (README, "Outgrowing one machine").`,
      );
      return 0;
    } catch (err) {
      if (err instanceof BackupError) {
        stderr(err.message);
        return 1;
      }
      throw err;
    }
  },
};
