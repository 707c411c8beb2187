import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Mailer } from '../../src/adapters/mail/mailer.js';
import { formatMasterKeys } from '../../src/adapters/keys/env-key-provider.js';
import { buildApp, type App, type BuildOptions } from '../../src/app.js';
import {
  loadConfig,
  newCredentialKey,
  type Config,
  type DatabaseConfig,
} from '../../src/config.js';
import { createDb, migrateToLatest } from '../../src/db/database.js';
import { adminUrl, databaseUrl } from './postgres-url.js';
import './provided.js';

export type TestDb = 'sqlite' | 'postgres';

/**
 * Everything production needs, with no test double: real-provider settings (pointing nowhere
 * reachable) and fixed secrets. Tests remove one variable at a time to see the start refused.
 */
export const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  APP_URL: 'https://vouch.example',
  JWT_SECRET: 'x'.repeat(40),
  PII_ENCRYPTION_KEY: 'a'.repeat(64),
  BLIND_INDEX_KEY: 'b'.repeat(64),
  AUDIT_KEY: 'c'.repeat(64),
  MASTER_KEYS: `k1:${'d'.repeat(64)}`,
  CREDENTIAL_SIGNING_KEYS: JSON.stringify({ keys: [newCredentialKey()] }),
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_PROVIDER: 'flutterwave',
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK-prod',
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK-prod',
  FLUTTERWAVE_WEBHOOK_HASH: 'a-long-webhook-hash',
  FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:9',
  IDENTITY_PROVIDER: 'dojah',
  DOJAH_APP_ID: 'app',
  DOJAH_SECRET_KEY: 'secret',
  DOJAH_BASE_URL: 'http://127.0.0.1:9',
  SMS_PROVIDER: 'termii',
  TERMII_API_KEY: 'termii-prod-key',
  TERMII_SENDER_ID: 'Vouch',
  TERMII_BASE_URL: 'http://127.0.0.1:9',
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_ACCESS_TOKEN: 'whatsapp-prod-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_TEMPLATE: 'vouch_code',
  WHATSAPP_BASE_URL: 'http://127.0.0.1:9',
  CHECKS: 'off',
  // With PostgreSQL, production needs object storage (nothing is stored by these tests).
  STORAGE: 's3',
  S3_BUCKET: 'vouch',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};
export const testDb: TestDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp extends App {
  config: Config;
  close(): Promise<void>;
}

interface Options {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Shared face engine / OCR reader, so a test file loads the models once. */
  checks?: BuildOptions['checks'];
  jobPolicies?: BuildOptions['jobPolicies'];
  /** Where the server's log lines go (a test reading them); otherwise none unless TEST_LOG=1. */
  logStream?: BuildOptions['logStream'];
  /** The DNS's TXT answers for a domain proof (issue 49). */
  resolveTxt?: BuildOptions['resolveTxt'];
}

/** Fresh keys for one test app; runVouch hands the same ones to the CLI. */
export function testSecrets() {
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PII_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    BLIND_INDEX_KEY: randomBytes(32).toString('hex'),
    AUDIT_KEY: randomBytes(32).toString('hex'),
    MASTER_KEYS: `k1:${randomBytes(32).toString('hex')}`,
  };
}

/** The environment variables that give another process the same database and keys. */
export function envOf(config: Config): Record<string, string> {
  const db = config.database;
  return {
    DATA_DIR: config.dataDir,
    DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}`,
    JWT_SECRET: new TextDecoder().decode(config.jwtSecret),
    PII_ENCRYPTION_KEY: config.piiKey.toString('hex'),
    BLIND_INDEX_KEY: config.blindIndexKey.toString('hex'),
    AUDIT_KEY: config.auditKey.toString('hex'),
    MASTER_KEYS: formatMasterKeys(config.masterKeys),
  };
}

/**
 * A database of its own, already migrated: a copy of the run's template (template-global.ts). On
 * PostgreSQL its commits do not wait for the disk (synchronous_commit off): what a transaction
 * sees and when is unchanged, only a crash of the server could lose the last commits, and these
 * databases are dropped at the end of the file anyway.
 */
async function freshDatabase(
  dataDir: string,
): Promise<{ config: DatabaseConfig; dbName?: string }> {
  const template = inject('templateDb');
  if (testDb === 'postgres') {
    if (template.kind !== 'postgres') throw new Error('the PostgreSQL template is missing');
    const dbName = `vouch_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      await admin.query(`create database ${dbName} template ${template.name}`);
      await admin.query(`alter database ${dbName} set synchronous_commit = off`);
    } finally {
      await admin.end();
    }
    return { config: { kind: 'postgres', url: databaseUrl(dbName) }, dbName };
  }
  if (template.kind !== 'sqlite') throw new Error('the SQLite template is missing');
  const file = path.join(dataDir, 'test.db');
  copyFileSync(template.file, file);
  return { config: { kind: 'sqlite', file } };
}

/** A fresh, migrated database of its own (SQLite file or PostgreSQL), for tests below the app. */
export async function createTestDb() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-db-'));
  const { config, dbName } = await freshDatabase(dataDir);
  const open = () => createDb(config);
  const db = open();
  // A no-op on the migrated copy; it proves the copy is at the latest version.
  await migrateToLatest(db);
  return {
    db,
    config,
    /** Another connection (pool) to the same database, as a second process would have. */
    open,
    async close() {
      await db.destroy();
      if (dbName) await dropDatabase(dbName);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropDatabase(dbName: string) {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  // No "with (force)": killing the pool's closing connections makes pg raise errors in the test
  // process. The pool has ended; wait for the server to see its sessions go.
  try {
    for (let i = 0; ; i++) {
      try {
        await admin.query(`drop database if exists ${dbName}`);
        break;
      } catch (err) {
        if (i >= 100 || (err as { code?: string }).code !== '55006') throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * A real app on a real database of its own: a fresh SQLite file, or a fresh PostgreSQL database
 * (created here, dropped on close). Rate limits are off unless a test turns them on; so are the
 * automated checks (CHECKS=on in the tests that look at them), which would otherwise examine every
 * test submission in the background.
 */
export async function createTestApp(opts: Options = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-test-'));
  const fresh = await freshDatabase(dataDir);
  const { dbName } = fresh;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL:
      fresh.config.kind === 'postgres' ? fresh.config.url : `sqlite:${fresh.config.file}`,
    // Given, as every instance on PostgreSQL must be (no secrets.json is generated there).
    ...testSecrets(),
    APP_URL: 'http://vouch.test',
    RATE_LIMITS: 'off',
    CHECKS: 'off',
    JOBS_POLL_MS: '200',
    // The test machine is busy: no request is refused for event-loop lag, nor because a test's
    // own burst (25 keys made at once) queued for connections a moment before: under-pressure
    // samples once a second and holds the verdict that long (CI of 6 Dec failed on it).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_WAITING_FOR_CONNECTIONS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...opts.env,
  });
  // TEST_LOG=1 shows the server log while debugging a test.
  const built = await buildApp({
    config,
    mailer: opts.mailer,
    logger: process.env.TEST_LOG === '1' || opts.logStream !== undefined,
    logStream: opts.logStream,
    checks: opts.checks,
    jobPolicies: opts.jobPolicies,
    resolveTxt: opts.resolveTxt,
  });
  await built.app.ready();
  return {
    ...built,
    config,
    async close() {
      await built.app.close();
      if (dbName) await dropDatabase(dbName);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
