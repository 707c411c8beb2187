import { sql } from 'kysely';
import type { Db } from './database.js';
import { WECHAT_REINDEX_PENDING } from './migrations/0026_wechat_reindex.js';
import type { Sealer } from './seal-columns.js';

/**
 * Recomputes every WeChat ID's index with today's normal form (issue 31): the members' rows, the
 * verified snapshots and the WeChat claims that hold a snapshot's index. Each write is a
 * compare-and-set of the index read, so a row the app changed meanwhile (already indexed the new
 * way) is left alone and two processes can run it at once. Returns how many indexes changed.
 *
 * Two verified members whose IDs were told apart only by invisible characters now have the same
 * one: the earlier approval keeps the claim (snapshots are walked in approval order), the later
 * one's claim goes, as an approval would have been refused had the IDs been compared this way.
 */
export async function reindexWechatIds(db: Db, s: Sealer): Promise<number> {
  let changed = 0;
  const users = await db
    .selectFrom('users')
    .select(['id', 'wechat_id', 'wechat_id_norm'])
    .where('wechat_id', 'is not', null)
    .execute();
  for (const u of users) {
    const plain = s.columns.open('users', u.id, { wechat_id: u.wechat_id }).wechat_id;
    const next = plain ? s.wechatIndex(plain) : null;
    if (next === u.wechat_id_norm) continue;
    await db
      .updateTable('users')
      .set({ wechat_id_norm: next })
      .where('id', '=', u.id)
      .where('wechat_id_norm', '=', u.wechat_id_norm)
      .execute();
    changed += 1;
  }

  const snapshots = await db
    .selectFrom('verified_snapshots')
    .select(['user_id', 'wechat_id', 'wechat_id_norm'])
    .where('wechat_id', 'is not', null)
    .orderBy('approved_at')
    .orderBy('user_id')
    .execute();
  for (const v of snapshots) {
    const plain = s.columns.open('verified_snapshots', v.user_id, {
      wechat_id: v.wechat_id,
    }).wechat_id;
    const next = plain ? s.wechatIndex(plain) : null;
    const old = v.wechat_id_norm;
    if (next === old) continue;
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('verified_snapshots')
        .set({ wechat_id_norm: next })
        .where('user_id', '=', v.user_id)
        .where('wechat_id_norm', '=', old)
        .execute();
      if (old === null || next === null) return;
      const holder = await tx
        .selectFrom('identity_claims')
        .select('user_id')
        .where('kind', '=', 'wechat_id')
        .where('value', '=', next)
        .executeTakeFirst();
      const mine = tx
        .selectFrom('identity_claims')
        .where('kind', '=', 'wechat_id')
        .where('value', '=', old)
        .where('user_id', '=', v.user_id);
      if (holder && holder.user_id !== v.user_id) {
        await tx
          .deleteFrom('identity_claims')
          .where('kind', '=', 'wechat_id')
          .where('value', '=', old)
          .where('user_id', '=', v.user_id)
          .execute();
      } else if (!holder && (await mine.select('user_id').executeTakeFirst())) {
        await tx
          .updateTable('identity_claims')
          .set({ value: next })
          .where('kind', '=', 'wechat_id')
          .where('value', '=', old)
          .where('user_id', '=', v.user_id)
          .execute();
      }
    });
    changed += 1;
  }
  return changed;
}

/** At start, once after migration 0026 (and again if a start was cut short). */
export async function reindexWechatOnce(db: Db, s: Sealer): Promise<number | null> {
  const pending = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', WECHAT_REINDEX_PENDING)
    .executeTakeFirst();
  if (!pending) return null;
  const changed = await reindexWechatIds(db, s);
  await sql`delete from app_meta where key = ${WECHAT_REINDEX_PENDING}`.execute(db);
  return changed;
}
