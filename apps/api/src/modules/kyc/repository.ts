import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import type { KycFilesTable, KycSubmissionsTable } from '../../db/schema.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';

export type SubmissionRow = Selectable<KycSubmissionsTable>;
export type KycFileRow = Selectable<KycFilesTable>;

/** The status of a member's latest submission: read on every account-info request. */
export const latestStatus = preparedQuery<{ userId: string }, { status: string }>((db, param) =>
  db
    .selectFrom('kyc_submissions')
    .select('status')
    .where('user_id', '=', param('userId'))
    .orderBy('version', 'desc')
    .limit(1),
);

/**
 * Submissions come out with names, e-mail, WeChat and the ID number (`identity_number_enc`)
 * decrypted; the lifecycle seals them as it stores a version (decision 0013).
 */
export function kycRepository(db: Db, cols: ColumnCipher) {
  return {
    async latest(userId: string) {
      const row = await db
        .selectFrom('kyc_submissions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && cols.open('kyc_submissions', row.id, row);
    },

    /** Only the latest submission's status: nothing to decrypt (account info reads it). */
    async latestStatus(userId: string): Promise<string | undefined> {
      const row = await latestStatus.takeFirst(db, { userId });
      return row?.status;
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
