import { existsSync, writeFileSync, chmodSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { createKeyProvider } from '../../adapters/factories.js';
import { formatMasterKeys, readKeysFile } from '../../adapters/keys/env-key-provider.js';
import { localStorage } from '../../adapters/storage/local-storage.js';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import type { Config, StorageConfig } from '../../config.js';
import { createDb, migrateToLatest, type Db } from '../../db/database.js';
import { pgBossJobs, queueNames, type QueueName } from '../../jobs/index.js';
import { ColumnCipher } from '../../lib/column-cipher.js';
import { PiiCipher } from '../../lib/crypto.js';
import { auditLog } from '../audit/index.js';
import { BackupError } from './backup-archive.js';

type S3 = Extract<StorageConfig, { kind: 's3' }>;

/** The target's own bookkeeping: what is done, so an interrupted run starts where it stopped. */
const PROGRESS = 'vouch_migrate_to';
/** Not carried: the migrator's own tables, the embedded jobs table (jobs go to pg-boss), heartbeats. */
const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock', 'jobs', 'instances']);
const BATCH = 500;
const STORED_TYPE = 'application/octet-stream';

export interface MigrateReport {
  tables: { table: string; source: number; target: number }[];
  files: { source: number; copied: number; alreadyThere: number };
  jobs: number;
  audit: { ok: true; entries: number } | { ok: false; seq: number; problem: string };
  resumed: boolean;
}

const quiet = {
  error: (obj: unknown, msg?: string) => console.error(msg ?? obj),
  warn: () => undefined,
} as unknown as FastifyBaseLogger;

/** The lines new instances need: NAME=value, keys included (the file is written 0600). */
export function envLines(config: Config, databaseUrl: string, s3: S3 | undefined) {
  const master =
    config.masterKeys.file && existsSync(config.masterKeys.file)
      ? readKeysFile(config.masterKeys.file)
      : config.masterKeys;
  const lines: Record<string, string | undefined> = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: new TextDecoder().decode(config.jwtSecret),
    PII_ENCRYPTION_KEY: config.piiKey.toString('hex'),
    BLIND_INDEX_KEY: config.blindIndexKey.toString('hex'),
    AUDIT_KEY: config.auditKey.toString('hex'),
    MASTER_KEYS: formatMasterKeys(master),
    ...(s3 && {
      STORAGE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: s3.forcePathStyle ? 'true' : undefined,
    }),
  };
  return Object.entries(lines)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/** The target's tables in an order where every referenced table comes first. */
async function tablesInOrder(target: Db): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(target)
  ).rows
    .map((r) => r.name)
    .filter((t) => !SKIPPED.has(t) && t !== PROGRESS);
  const deps = (
    await sql<{ child: string; parent: string }>`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`.execute(target)
  ).rows;
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const d of deps) if (d.child === t && d.parent !== t) visit(d.parent);
    ordered.push(t);
  };
  for (const t of tables.sort()) visit(t);
  return ordered.filter((t) => tables.includes(t));
}

const countOf = async (db: Db, table: string) =>
  Number(
    (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db))
      .rows[0]!.n,
  );

/**
 * Copies an embedded install (the CLI's configuration: SQLite + local uploads) into an empty
 * PostgreSQL database (schema by the normal migrations) and, with `s3`, a bucket: every row, every
 * file as stored (sealed under the same master keys, so no key changes hands), the queued jobs
 * into pg-boss. Each table is copied in one transaction with its mark in the target's progress
 * table, files are skipped when the bucket has them, jobs go in one transaction: an interrupted
 * run, started again, carries on. `interruptAfter` (tests) stops after that many tables.
 */
