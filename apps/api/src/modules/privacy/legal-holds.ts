import {
  privacyMessages,
  type LegalHoldItem,
  type LegalHoldRecords,
  type LegalHoldSubmission,
} from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';
import type { AuthContext } from '../auth/index.js';
import type { PrivacyDeps } from './service.js';

/**
 * A closed member's kept KYC records (decision 0016) are locked: no staff screen shows them. An
 * admin may open them only under a "legal hold" (a regulator's or court's request, an AML
 * investigation), with a written reason that goes on the audit log before anything is read
 * (decision 0021). The list of holds names no one: account id and dates only.
 */
export function legalHolds(d: Pick<PrivacyDeps, 'db' | 'pii' | 'audit' | 'kyc'>) {
  const { db } = d;
  const item = (h: {
    user_id: string;
    reason: string;
    account_ended_at: string;
    purge_after: string;
  }): LegalHoldItem => ({
    user_uuid: h.user_id,
    reason: h.reason,
    account_ended_at: h.account_ended_at,
    purge_after: h.purge_after,
  });

  return {
    /** Every hold, soonest purge first (at most 500: holds are few and short-lived). */
    async list(): Promise<LegalHoldItem[]> {
      const rows = await db
        .selectFrom('retention_holds')
        .selectAll()
        .orderBy('purge_after', 'asc')
        .limit(500)
        .execute();
      return rows.map(item);
    },

    /**
     * The kept records of one closed account, decrypted. The access (actor, account, reason) is
     * audited first: a failure to audit means no records.
     */
    async access(
      auth: AuthContext,
      userId: string,
      reason: string,
      ip: string,
    ): Promise<LegalHoldRecords> {
      const hold = await db
        .selectFrom('retention_holds')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!hold) throw new HttpError(404, privacyMessages.legalHoldNotFound);
      await d.audit.append(db, {
        actorId: auth.user.id,
        action: 'privacy.legal_hold_access',
        targetType: 'user',
        targetId: userId,
        ip,
        details: { reason },
      });

      const stored = await db
        .selectFrom('kyc_submissions')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('version', 'asc')
        .execute();
      const files = await db
        .selectFrom('kyc_files')
        .select(['id', 'submission_id', 'kind', 'content_type', 'size', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .execute();
      const submissions: LegalHoldSubmission[] = [];
      for (const row of stored) {
        const s = d.pii.columns.open('kyc_submissions', row.id, row);
        // The same decryption the member's own record uses; its file links are left out (the
        // files route refuses closed accounts), the stored files are listed instead.
        const r = await d.kyc.record(s);
        submissions.push({
          id: s.id,
          version: Number(s.version),
          status: r.status,
          reason: r.reason,
          submitted_at: r.submitted_at,
          decided_at: s.decided_at,
          applicant_type: r.applicant_type,
          country: r.country,
          identity_type: r.identity_type,
          identity_number: r.identity_number,
          first_name: r.first_name,
          last_name: r.last_name,
          middle_name: r.middle_name,
          phone_number: r.phone_number,
          email_address: r.email_address,
          document_type: r.document_type,
          business_name: r.applicant_type === 'business' ? r.business_name : null,
          business_number: r.applicant_type === 'business' ? r.business_number : null,
          files: files
            .filter((f) => f.submission_id === s.id)
            .map((f) => ({
              id: f.id,
              kind: f.kind,
              content_type: f.content_type,
              size: Number(f.size),
              stored_at: f.created_at,
            })),
        });
      }
      const payments = await db
        .selectFrom('transactions')
        .select(['ref_number', 'amount_kobo', 'currency', 'status', 'paid_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .execute();
      return {
        ...item(hold),
        submissions,
        payments: payments.map((p) => ({
          ref_number: p.ref_number,
          amount: Number(p.amount_kobo) / 100,
          currency: p.currency,
          status: p.status,
          paid_at: p.paid_at,
        })),
      };
    },
  };
}
