import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type SQLiteModule from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { cachingStatements, createDb } from './database.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vouch-sqlite-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process's connection to the same file (the CLI, say), opened directly. */
function otherConnection(file: string) {
  const require = createRequire(import.meta.url);
  const major = Number(process.versions.node.split('.')[0]);
  const SQLite = (
    major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3')
  ) as typeof SQLiteModule;
  return new SQLite(file);
}

describe('SQLite under another writer', () => {
  it('waits for the write lock without freezing the event loop, then writes', async () => {
    const file = path.join(dir, 'lock.db');
    const db = createDb({ kind: 'sqlite', file });
    await sql`create table t (v integer)`.execute(db);
    const other = otherConnection(file);
    other.exec('begin immediate'); // holds the write lock
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const started = Date.now();
    const write = db.transaction().execute((tx) => sql`insert into t values (1)`.execute(tx));
    await new Promise((r) => setTimeout(r, 400));
    // The loop kept turning while the write waited: timers fired, requests could be served.
    expect(ticks).toBeGreaterThan(15);
    other.exec('commit');
    await write;
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    const rows = await sql<{ v: number }>`select v from t`.execute(db);
    expect(rows.rows).toEqual([{ v: 1 }]);
    other.close();
    await db.destroy();
  });

  it('gives up with SQLITE_BUSY when the lock is held for longer than it waits', async () => {
    const file = path.join(dir, 'held.db');
    const db = createDb({ kind: 'sqlite', file });
    await sql`create table t (v integer)`.execute(db);
    const other = otherConnection(file);
    other.exec('begin immediate');
    const started = Date.now();
    await expect(
      db.transaction().execute((tx) => sql`insert into t values (1)`.execute(tx)),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    other.exec('rollback');
    other.close();
    await db.destroy();
  }, 15_000);
});

describe('prepared statements', () => {
  it('prepares each SQL text once, keeps the most recently used ones and drops the oldest', () => {
    const sqlite = otherConnection(path.join(dir, 'cache.db'));
    sqlite.exec('create table t (v integer)');
    let prepared = 0;
    const counting = new Proxy(sqlite, {
      get: (target, key) =>
        key === 'prepare'
          ? (text: string) => {
              prepared += 1;
              return target.prepare(text);
            }
          : Reflect.get(target, key, target),
    });
    const db = cachingStatements(counting, 2);
    const insert = 'insert into t values (?)';
    const count = 'select count(*) as n from t';
    for (let i = 0; i < 5; i++) db.prepare(insert).run([i]);
    expect(db.prepare(count).all([])).toEqual([{ n: 5 }]);
    expect(prepared).toBe(2);
    // insert was used before count: a third text pushes it out, count stays.
    db.prepare('select 1');
    db.prepare(count);
    expect(prepared).toBe(3);
    db.prepare(insert);
    expect(prepared).toBe(4);
    db.close();
  });
});

describe('WAL checkpoints off the event loop (decision 0022)', () => {
  const sizeOf = (f: string) => (existsSync(f) ? statSync(f).size : 0);
  const waitFor = async (ok: () => boolean, ms: number) => {
    for (const until = Date.now() + ms; !ok() && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20));
    return ok();
  };

  it('a thread of its own copies the log into the database file; it closes with the database', async () => {
    const file = path.join(dir, 'checkpoints.db');
    const db = createDb({ kind: 'sqlite', file });
    await sql`create table t (v text)`.execute(db);
    await db.transaction().execute(async (tx) => {
      // About 6 MB, well under the server connection's own checkpoint threshold (16 MB).
      for (let i = 0; i < 1500; i++)
        await sql`insert into t values (${'x'.repeat(4000)})`.execute(tx);
    });
    // Only a checkpoint moves the rows from the -wal file into the database file.
    expect(await waitFor(() => sizeOf(file) > 5_000_000, 5000)).toBe(true);
    const rows = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
    expect(rows.rows).toEqual([{ n: 1500 }]);
    await db.destroy();
    // The last connection to close removes the log: the thread's closed too.
    expect(await waitFor(() => !existsSync(`${file}-wal`), 5000)).toBe(true);
  });
});

describe('planner samples', () => {
  it('removes the sqlite_stat4 samples an ANALYZE left and keeps the per-index figures', async () => {
    const file = path.join(dir, 'analyzed.db');
    const setup = otherConnection(file);
    setup.exec('create table t (k text primary key, v text); create index t_v on t (v)');
    const insert = setup.prepare('insert into t values (?, ?)');
    // One transaction: 500 autocommits (each an fsync) took seconds on a busy machine.
    setup.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run(`k${i}`, `v${i % 50}`);
    })();
    setup.exec('analyze');
    const count = (c: SQLiteModule.Database, table: string) =>
      (c.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    expect(count(setup, 'sqlite_stat4')).toBeGreaterThan(0);
    setup.close();

    const db = createDb(
      { kind: 'sqlite', file },
      { warn: () => undefined, error: () => undefined },
    );
    const rows = await sql<{ k: string }>`select k from t where v = ${'v7'}`.execute(db);
    expect(rows.rows).toHaveLength(10);
    await db.destroy();
    const after = otherConnection(file);
    expect(count(after, 'sqlite_stat4')).toBe(0);
    expect(count(after, 'sqlite_stat1')).toBeGreaterThan(0);
    after.close();
  });
});
