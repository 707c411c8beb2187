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
    // Dropping a trigger locks the whole table: on pgboss.job it can meet the job workers'
    // own locks and PostgreSQL breaks the deadlock by failing one side. Ours is tried again
    // (a trigger left behind would fail every later insert of the file).
    for (let attempt = 1; ; attempt++) {
      try {
        await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '40P01' || attempt === 5) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
    await sql.raw(`drop function ${name}()`).execute(db);
  };
}
