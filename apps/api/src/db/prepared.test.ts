import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
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
