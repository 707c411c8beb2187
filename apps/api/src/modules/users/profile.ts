import type {
  IdentifierHold,
  KycStatus,
  KycTier,
  MemberProfile,
  ProfileReview,
  TierEvidence,
} from '@vouch/contracts';
import type { MemberPii } from './pii.js';
import type { UserRow } from './repository.js';

/**
 * The users columns a profile shows: what account info reads, and nothing more (no password
 * hash, no blind indexes; about a third of the row's bytes, each a string made on every read).
 */
export const PROFILE_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone_enc',
  'whatsapp_enc',
  'wechat_id',
  'wechat_name',
  'gender',
  'dob_enc',
  'country',
  'profile_image',
  'status',
  'role',
  'status_reason',
  'last_seen',
  'last_ip_address',
  'created_at',
  'preferred_language',
] as const satisfies readonly (keyof UserRow)[];

export type ProfileRow = Pick<UserRow, (typeof PROFILE_COLUMNS)[number]>;

/** Spec 3's member profile, built from a users row (PII decrypted for its owner only). */
export function toMemberProfile(
  user: ProfileRow,
  pii: MemberPii,
  token: string,
  extra: {
    walletAddress: string | null;
    profileReview: ProfileReview | null;
    kycStatus: KycStatus | null;
    numbers: MemberProfile['numbers'];
    holds: IdentifierHold[];
    hasPassword: boolean;
    tier: { kyc_tier: KycTier | null; evidence: TierEvidence } | null;
  },
): MemberProfile {
  return {
    token,
    uuid: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email_address: user.email,
    phone_number: pii.decrypt(user.phone_enc),
    whatsapp_number: pii.decrypt(user.whatsapp_enc),
    wechat_id: user.wechat_id,
    wechat_name: user.wechat_name,
    gender: user.gender,
    dob: pii.decrypt(user.dob_enc),
    country: user.country,
    profile_image: user.profile_image,
    status: user.status,
    last_seen: user.last_seen,
    last_ip_address: user.last_ip_address,
    create_date: user.created_at,
    wallet_address: extra.walletAddress,
    role: user.role,
    status_reason: user.status_reason,
    profile_review: extra.profileReview,
    kyc_status: extra.kycStatus,
    numbers: extra.numbers,
    holds: extra.holds,
    has_password: extra.hasPassword,
    kyc_tier: extra.tier?.kyc_tier ?? null,
    tier_evidence: extra.tier?.evidence ?? null,
    preferred_language: user.preferred_language,
  };
}
