import {
  ageInYears,
  normalisePhone,
  parseDob,
  type MemberStatus,
  type VerifiedDetails,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import type { Lifecycle } from '../lifecycle/index.js';
import { approvedPhoneProven } from './proven-phone.js';

/** What the credential says, built from the approved snapshot only (never an ID number, BVN or photo). */
export interface CredentialSubject {
  userId: string;
  submissionId: string | null;
  status: MemberStatus;
  claims: Record<string, unknown>;
  /** The ID document's expiry when the checks read it (a passport's MRZ), else null. */
  documentExpiry: Date | null;
}

/** dd-mm-yyyy → yyyy-mm-dd (OpenID Connect's `birthdate`). */
function isoDate(dob: string): string | null {
  const d = parseDob(dob);
  if (!d) return null;
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** An MRZ expiry as the checks kept it (yymmdd or yyyy-mm-dd), or null. */
function expiryOf(raw: unknown): Date | null {
  if (typeof raw !== 'string') return null;
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (m) return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  m = /^(\d{2})(\d{2})(\d{2})$/.exec(raw);
  if (m) return new Date(Date.UTC(2000 + +m[1]!, +m[2]! - 1, +m[3]!));
  return null;
}

const NATIONALITY: Record<string, string> = { nigeria: 'NG' };

/**
 * The claims of a VERIFIED member's credential, read in `executor` (a transaction or the db):
 * the certified names, date of birth and e-mail, the phone only when the member proved it (issue
 * 46: the snapshot keeps the number as typed), the business name only when it was checked, and
 * how Vouch verified them (`kyc.methods`: what passed, never the values).
 */
export async function credentialSubject(
  db: Db,
  lifecycle: Lifecycle,
  userId: string,
): Promise<CredentialSubject | null> {
  const standing = await lifecycle.standing(userId);
  if (!standing || standing.status !== 'VERIFIED' || !standing.verified) return null;
  const v: VerifiedDetails = standing.verified;
  const snap = await db
    .selectFrom('verified_snapshots')
    .select(['submission_id', 'approved_at', 'document_expires_on', 'documents_expired_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // A verification that lapsed for an expired document is not one to carry (issue 50).
  if (!snap || snap.documents_expired_at) return null;
  const submission = snap.submission_id
    ? await db
        .selectFrom('kyc_submissions')
        .select(['identity_type', 'country', 'identity_lookup_id', 'decided_by'])
        .where('id', '=', snap.submission_id)
        .executeTakeFirst()
    : undefined;
  const checks = snap.submission_id
    ? await db
        .selectFrom('kyc_checks')
        .select(['code', 'outcome', 'details'])
        .where('submission_id', '=', snap.submission_id)
        .execute()
    : [];
  const passed = new Set(checks.filter((c) => c.outcome === 'passed').map((c) => c.code));
  const methods = ['document'];
  if (passed.has('face_match_document') || passed.has('face_match_lookup'))
    methods.push('face_match');
  // The registry the submission's record came from: its ID type (a NIN's, even by vNIN).
  if (submission?.identity_lookup_id && ['bvn', 'nin'].includes(submission.identity_type))
    methods.push(submission.identity_type);
  if (submission?.decided_by) methods.push('manual_review');
  const mrz = checks.find((c) => c.code === 'passport_mrz');
  // The document on record's expiry: a renewal's, an entered one, or the approved MRZ's.
  let documentExpiry: Date | null = snap.document_expires_on
    ? expiryOf(snap.document_expires_on)
    : null;
  if (!documentExpiry && mrz) {
    try {
      documentExpiry = expiryOf(
        (JSON.parse(mrz.details) as { expiration_date?: unknown }).expiration_date,
      );
    } catch {
      documentExpiry = null;
    }
  }
  const phoneProven = await approvedPhoneProven(db, userId);
  const birthdate = isoDate(v.dob);
  const dob = parseDob(v.dob);
  const claims: Record<string, unknown> = {
    given_name: v.first_name,
    family_name: v.last_name,
    ...(birthdate && { birthdate }),
    ...(dob && { age_equal_or_over: { '18': ageInYears(dob) >= 18 } }),
    nationalities: [NATIONALITY[submission?.country ?? 'nigeria'] ?? 'NG'],
    // E.164, whatever form the member typed (issue 47: "0803 000 0000" in live claims).
    ...(phoneProven && { phone_number: normalisePhone(v.phone_number) }),
    email: v.email_address,
    ...(v.business_name && { business_name: v.business_name }),
    kyc: {
      verified: true,
      verified_at: snap.approved_at,
      level: methods.includes('face_match') ? 'document_and_face' : 'document',
      methods,
    },
  };
  return {
    userId,
    submissionId: snap.submission_id,
    status: standing.status,
    claims,
    documentExpiry,
  };
}
