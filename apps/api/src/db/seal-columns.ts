import { sql, type Kysely } from 'kysely';
import { ColumnCipher } from '../lib/column-cipher.js';
import type { Db } from './database.js';
import { ENCRYPTED_COLUMNS } from './encrypted-columns.js';
import { SEAL_PENDING } from './migrations/0011_encrypted_member_columns.js';
import { reindexWechatOnce } from './reindex-wechat.js';

const BATCH = 200;
const BIDX = /^[0-9a-f]{64}$/;
type AnyRow = Record<string, string | number | null>;

/** What sealing needs of the keys: the column cipher and the blind indexes (modules/users). */
export interface Sealer {
  columns: ColumnCipher;
  emailIndex(value: string): string;
  wechatIndex(value: string): string;
}

export interface SealCounts {
  /** Plain values (from before encryption) now encrypted. */
  encrypted: number;
  /** Ciphertexts moved to the current master key (v1, or v2 on an older key). */
  reencrypted: number;
  current: number;
  /** Blind indexes filled or rewritten (e-mail, WeChat, identity claims). */
  indexed: number;
}

/** Rows of a table in batches by its id column (keyset pagination: no row twice, none missed). */
async function* batches(db: Db, table: string, id: string, columns: readonly string[]) {
  const loose = db as unknown as Kysely<Record<string, AnyRow>>;
  let after: string | number | null = null;
  for (;;) {
    let q = loose
      .selectFrom(table)
      .select([id, ...columns])
      .orderBy(id)
      .limit(BATCH);
    if (after !== null) q = q.where(id, '>', after);
    const rows = (await q.execute()) as AnyRow[];
    if (rows.length === 0) return;
    yield rows;
    after = rows.at(-1)![id]!;
  }
}

/**
 * Every encrypted column (db/encrypted-columns.ts): plain values encrypted; with `rotate`, also
 * every ciphertext not yet v2 under the current master key re-encrypted. A value is replaced only
 * if it is still what was read (compare-and-set): a row the app changed meanwhile was written
 * with the current key already, and two processes running this at once do not collide.
 */
async function sealValues(db: Db, cipher: ColumnCipher, rotate: boolean, counts: SealCounts) {
  const loose = db as unknown as Kysely<Record<string, AnyRow>>;
  for (const [table, { id, columns }] of Object.entries(ENCRYPTED_COLUMNS)) {
    for await (const rows of batches(db, table, id, columns)) {
      for (const row of rows) {
        const rowId = row[id]!;
        for (const column of columns) {
          const old = row[column];
          if (typeof old !== 'string') continue;
          const encrypted = ColumnCipher.isCiphertext(old);
          if (encrypted && (!rotate || cipher.isCurrent(old))) {
            counts.current += 1;
            continue;
          }
          const at = { table, column, id: String(rowId) };
          const plain = encrypted ? cipher.decrypt(old, at) : old;
          await loose
            .updateTable(table)
            .set({ [column]: cipher.encrypt(plain, at) })
            .where(id, '=', rowId)
            .where(column, '=', old)
            .execute();
          counts[encrypted ? 'reencrypted' : 'encrypted'] += 1;
        }
      }
    }
  }
}

/**
 * Blind indexes the 0011 migration could not compute (it has no keys): users' and certified
 * e-mails get `email_bidx`; `wechat_id_norm` and the e-mail and WeChat identity claims, which held
 * the lower-cased values themselves, get their blind indexes.
 */
async function fillIndexes(db: Db, s: Sealer, counts: SealCounts) {
  const loose = db as unknown as Kysely<Record<string, AnyRow>>;
  for (const [table, id] of [
    ['users', 'id'],
    ['verified_snapshots', 'user_id'],
  ] as const) {
    const cols = ['email', 'email_bidx', 'wechat_id', 'wechat_id_norm'];
    for await (const rows of batches(db, table, id, cols)) {
      for (const row of rows) {
        const rowId = String(row[id]);
        const plain = s.columns.open(table, rowId, row);
        const set: AnyRow = {};
        if (row.email_bidx === null) set.email_bidx = s.emailIndex(String(plain.email));
        const norm = row.wechat_id_norm;
        if (norm !== null && !BIDX.test(String(norm)))
          set.wechat_id_norm = plain.wechat_id ? s.wechatIndex(String(plain.wechat_id)) : null;
        if (Object.keys(set).length === 0) continue;
        await loose.updateTable(table).set(set).where(id, '=', rowId).execute();
        counts.indexed += 1;
      }
    }
  }
  const claims = await db
    .selectFrom('identity_claims')
    .select(['kind', 'value'])
    .where('kind', 'in', ['email', 'wechat_id'])
    .execute();
  for (const c of claims) {
    if (BIDX.test(c.value)) continue;
    const value = c.kind === 'email' ? s.emailIndex(c.value) : s.wechatIndex(c.value);
    await db
      .updateTable('identity_claims')
      .set({ value })
      .where('kind', '=', c.kind)
      .where('value', '=', c.value)
      .execute();
    counts.indexed += 1;
  }
}

/**
 * Brings every encrypted column and blind index up to date: what `rotate-keys` runs (with
 * `rotate`), and what the app runs at start while the 0011 migration's mark is there.
 */
export async function sealColumns(db: Db, s: Sealer, { rotate = false } = {}) {
  const counts: SealCounts = { encrypted: 0, reencrypted: 0, current: 0, indexed: 0 };
  await fillIndexes(db, s, counts);
  await sealValues(db, s.columns, rotate, counts);
  return counts;
}

/**
 * At start, once after the 0011 migration (a fresh database or one from before): plain names,
 * e-mail, WeChat and IP addresses encrypted, blind indexes filled, then the mark removed; and
 * once after 0026, WeChat IDs re-indexed by their normal form. Safe to run on several instances
 * at once (compare-and-set), and again if a start was cut short.
 */
export async function sealColumnsOnce(db: Db, s: Sealer): Promise<SealCounts | null> {
  const pending = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEAL_PENDING)
    .executeTakeFirst();
  let counts: SealCounts | null = null;
  if (pending) {
    counts = await sealColumns(db, s);
    await sql`delete from app_meta where key = ${SEAL_PENDING}`.execute(db);
  }
  // WeChat IDs indexed before their normal form existed (issue 31, migration 0026).
  const reindexed = await reindexWechatOnce(db, s);
  if (reindexed === null) return counts;
  counts ??= { encrypted: 0, reencrypted: 0, current: 0, indexed: 0 };
  counts.indexed += reindexed;
  return counts;
}
