import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { KycFilesTable, KycSubmissionsTable } from '../../db/schema.js';

export type SubmissionRow = Selectable<KycSubmissionsTable>;
export type KycFileRow = Selectable<KycFilesTable>;

export function kycRepository(db: Db) {
  return {
    latest(userId: string) {
      return db
        .selectFrom('kyc_submissions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    files(submissionId: string) {
      return db
        .selectFrom('kyc_files')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .execute();
    },

    file(id: string) {
      return db.selectFrom('kyc_files').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** One transaction: a submission and its files land together or not at all. */
    async insert(submission: SubmissionRow, files: KycFileRow[]) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('kyc_submissions').values(submission).execute();
        if (files.length > 0) await trx.insertInto('kyc_files').values(files).execute();
      });
    },

    /** Decides only a submission still under review: of two deciders, exactly one wins. */
    async decide(
      id: string,
      status: 'APPROVED' | 'REJECTED',
      reason: string | null,
      by: string | null,
      at: string,
    ) {
      const r = await db
        .updateTable('kyc_submissions')
        .set({ status, reason, decided_by: by, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'CURRENTLY_UNDER_REVIEW')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    latestLookup(userId: string, idNumberBidx: string) {
      return db
        .selectFrom('identity_lookups')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id_number_bidx', '=', idNumberBidx)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type KycRepository = ReturnType<typeof kycRepository>;
