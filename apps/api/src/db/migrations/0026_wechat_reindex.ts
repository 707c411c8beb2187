import { sql, type Kysely } from 'kysely';

/** app_meta key: set here, removed by the start-up pass once every WeChat index is recomputed. */
export const WECHAT_REINDEX_PENDING = 'wechat_reindex_pending';

/**
 * WeChat IDs are indexed by their normal form from now on (NFKC, invisible characters removed:
 * issue 31). The indexes are keyed hashes of the decrypted IDs, which a migration cannot compute
 * (it has no keys): the server's start recomputes them (db/reindex-wechat.ts), then removes this
 * mark. An ID without such characters keeps the index it had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into app_meta (key, value) values (${WECHAT_REINDEX_PENDING}, '1')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_meta where key = ${WECHAT_REINDEX_PENDING}`.execute(db);
}
