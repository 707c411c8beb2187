import { randomUUID } from 'node:crypto';
import type { CheckResult, RiskLevel } from '@vouch/contracts';
import type { Db } from '../../db/database.js';

export type StoredCheck = Omit<CheckResult, 'checked_at'>;

export function checksRepository(db: Db) {
  return {
    /** Replaces the submission's results (a re-run of the checks overwrites, never duplicates). */
    async save(submissionId: string, results: StoredCheck[], at: string, risk: RiskLevel) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('kyc_checks').where('submission_id', '=', submissionId).execute();
        if (results.length > 0) {
          await trx
            .insertInto('kyc_checks')
            .values(
              results.map((r) => ({
                id: randomUUID(),
                submission_id: submissionId,
                code: r.code,
                outcome: r.outcome,
                score: r.score,
                summary: r.summary,
                details: JSON.stringify(r.details),
                duration_ms: Math.round(r.duration_ms),
                checked_at: at,
              })),
            )
            .execute();
        }
        await trx
          .updateTable('kyc_submissions')
          .set({ risk_level: risk, checks_done_at: at })
          .where('id', '=', submissionId)
          .execute();
      });
    },

    async results(submissionId: string): Promise<CheckResult[]> {
      const rows = await db
        .selectFrom('kyc_checks')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .execute();
      return rows.map((r) => ({
        code: r.code as CheckResult['code'],
        outcome: r.outcome as CheckResult['outcome'],
        score: r.score === null ? null : Number(r.score),
        summary: r.summary,
        details: JSON.parse(r.details) as Record<string, unknown>,
        duration_ms: Number(r.duration_ms),
        checked_at: r.checked_at,
      }));
    },

    async saveDescriptor(submissionId: string, userId: string, descriptorEnc: string, at: string) {
      await db.deleteFrom('face_descriptors').where('submission_id', '=', submissionId).execute();
      await db
        .insertInto('face_descriptors')
        .values({
          submission_id: submissionId,
          user_id: userId,
          descriptor_enc: descriptorEnc,
          created_at: at,
        })
        .execute();
    },

    /** The selfie description stored for one submission version. */
    descriptorOf(submissionId: string) {
      return db
        .selectFrom('face_descriptors')
        .select('descriptor_enc')
        .where('submission_id', '=', submissionId)
        .executeTakeFirst();
    },

    /** Every stored selfie description except the member's own (their earlier versions). */
    othersDescriptors(userId: string) {
      return db
        .selectFrom('face_descriptors')
        .select(['submission_id', 'user_id', 'descriptor_enc'])
        .where('user_id', '!=', userId)
        .execute();
    },
  };
}

export type ChecksRepository = ReturnType<typeof checksRepository>;
