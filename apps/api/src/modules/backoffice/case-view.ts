import {
  rejectedItemOfReason,
  type CaseView,
  type LookupRegistry,
  type RejectionReason,
} from '@vouch/contracts';
import { decodeLookupRecord, type SubmissionRow } from '../kyc/index.js';
import { paymentsQueries } from '../payments/index.js';
import type { BackofficeDeps } from './service.js';

/** Everything a reviewer needs to decide one case, gathered from the member's records. */
export async function buildCaseView(
  { db, kyc, checks, cipher, pii, lifecycle }: BackofficeDeps,
  s: SubmissionRow,
): Promise<CaseView> {
  const user = pii.columns.open(
    'users',
    s.user_id,
    await db.selectFrom('users').selectAll().where('id', '=', s.user_id).executeTakeFirstOrThrow(),
  );
  const lookupRow = s.identity_lookup_id
    ? await db
        .selectFrom('identity_lookups')
        .selectAll()
        .where('id', '=', s.identity_lookup_id)
        .executeTakeFirst()
    : undefined;
  const lookup = lookupRow ? decodeLookupRecord(cipher, lookupRow.result_enc) : null;
  const versions = (
    await db
      .selectFrom('kyc_submissions')
      .selectAll()
      .where('user_id', '=', s.user_id)
      .where('id', '!=', s.id)
      .orderBy('version', 'desc')
      .execute()
  ).map((v) => pii.columns.open('kyc_submissions', v.id, v));
  // The reason a rejection chose is in its audit entry: it says which photo was wrong.
  const rejections = versions.length
    ? await db
        .selectFrom('audit_log')
        .select(['target_id', 'details'])
        .where(
          'target_id',
          'in',
          versions.map((v) => v.id),
        )
        .where('action', 'in', ['kyc.reject', 'kyc.auto_reject'])
        .execute()
    : [];
  const reasonCode = new Map(
    rejections.map((r) => {
      try {
        const details: unknown = typeof r.details === 'string' ? JSON.parse(r.details) : r.details;
        const code = (details as { reason_code?: unknown } | null)?.reason_code;
        return [r.target_id, typeof code === 'string' ? code : null] as const;
      } catch {
        return [r.target_id, null] as const;
      }
    }),
  );
  const earlier = await Promise.all(
    versions.map(async (v) => ({ v, record: await kyc.record(v) })),
  );
  const payment = await paymentsQueries(db).latestPaid(s.user_id);
  const certification = (await lifecycle.certification(s.id))!;
  const duplicates = await db
    .selectFrom('kyc_submissions')
    .select('user_id')
    .distinct()
    .where('identity_number_bidx', '=', s.identity_number_bidx)
    .where('user_id', '!=', s.user_id)
    .execute();
  return {
    submission: await kyc.record(s),
    member: {
      uuid: user.id,
      email: user.email,
      name: `${user.first_name} ${user.last_name}`,
      dob: pii.decrypt(user.dob_enc),
      status: user.status,
      member_since: user.created_at,
    },
    lookup:
      lookup && lookupRow
        ? {
            provider: lookupRow.provider,
            registry: lookupRow.id_type as LookupRegistry,
            first_name: lookup.firstName,
            last_name: lookup.lastName,
            middle_name: lookup.middleName,
            dob: lookup.dob,
            matches: lookup.matches,
          }
        : null,
    versions: earlier.map(({ v, record }) => {
      const code = reasonCode.get(v.id) ?? null;
      return {
        submission_id: v.id,
        version: Number(v.version),
        status: v.status as CaseView['versions'][number]['status'],
        reason: v.reason,
        submitted_at: v.created_at,
        decided_at: v.decided_at,
        files: {
          document_front: record.document_file.f,
          document_back: record.document_file.b,
          portrait: record.portrait_file.new_capture,
        },
        rejected_item:
          v.status === 'REJECTED' && code
            ? (rejectedItemOfReason[code as RejectionReason] ?? null)
            : null,
      };
    }),
    payment: payment
      ? {
          ref_number: payment.ref_number,
          amount: Number(payment.amount_kobo) / 100,
          paid_at: payment.paid_at,
          payment_type: payment.payment_type,
        }
      : null,
    duplicate_id_accounts: duplicates.map((d) => d.user_id),
    checks: await checks.forSubmission(s),
    certifies: certification.certifies,
    claim_conflicts: certification.conflicts,
    // Who is working on it depends on who asks: filled in by the service.
    claim: null,
  };
}
