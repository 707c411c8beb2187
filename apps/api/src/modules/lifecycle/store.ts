import { sql, type Kysely, type Transaction } from 'kysely';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { LifecycleDatabase } from '../../db/schema.js';

/**
 * The lifecycle's own view of a transaction, in which the status columns are writable (for every
 * other module they are read-only: db/schema.ts). Nothing outside this module may import it.
 */
export type W = Transaction<LifecycleDatabase>;
export const writable = (trx: Tx): W => trx as unknown as W;
/** Reads outside a transition (case view, lists) use the same helpers as the transitions. */
export type R = Kysely<LifecycleDatabase>;
export const readable = (db: Db): R => db as unknown as R;

/**
 * Row locks for a transition. PostgreSQL: SELECT … FOR UPDATE, so two transitions of one member
 * take turns and the second sees the first's result. SQLite: the transaction already holds the
 * database's write lock (BEGIN IMMEDIATE).
 */
export async function lockRow(
  trx: W,
  table: 'users' | 'kyc_submissions' | 'profile_changes',
  id: string,
) {
  if (dialectOf(trx as unknown as Tx) === 'postgres')
    await sql`select 1 from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}
