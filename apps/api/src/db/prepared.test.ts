import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type SQLiteModule from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './database.js';
import { preparedQuery } from './prepared.js';

const dir = mkdtempSync(path.join(tmpdir(), 'vouch-prepared-'));
const db = createDb({ kind: 'sqlite', file: path.join(dir, 'p.db') });
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('prepared queries', () => {
  it('builds once, then runs with each call’s values (a value used twice filled twice)', async () => {
    await sql`create table app_meta (key text primary key, value text not null)`.execute(db);
    await sql`insert into app_meta values ('a', 'x'), ('b', 'y'), ('c', 'x')`.execute(db);
    let built = 0;
    const q = preparedQuery<{ value: string; notKey: string }, { key: string }>(
      (executor, param) => {
        built++;
        return executor
          .selectFrom('app_meta')
          .select('key')
          .where('value', '=', param('value'))
          .where('key', '!=', param('notKey'))
          .where('key', '!=', 'zzz')
          .orderBy('key');
      },
    );
    expect(await q.execute(db, { value: 'x', notKey: 'c' })).toEqual([{ key: 'a' }]);
    expect(await q.execute(db, { value: 'x', notKey: 'a' })).toEqual([{ key: 'c' }]);
    expect(await q.takeFirst(db, { value: 'y', notKey: '' })).toEqual({ key: 'b' });
    expect(await q.takeFirst(db, { value: 'nothing', notKey: '' })).toBeUndefined();
    expect(built).toBe(1);
    const { query, slots } = q.compiled(db);
    expect(query.sql).toContain('"value" = ?');
    expect(slots).toEqual(['value', 'notKey', null]);
  });

  it('passes a value that looks like SQL as data', async () => {
    const q = preparedQuery<{ key: string }, { value: string }>((executor, param) =>
      executor.selectFrom('app_meta').select('value').where('key', '=', param('key')),
    );
    expect(await q.execute(db, { key: "a' or '1'='1" })).toEqual([]);
  });
});

/** Another process's connection to the same file (the CLI, say). */
function otherConnection(file: string) {
  const require = createRequire(import.meta.url);
  const major = Number(process.versions.node.split('.')[0]);
  const SQLite = (
    major >= 22 ? require('better-sqlite3-napi') : require('better-sqlite3')
  ) as typeof SQLiteModule;
  return new SQLite(file);
}

const insertMeta = preparedQuery<{ key: string; value: string }, never>((executor, param) =>
  executor.insertInto('app_meta').values({ key: param('key'), value: param('value') }),
);
const valueOf = preparedQuery<{ key: string }, { value: string }>((executor, param) =>
  executor.selectFrom('app_meta').select('value').where('key', '=', param('key')),
);

describe('prepared queries on SQLite, run at once when the connection is free (decision 0025)', () => {
  it('never joins a transaction another request has open: it waits for it to end', async () => {
    let insideOpen!: () => void;
    const opened = new Promise<void>((r) => (insideOpen = r));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const rolledBack = db
      .transaction()
      .execute(async (tx) => {
        await insertMeta.execute(tx, { key: 'in-tx', value: 'rolled back' });
        insideOpen();
        await held;
        throw new Error('roll back');
      })
      .catch((err: Error) => err.message);
    await opened;
    // Issued while the transaction is open: had it run inside it, the rollback would undo it.
    const outside = insertMeta.execute(db, { key: 'outside', value: 'kept' });
    const seenMeanwhile = valueOf.takeFirst(db, { key: 'in-tx' });
    release();
    expect(await rolledBack).toBe('roll back');
    await outside;
    expect(await seenMeanwhile).toBeUndefined();
    expect(await valueOf.takeFirst(db, { key: 'outside' })).toEqual({ value: 'kept' });
    expect(await valueOf.takeFirst(db, { key: 'in-tx' })).toBeUndefined();
  });

  it('waits, without blocking the event loop, while another process holds the write lock', async () => {
    const other = otherConnection(path.join(dir, 'p.db'));
    other.exec('begin immediate');
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const write = insertMeta.execute(db, { key: 'after-lock', value: 'written' });
    await new Promise((r) => setTimeout(r, 300));
    expect(ticks).toBeGreaterThan(10);
    other.exec('commit');
    await write;
    clearInterval(timer);
    other.close();
    expect(await valueOf.takeFirst(db, { key: 'after-lock' })).toEqual({ value: 'written' });
  });
});

describe('a prepared write for many values, in one transaction', () => {
  it('writes every one, or none when one fails', async () => {
    await insertMeta.executeMany(db, [
      { key: 'many-1', value: 'one' },
      { key: 'many-2', value: 'two' },
    ]);
    expect(await valueOf.takeFirst(db, { key: 'many-2' })).toEqual({ value: 'two' });
    // many-1 exists: the primary key refuses the second value, and many-3 is undone with it.
    await expect(
      insertMeta.executeMany(db, [
        { key: 'many-3', value: 'three' },
        { key: 'many-1', value: 'again' },
      ]),
    ).rejects.toThrow(/UNIQUE/);
    expect(await valueOf.takeFirst(db, { key: 'many-3' })).toBeUndefined();
    // The connection is usable afterwards: no transaction was left open.
    await insertMeta.executeMany(db, [{ key: 'many-4', value: 'four' }]);
    expect(await valueOf.takeFirst(db, { key: 'many-4' })).toEqual({ value: 'four' });
  });

  it('never joins a transaction another request has open: it waits for it to end', async () => {
    let insideOpen!: () => void;
    const opened = new Promise<void>((r) => (insideOpen = r));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const rolledBack = db
      .transaction()
      .execute(async (tx) => {
        await insertMeta.execute(tx, { key: 'many-in-tx', value: 'rolled back' });
        insideOpen();
        await held;
        throw new Error('roll back');
      })
      .catch((err: Error) => err.message);
    await opened;
    const outside = insertMeta.executeMany(db, [{ key: 'many-outside', value: 'kept' }]);
    release();
    expect(await rolledBack).toBe('roll back');
    await outside;
    expect(await valueOf.takeFirst(db, { key: 'many-outside' })).toEqual({ value: 'kept' });
    expect(await valueOf.takeFirst(db, { key: 'many-in-tx' })).toBeUndefined();
  });

  it('waits, without blocking the event loop, while another process holds the write lock', async () => {
    const other = otherConnection(path.join(dir, 'p.db'));
    other.exec('begin immediate');
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const write = insertMeta.executeMany(db, [{ key: 'many-after-lock', value: 'written' }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(ticks).toBeGreaterThan(10);
    other.exec('commit');
    await write;
    clearInterval(timer);
    other.close();
    expect(await valueOf.takeFirst(db, { key: 'many-after-lock' })).toEqual({ value: 'written' });
  });
});
