import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { testDb } from './test-app.js';

/**
 * Makes every INSERT into `table` fail, as a crash or a lost connection between two statements
 * of a transaction would: a database trigger, no mock. Returns the function that removes it.
 */
export async function failInsertsInto(db: Db, table: string): Promise<() => Promise<void>> {
  const name = `inject_fail_${table.replace('.', '_')}`;
  if (testDb === 'sqlite') {
    await sql
      .raw(
        `create trigger ${name} before insert on ${table} begin select raise(abort, 'injected failure'); end`,
      )
      .execute(db);
    return async () => {
      await sql.raw(`drop trigger ${name}`).execute(db);
    };
  }
  await sql
    .raw(
      `create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
    )
    .execute(db);
  await sql
    .raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`)
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
  };
}
