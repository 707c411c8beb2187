import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** The e2e server's SQLite file (support/start-server.mjs: one data folder per port). */
const dbFile = path.join(here, `../.tmp/data-${process.env.E2E_PORT ?? 3100}`, 'vouch.db');

interface Sqlite {
  prepare(sql: string): { run(...args: unknown[]): { changes: number } };
  pragma(p: string): unknown;
  close(): void;
}

/**
 * Minutes pass for the signed-in session of `page`: the time it last passed its second factor
 * is moved back in the server's database (a journey does not wait five minutes for a step-up to
 * go stale). Opened with the API's own SQLite driver, beside the running server.
 */
export async function ageSecondFactor(page: Page, minutes: number) {
  const token = await page.evaluate(() => localStorage.getItem('vouch.authToken'));
  if (!token) throw new Error('not signed in');
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  const Database = createRequire(path.join(root, 'apps/api/package.json'))(
    'better-sqlite3',
  ) as new (file: string) => Sqlite;
  const db = new Database(dbFile);
  try {
    db.pragma('busy_timeout = 5000');
    const at = new Date(Date.now() - minutes * 60_000).toISOString();
    const r = db.prepare('UPDATE sessions SET second_factor_at = ? WHERE id = ?').run(at, sid);
    if (r.changes !== 1) throw new Error(`no session ${sid}`);
  } finally {
    db.close();
  }
}