export async function migrateTo(opts: {
  config: Config;
  source: Db;
  databaseUrl: string;
  s3?: S3;
  log?: (line: string) => void;
  interruptAfter?: number;
}): Promise<MigrateReport> {
  const { config, source } = opts;
  const log = opts.log ?? (() => undefined);
  if (config.database.kind !== 'sqlite' || config.storage.kind !== 'local')
    throw new BackupError(
      'migrate-to moves the embedded default (SQLite and local uploads); this environment already uses PostgreSQL or S3.',
    );
  if (!/^postgres(ql)?:\/\//.test(opts.databaseUrl))
    throw new BackupError('--database-url must be a postgres:// URL.');
  const target = createDb({ kind: 'postgres', url: opts.databaseUrl, statementTimeoutMs: 600_000 });
  try {
    await sql`select 1`.execute(target).catch((err: unknown) => {
      throw new BackupError(`The target database does not answer: ${(err as Error).message}`);
    });
    const hasProgress =
      (
        await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
          where table_schema = 'public' and table_name = ${PROGRESS}`.execute(target)
      ).rows[0]!.n > 0;
    if (!hasProgress) {
      const existing = (
        await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
          where table_schema in ('public', 'pgboss')`.execute(target)
      ).rows[0]!.n;
      if (existing > 0)
        throw new BackupError(
          `The target database is not empty (${existing} tables): give an empty database (createdb vouch), or the one an interrupted migrate-to left.`,
        );
      await sql`create table ${sql.table(PROGRESS)} (step text primary key, rows integer not null, done_at text not null)`.execute(
        target,
      );
    }
    const done = new Map(
      (
        await sql<{
          step: string;
          rows: number;
        }>`select step, rows from ${sql.table(PROGRESS)}`.execute(target)
      ).rows.map((r) => [r.step, r.rows]),
    );
    if (done.has('complete'))
      throw new BackupError('This target already holds a finished migrate-to: nothing to do.');
    const resumed = done.size > 0;
    if (resumed) log(`Resuming: ${done.size} steps were done by an earlier run.`);
    await migrateToLatest(target);

    const mark = (executor: Db, step: string, rows: number) =>
      sql`insert into ${sql.table(PROGRESS)} (step, rows, done_at) values (${step}, ${rows}, ${new Date().toISOString()})`.execute(
        executor,
      );

    // Rows, table by table (referenced tables first), each in one transaction with its mark.
    const tables = await tablesInOrder(target);
    let copiedTables = 0;
    for (const table of tables) {
      if (done.has(`table:${table}`)) continue;
      if (opts.interruptAfter !== undefined && copiedTables >= opts.interruptAfter)
        throw new BackupError(`Interrupted after ${copiedTables} tables (as asked).`);
      const rows = await target.transaction().execute(async (tx) => {
        // What the migrations themselves wrote (app_meta's "pending" marks for passes the
        // source has already made) gives way to the source's rows.
        await sql`delete from ${sql.table(table)}`.execute(tx);
        let n = 0;
        for (let offset = 0; ; offset += BATCH) {
          const batch = (
            await sql<
              Record<string, unknown>
            >`select * from ${sql.table(table)} order by rowid limit ${BATCH} offset ${offset}`.execute(
              source,
            )
          ).rows;
          if (batch.length === 0) break;
          await tx
            .insertInto(table as never)
            .values(batch as never)
            .execute();
          n += batch.length;
          if (batch.length < BATCH) break;
        }
        await mark(tx as unknown as Db, `table:${table}`, n);
        return n;
      });
      copiedTables += 1;
      log(`  ${table}: ${rows} rows`);
    }

    // Files as stored: sealed under the master keys the new instances are given too.
    const files = { source: 0, copied: 0, alreadyThere: 0 };
    if (opts.s3 && !done.has('files')) {
      const local = config.storage.root;
      const bucket = s3Storage(opts.s3);
      const there = new Set<string>();
      for await (const o of bucket.list('')) there.add(o.key);
      for await (const o of localStorage(local).list('')) {
        files.source += 1;
        if (there.has(o.key)) {
          files.alreadyThere += 1;
          continue;
        }
        await bucket.put(o.key, await readFile(path.join(local, o.key)), STORED_TYPE);
        files.copied += 1;
      }
      await mark(target, 'files', files.source);
      log(`  files: ${files.copied} copied, ${files.alreadyThere} already in the bucket`);
    }

    // Jobs still to run, into pg-boss, in one transaction with their mark.
    let jobs = done.get('jobs') ?? 0;
    if (!done.has('jobs')) {
      const queued = await source
        .selectFrom('jobs')
        .select(['queue', 'data', 'run_after'])
        .where('state', 'in', ['queued', 'active'])
        .execute();
      const engine = pgBossJobs({ db: target, connectionString: opts.databaseUrl, log: quiet });
      await engine.start();
      try {
        await target.transaction().execute(async (tx) => {
          for (const j of queued) {
            if (!queueNames.includes(j.queue as QueueName)) continue;
            const delayMs = Math.max(0, Date.parse(j.run_after) - Date.now());
            await engine.send(tx, j.queue as QueueName, JSON.parse(j.data) as never, { delayMs });
          }
          await mark(tx as unknown as Db, 'jobs', queued.length);
        });
      } finally {
        await engine.stop(0);
      }
      jobs = queued.length;
      log(`  jobs: ${jobs} queued`);
    }

    const report: MigrateReport['tables'] = [];
    for (const table of tables)
      report.push({
        table,
        source: await countOf(source, table),
        target: await countOf(target, table),
      });
    const keys = createKeyProvider(config.masterKeys);
    const verdict = await auditLog(
      target,
      config.auditKey,
      new ColumnCipher(keys, new PiiCipher(config.piiKey)),
    ).verify();
    if (report.every((r) => r.source === r.target) && verdict.ok) await mark(target, 'complete', 0);
    return {
      tables: report,
      files,
      jobs,
      resumed,
      audit: verdict.ok
        ? { ok: true, entries: verdict.entries }
        : { ok: false, seq: verdict.seq, problem: verdict.problem },
    };
  } finally {
    await target.destroy();
  }
}

/** Writes the new instances' environment: refused if the file exists; 0600. */
export function writeEnvFile(file: string, text: string) {
  writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
}
