import type { CaseView } from '@vouch/contracts';
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
  const versions = await db
    .selectFrom('kyc_submissions')
    .select(['id', 'version', 'status', 'reason', 'created_at', 'decided_at'])
    .where('user_id', '=', s.user_id)
    .orderBy('version', 'desc')
    .execute();
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
            first_name: lookup.firstName,
            last_name: lookup.lastName,
            middle_name: lookup.middleName,
            dob: lookup.dob,
            matches: lookup.matches,
          }
        : null,
    versions: versions
      .filter((v) => v.id !== s.id)
      .map((v) => ({
        submission_id: v.id,
        version: Number(v.version),
        status: v.status as CaseView['versions'][number]['status'],
        reason: v.reason,
        submitted_at: v.created_at,
        decided_at: v.decided_at,
      })),
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
  };
}
