import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Mailer } from '../../src/adapters/mail/mailer.js';
import { buildApp, type App, type BuildOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { adminUrl, databaseUrl } from './postgres-url.js';

export type TestDb = 'sqlite' | 'postgres';
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
}

/**
 * A real app on a real database of its own: a fresh SQLite file, or a fresh PostgreSQL database
 * (created here, dropped on close). Rate limits are off unless a test turns them on; so are the
 * automated checks (CHECKS=on in the tests that look at them), which would otherwise examine every
 * test submission in the background.
 */
export async function createTestApp(opts: Options = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vouch-test-'));
  let dbName: string | undefined;
  let databaseUrlValue = `sqlite:${path.join(dataDir, 'test.db')}`;
  if (testDb === 'postgres') {
    dbName = `vouch_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    databaseUrlValue = databaseUrl(dbName);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrlValue,
    APP_URL: 'http://vouch.test',
    RATE_LIMITS: 'off',
    CHECKS: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...opts.env,
  });
  // TEST_LOG=1 shows the server log while debugging a test.
  const built = await buildApp({
    config,
    mailer: opts.mailer,
    logger: process.env.TEST_LOG === '1',
    checks: opts.checks,
  });
  await built.app.ready();
  return {
    ...built,
    config,
    async close() {
      await built.app.close();
      if (dbName) {
        const admin = new pg.Client({ connectionString: adminUrl() });
        await admin.connect();
        // No "with (force)": killing the pool's closing connections makes pg raise errors in
        // the test process. The pool has ended; wait for the server to see its sessions go.
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
