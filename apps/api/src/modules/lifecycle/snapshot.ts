import type { Selectable } from 'kysely';
import {
  businessCheckFrom,
  type BusinessCheck,
  type ClaimKind,
  type VerifiedDetails,
} from '@vouch/contracts';
import type { VerifiedSnapshotsTable } from '../../db/schema.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import type { MemberPii } from '../users/index.js';
import { ClaimTaken } from './errors.js';
import type { MemberRow } from './member-state.js';
import type { R, W } from './store.js';
import type { SubmissionRow } from './submission-state.js';

export type SnapshotRow = Selectable<VerifiedSnapshotsTable>;

export interface Claim {
  kind: ClaimKind;
  value: string;
}

/**
 * The identifiers a verified member holds alone: e-mail and WeChat ID. Numbers are not claimed
 * since issue 30: a number belongs to whoever proved it by a code sent to it (number_proofs),
 * so a number typed on a profile never blocks its real owner (decision 0034).
 */
export function claimsOf(s: Pick<SnapshotRow, 'email_bidx' | 'wechat_id_norm'>): Claim[] {
  const all: Claim[] = [
    ...(s.email_bidx ? [{ kind: 'email' as const, value: s.email_bidx }] : []),
    ...(s.wechat_id_norm ? [{ kind: 'wechat_id' as const, value: s.wechat_id_norm }] : []),
  ];
  return all.filter((c, i) => all.findIndex((x) => x.kind === c.kind && x.value === c.value) === i);
}

/** Other members holding any of `claims`. */
export async function claimConflicts(
  executor: R,
  userId: string,
  claims: Claim[],
): Promise<{ kind: ClaimKind; holderId: string }[]> {
  const found = [];
  for (const c of claims) {
    const holder = await executor
      .selectFrom('identity_claims')
      .select('user_id')
      .where('kind', '=', c.kind)
      .where('value', '=', c.value)
      .where('user_id', '!=', userId)
      .executeTakeFirst();
    if (holder) found.push({ kind: c.kind, holderId: holder.user_id });
  }
  return found;
}

/** The member's claims become exactly `claims`, or ClaimTaken if another member holds one. */
export async function takeClaims(trx: W, userId: string, claims: Claim[], at: string) {
  const taken = await claimConflicts(trx, userId, claims);
  if (taken.length > 0) throw new ClaimTaken(taken);
  await dropClaims(trx, userId);
  await trx
    .insertInto('identity_claims')
    .values(claims.map((c) => ({ ...c, user_id: userId, created_at: at })))
    .execute();
}

export async function dropClaims(trx: W, userId: string) {
  await trx.deleteFrom('identity_claims').where('user_id', '=', userId).execute();
}

/**
 * What approving `s` certifies: the names, date of birth, phone and e-mail the member submitted
 * (what the reviewer saw), their WhatsApp number and WeChat ID at submission, and the business
 * name only with how it was checked (`business`, from businessCheckOf; null: not certified).
 */
/** A snapshot whose document's expiry nothing read: never notified, never lapsed. */
export const noDocumentExpiry = {
  document_expires_on: null,
  expiry_noticed_at: null,
  documents_expired_at: null,
} as const;

export function snapshotOf(
  s: SubmissionRow,
  u: MemberRow,
  pii: MemberPii,
  approvedBy: string | null,
  at: string,
  business: BusinessCheck | null,
): SnapshotRow {
  // Versions stored before WhatsApp and WeChat were copied into submissions take the profile's.
  const copied = s.whatsapp_enc !== null;
  const whatsappEnc = s.whatsapp_enc ?? u.whatsapp_enc;
  const wechat = copied ? s.wechat_id : u.wechat_id;
  return {
    user_id: u.id,
    submission_id: s.id,
    first_name: s.first_name,
    last_name: s.last_name,
    middle_name: s.middle_name,
    dob_enc: s.dob_enc,
    phone_enc: s.phone_enc,
    phone_bidx: pii.phoneIndex(pii.decrypt(s.phone_enc)),
    whatsapp_enc: whatsappEnc,
    whatsapp_bidx: pii.phoneIndex(pii.decrypt(whatsappEnc)),
    wechat_id: wechat,
    wechat_id_norm: wechat ? pii.wechatIndex(wechat) : null,
    email: s.email,
    email_bidx: pii.emailIndex(s.email),
    business_name: s.applicant_type === 'business' && business ? s.business_name : null,
    business_check: s.applicant_type === 'business' && business ? business.method : null,
    business_registration:
      s.applicant_type === 'business' && business?.method === 'cac' ? business.registration : null,
    // Filled by the decision (tier.ts), which reads the registries' evidence.
    kyc_tier: null,
    tier_evidence: null,
    approved_at: at,
    approved_by: approvedBy,
    updated_at: at,
    // Filled by the decision from the checks' reading of the passport (documents.ts).
    ...noDocumentExpiry,
  };
}

/** A member made VERIFIED without a KYC decision (the demo CLI): today's profile. */
export function snapshotOfProfile(u: MemberRow, at: string): SnapshotRow {
  return {
    user_id: u.id,
    submission_id: null,
    first_name: u.first_name,
    last_name: u.last_name,
    middle_name: null,
    dob_enc: u.dob_enc,
    phone_enc: u.phone_enc,
    phone_bidx: u.phone_bidx,
    whatsapp_enc: u.whatsapp_enc,
    whatsapp_bidx: u.whatsapp_bidx,
    wechat_id: u.wechat_id,
    wechat_id_norm: u.wechat_id_norm,
    email: u.email,
    email_bidx: u.email_bidx,
    business_name: null,
    business_check: null,
    business_registration: null,
    // No document, no registry: no tier.
    kyc_tier: null,
    tier_evidence: null,
    approved_at: at,
    approved_by: null,
    updated_at: at,
    ...noDocumentExpiry,
  };
}

/** Stored with names, e-mail and WeChat sealed for the member's row (decision 0013). */
export async function saveSnapshot(trx: W, row: SnapshotRow, cols: ColumnCipher) {
  await trx.deleteFrom('verified_snapshots').where('user_id', '=', row.user_id).execute();
  await trx
    .insertInto('verified_snapshots')
    .values(cols.seal('verified_snapshots', row.user_id, row))
    .execute();
}

export async function findSnapshot(executor: R, userId: string, cols: ColumnCipher) {
  const row = await executor
    .selectFrom('verified_snapshots')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && cols.open('verified_snapshots', userId, row);
}

export function detailsOf(s: SnapshotRow, pii: MemberPii): VerifiedDetails {
  return {
    first_name: s.first_name,
    last_name: s.last_name,
    middle_name: s.middle_name,
    dob: pii.decrypt(s.dob_enc),
    phone_number: pii.decrypt(s.phone_enc),
    whatsapp_number: pii.decrypt(s.whatsapp_enc),
    wechat_id: s.wechat_id,
    email_address: s.email,
    // An individual's verification certifies no business, nor does a business name nothing
    // checked (issue 30): the fields are absent, not empty.
    ...businessOf(s),
  };
}

/** The certified business name with how it was checked, or nothing. */
export function businessOf(
  s: Pick<SnapshotRow, 'business_name' | 'business_check' | 'business_registration'>,
): { business_name: string; business_check: BusinessCheck } | Record<string, never> {
  const check = businessCheckFrom(s.business_check, s.business_registration);
  return s.business_name && check ? { business_name: s.business_name, business_check: check } : {};
}
