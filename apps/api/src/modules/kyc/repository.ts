import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IdentityLookupsTable, KycFilesTable, KycSubmissionsTable } from '../../db/schema.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';

export type SubmissionRow = Selectable<KycSubmissionsTable>;
export type KycFileRow = Selectable<KycFilesTable>;
export type IdentityLookupRow = Selectable<IdentityLookupsTable>;

/**
 * The status of a member's latest submission (null: none), as a subquery for a statement of
 * another module to return with its row: account info reads it with the member (decision 0025).
 */
export const latestStatusOf = (userId: RawBuilder<unknown>): RawBuilder<string | null> =>
  sql`(select status from kyc_submissions where user_id = ${userId} order by version desc limit 1)`;

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

    /**
     * The member's latest vNIN lookup (issue 48): the record of a NIN given by its token, for 72
     * hours (the token's own life), so an old lookup backs no later NIN.
     */
    latestVninLookup(userId: string) {
      return db
        .selectFrom('identity_lookups')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id_type', '=', 'vnin')
        .where('created_at', '>', new Date(Date.now() - 72 * 3600_000).toISOString())
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
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
