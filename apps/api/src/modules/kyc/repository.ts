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
