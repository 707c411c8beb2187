import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { BackupError, migrateTo } from '../../src/modules/operations/index.js';
import { staff, submitted, verifiedMember } from '../setup/lifecycle.js';
import { post, registerMember } from '../setup/members.js';
import { evmWallet } from '../setup/wallet-keys.js';
import { prove } from '../setup/wallets.js';
import { adminUrl, databaseUrl } from '../setup/postgres-url.js';
import { createTestApp, envOf, type TestApp } from '../setup/test-app.js';

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../../src/cli.ts');

async function admin<T>(fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * From an embedded install (SQLite + local uploads) to PostgreSQL + an S3-compatible server
 * started here: the source is this file's SQLite app, the target a fresh database.
 */
describe('migrate-to', () => {
  let t: TestApp;
  let s3: S3rver;
  let s3Dir: string;
  let work: string;
  let endpoint: string;
  const dbName = `vouch_migrate_${randomBytes(5).toString('hex')}`;
  const target = databaseUrl(dbName);
  const s3Env = () => ({
    S3_BUCKET: 'vouch-migrated',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'vouch-migrate-'));
    s3Dir = mkdtempSync(path.join(tmpdir(), 'vouch-migrate-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    await new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new CreateBucketCommand({ Bucket: 'vouch-migrated' }));
    await admin((c) => c.query(`create database ${dbName}`));
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    rmSync(work, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('copies a seeded install; an interrupted run resumes; a server on the target serves the same members and files', async () => {
    // Members in every status the lifecycle gives, files, a ticket, consents, a queued job.
    const reviewer = await staff(t, 'reviewer');
    const unverified = await registerMember(t.app, t.db);
    const verifiedEmail = await registerMember(t.app, t.db, { verify: true });
    const inReview = await submitted(t);
    const verified = await verifiedMember(t, reviewer.token);
    expect(
      (
        await post(
          t.app,
          '/support/tickets',
          {
            fullName: 'Adaeze Okafor',
            email: 'someone@example.com',
            category: 'kyc',
            subject: 'My document upload keeps failing',
            message: 'I tried three times to upload my passport and it fails each time.',
          },
          verifiedEmail.token,
        )
      ).code,
    ).toBe(200);
    // A verified member's wallet with its proof.
    expect(
      (await prove(t, verified.token, { token: 'usdt', network: 'erc20' }, evmWallet())).res.code,
    ).toBe(200);
    await t.jobs.drain();
    // A job still to run at the move (an hour from now), as a queue would hold one.
    await t.jobs.send(t.db, 'payments-reconcile', {} as never, { delayMs: 3_600_000 });

    const s3Config = {
      kind: 's3' as const,
      bucket: 'vouch-migrated',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      serverSideEncryption: undefined,
    };
    // Interrupted after three tables: those stay done, the next run carries on.
    await expect(
      migrateTo({
        config: t.config,
        source: t.db,
        databaseUrl: target,
        s3: s3Config,
        interruptAfter: 3,
      }),
    ).rejects.toThrow(BackupError);

    const envOut = path.join(work, 'vouch.env');
    const r = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        'migrate-to',
        '--database-url',
        target,
        '--storage',
        's3',
        '--env-out',
        envOut,
      ],
      {
        env: { ...process.env, ...envOf(t.config), NODE_ENV: 'test', ...s3Env() },
      },
    ).catch((err: { stdout: string; stderr: string; code: number }) => err);
    // The AWS SDK warns about Node 20 on stderr; nothing else may be there.
    expect(
      r.stderr
        .replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*created\)/, '')
        .trim(),
    ).toBe('');
    expect(r.stdout).toContain('Resuming: 3 steps');
    expect(r.stdout).toMatch(/Audit chain verified on the target: \d+ entries/);
    expect(r.stdout).not.toContain('DIFFERENT');
    expect(r.stdout).toMatch(/users\s+\d+\s+\d+/);
    expect(statSync(envOut).mode & 0o777).toBe(0o600);
    const env = Object.fromEntries(
      readFileSync(envOut, 'utf8')
        .trim()
        .split('\n')
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(env).toMatchObject({ DATABASE_URL: target, STORAGE: 's3', S3_BUCKET: 'vouch-migrated' });
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'JWT_SECRET',
        'PII_ENCRYPTION_KEY',
        'BLIND_INDEX_KEY',
        'AUDIT_KEY',
        'MASTER_KEYS',
      ]),
    );

    // The counts on both sides, once more, and the queued job now in pg-boss.
    const counts = await admin(async (c) => {
      const tc = new pg.Client({ connectionString: target });
      await tc.connect();
      try {
        const n = async (q: string) => Number((await tc.query<{ n: string }>(q)).rows[0]!.n);
        return {
          users: await n('select count(*) as n from users'),
          files: await n('select count(*) as n from kyc_files'),
          audit: await n('select count(*) as n from audit_log'),
          consents: await n('select count(*) as n from consents'),
          tickets: await n('select count(*) as n from support_tickets'),
          proofs: await n('select count(*) as n from wallet_proofs'),
          jobs: await n(
            "select count(*) as n from pgboss.job where name = 'payments-reconcile' and state = 'created'",
          ),
        };
      } finally {
        await tc.end();
        void c;
      }
    });
    const source = async (
      table: 'users' | 'kyc_files' | 'audit_log' | 'consents' | 'support_tickets',
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(counts.users).toBe(await source('users'));
    expect(counts.files).toBe(await source('kyc_files'));
    expect(counts.files).toBeGreaterThanOrEqual(4);
    expect(counts.audit).toBe(await source('audit_log'));
    expect(counts.consents).toBe(await source('consents'));
    expect(counts.tickets).toBe(1);
    expect(counts.proofs).toBe(1);
    expect(counts.jobs).toBeGreaterThanOrEqual(1);

    // A second run is refused: the target holds a finished migration.
    await expect(
      migrateTo({ config: t.config, source: t.db, databaseUrl: target, s3: s3Config }),
    ).rejects.toThrow(/already holds a finished migrate-to/);

    // A server started on the target serves the same members and files.
    const config = loadConfig({
      NODE_ENV: 'test',
      ...env,
      DATA_DIR: path.join(work, 'instance'),
      APP_URL: 'http://vouch.test',
      RATE_LIMITS: 'off',
      CHECKS: 'off',
      WORKERS: 'off',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      WEB_DIST: path.join(work, 'no-web'),
    });
    const moved = await buildApp({ config, logger: false });
    await moved.app.ready();
    try {
      for (const m of [unverified, verifiedEmail, inReview, verified]) {
        const login = await post(moved.app, '/auth/login', {
          email_address: m.email,
          password: m.password,
        });
        expect(login.code, m.email).toBe(200);
      }
      const login = await post(moved.app, '/auth/login', {
        email_address: verified.email,
        password: verified.password,
      });
      const token = (login.body.msg as { authToken: string }).authToken;
      const files = await moved.db.selectFrom('kyc_files').select(['id', 'user_id']).execute();
      const mine = files.filter((f) => f.user_id === verified.uuid);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const f of mine) {
        const url = `/api/v1/kyc/files/${f.id}`;
        const before = await t.app.inject({
          url,
          headers: { authorization: `Bearer ${verified.token}` },
        });
        const after = await moved.app.inject({
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(after.statusCode).toBe(200);
        expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
      }
    } finally {
      await moved.app.close();
    }
  }, 120_000);

  it('refuses a target that is not empty, changing nothing', async () => {
    const other = `vouch_migrate_busy_${randomBytes(4).toString('hex')}`;
    await admin((c) => c.query(`create database ${other}`));
    try {
      const url = databaseUrl(other);
      await admin(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query('create table notes (body text)');
        await c.end();
      });
      await expect(migrateTo({ config: t.config, source: t.db, databaseUrl: url })).rejects.toThrow(
        /target database is not empty \(1 tables\)/,
      );
      const tables = await admin(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        const r = await c.query(
          "select table_name from information_schema.tables where table_schema = 'public'",
        );
        await c.end();
        return r.rows.map((x: { table_name: string }) => x.table_name);
      });
      expect(tables).toEqual(['notes']);
    } finally {
      await admin((c) => c.query(`drop database if exists ${other} with (force)`));
    }
  });
});
