import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LivenessFramesTable, LivenessSessionsTable } from '../../db/schema.js';

export type LivenessSessionRow = Selectable<LivenessSessionsTable>;
export type LivenessFrameRow = Selectable<LivenessFramesTable>;

/** The liveness_sessions and liveness_frames tables (migration 0036). */
export function livenessRepository(db: Db) {
  return {
    insert(row: Insertable<LivenessSessionsTable>) {
      return db.insertInto('liveness_sessions').values(row).execute();
    },

    byId(id: string) {
      return db.selectFrom('liveness_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes the session for one answer: only one request wins, whatever else races it (two tabs,
     * a retried upload). False when it was already answered.
     */
    async claimAnswer(id: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('liveness_sessions')
        .set({ answered_at: at })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async finish(
      id: string,
      outcome: 'passed' | 'failed',
      reasons: string[],
      measured: unknown,
      selfieKey: string | null,
      frames: Insertable<LivenessFramesTable>[],
    ) {
      await db.transaction().execute(async (tx) => {
        if (frames.length > 0) await tx.insertInto('liveness_frames').values(frames).execute();
        await tx
          .updateTable('liveness_sessions')
          .set({
            outcome,
            reasons: JSON.stringify(reasons),
            measured: JSON.stringify(measured),
            selfie_key: selfieKey,
          })
          .where('id', '=', id)
          .execute();
      });
    },

    /** Hashes among these that an earlier session already stored. */
    async seen(hashes: string[]): Promise<Set<string>> {
      if (hashes.length === 0) return new Set();
      const rows = await db
        .selectFrom('liveness_frames')
        .select('sha256')
        .where('sha256', 'in', hashes)
        .execute();
      return new Set(rows.map((r) => r.sha256));
    },

    /** A passed session named by one submission only: false when another took it first. */
    async use(id: string, submissionId: string): Promise<boolean> {
      const r = await db
        .updateTable('liveness_sessions')
        .set({ used_by: submissionId })
        .where('id', '=', id)
        .where('used_by', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    release(id: string, submissionId: string) {
      return db
        .updateTable('liveness_sessions')
        .set({ used_by: null })
        .where('id', '=', id)
        .where('used_by', '=', submissionId)
        .execute();
    },

    frames(sessionId: string) {
      return db
        .selectFrom('liveness_frames')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('idx')
        .execute();
    },

    /** The portrait of the member's latest matched identity lookup, where there is one. */
    latestPortraitKey(userId: string) {
      return db
        .selectFrom('identity_lookups')
        .select('photo_key')
        .where('user_id', '=', userId)
        .where('photo_key', 'is not', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
