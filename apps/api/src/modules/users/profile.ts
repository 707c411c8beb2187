import type { MemberProfile, ProfileReview } from '@vouch/contracts';
import type { MemberPii } from './pii.js';
import type { UserRow } from './repository.js';

/** Spec 3's member profile, built from a users row (PII decrypted for its owner only). */
export function toMemberProfile(
  user: UserRow,
  pii: MemberPii,
  token: string,
  walletAddress: string | null = null,
  profileReview: ProfileReview | null = null,
): Omit<MemberProfile, 'kyc_status'> {
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
    wallet_address: walletAddress,
    role: user.role,
    status_reason: user.status_reason,
    profile_review: profileReview,
  };
}
