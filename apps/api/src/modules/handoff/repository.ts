import type { Insertable, Selectable } from 'kysely';
import type { HandoffPhotoKind } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { CaptureHandoffPhotosTable, CaptureHandoffsTable } from '../../db/schema.js';

export type HandoffRow = Selectable<CaptureHandoffsTable>;
export type HandoffPhotoRow = Selectable<CaptureHandoffPhotosTable>;

/** The capture_handoffs and capture_handoff_photos tables. */
export function handoffRepository(db: Db) {
  return {
    insert(row: Insertable<CaptureHandoffsTable>) {
      return db.insertInto('capture_handoffs').values(row).execute();
    },

    /** The member's links still open (not completed, not revoked), other than `keep`. */
    openOf(userId: string, keep: string) {
      return db
        .selectFrom('capture_handoffs')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '!=', keep)
        .where('revoked_at', 'is', null)
        .where('completed_at', 'is', null)
        .execute();
    },

    revoke(ids: string[], at: string) {
      if (ids.length === 0) return Promise.resolve();
      return db
        .updateTable('capture_handoffs')
        .set({ revoked_at: at })
        .where('id', 'in', ids)
        .execute();
    },

    ofMember(id: string, userId: string) {
      return db
        .selectFrom('capture_handoffs')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    byTokenHash(hash: string) {
      return db
        .selectFrom('capture_handoffs')
        .selectAll()
        .where('token_hash', '=', hash)
        .executeTakeFirst();
    },

    byCaptureTokenHash(hash: string) {
      return db
        .selectFrom('capture_handoffs')
        .selectAll()
        .where('capture_token_hash', '=', hash)
        .executeTakeFirst();
    },

    /** Marks the link opened, once: false when another redemption came first. */
    async claim(id: string, captureTokenHash: string, at: string, captureExpiresAt: string) {
      const r = await db
        .updateTable('capture_handoffs')
        .set({
          opened_at: at,
          capture_token_hash: captureTokenHash,
          capture_expires_at: captureExpiresAt,
        })
        .where('id', '=', id)
        .where('opened_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async complete(id: string, at: string) {
      const r = await db
        .updateTable('capture_handoffs')
        .set({ completed_at: at })
        .where('id', '=', id)
        .where('completed_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    photos(handoffIds: string[]) {
      if (handoffIds.length === 0) return Promise.resolve([] as HandoffPhotoRow[]);
      return db
        .selectFrom('capture_handoff_photos')
        .selectAll()
        .where('handoff_id', 'in', handoffIds)
        .execute();
    },

    photo(handoffId: string, kind: HandoffPhotoKind) {
      return db
        .selectFrom('capture_handoff_photos')
        .selectAll()
        .where('handoff_id', '=', handoffId)
        .where('kind', '=', kind)
        .executeTakeFirst();
    },

    /** Puts a photo in place of the earlier one of its kind; answers the earlier one's key. */
    async putPhoto(row: HandoffPhotoRow): Promise<string | null> {
      return db.transaction().execute(async (tx) => {
        const old = await tx
          .selectFrom('capture_handoff_photos')
          .select('storage_key')
          .where('handoff_id', '=', row.handoff_id)
          .where('kind', '=', row.kind)
          .executeTakeFirst();
        if (old)
          await tx
            .deleteFrom('capture_handoff_photos')
            .where('handoff_id', '=', row.handoff_id)
            .where('kind', '=', row.kind)
            .execute();
        await tx.insertInto('capture_handoff_photos').values(row).execute();
        return old?.storage_key ?? null;
      });
    },

    deletePhotos(handoffIds: string[]) {
      if (handoffIds.length === 0) return Promise.resolve();
      return db
        .deleteFrom('capture_handoff_photos')
        .where('handoff_id', 'in', handoffIds)
        .execute();
    },

    /** Links whose every use ended before `before` (expired, or the phone's credential did). */
    endedBefore(before: string) {
      return db
        .selectFrom('capture_handoffs')
        .select('id')
        .where('expires_at', '<', before)
        .where((eb) =>
          eb.or([eb('capture_expires_at', 'is', null), eb('capture_expires_at', '<', before)]),
        )
        .execute();
    },

    deleteHandoffs(ids: string[]) {
      if (ids.length === 0) return Promise.resolve();
      return db.deleteFrom('capture_handoffs').where('id', 'in', ids).execute();
    },

    async referencedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('capture_handoff_photos')
        .select('storage_key')
        .where('storage_key', 'in', keys)
        .execute();
      return new Set(rows.map((r) => r.storage_key));
    },
  };
}

export type HandoffRepository = ReturnType<typeof handoffRepository>;
