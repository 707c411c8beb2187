import { LOCALES, type Locale } from './locales.js';
import type { KycTier, TierEvidence } from './tiers.js';
import { z } from 'zod';
import { optionalText } from './common.js';
import { memberFields as profileFields } from './member-fields.js';
import type { MemberStatus, Role } from './enums.js';
import type { ProfileReview } from './lifecycle.js';
import type { IdentifierHold } from './identifier-holds.js';
import type { KycStatus } from './kyc.js';
import type { NumberKind, NumberState } from './number-proofs.js';

/** Spec 5's profile edit: first and last name, phone, WhatsApp, optional WeChat ID and name. */

export const updateProfilePayloadSchema = z.object({
  first_name: profileFields.firstName,
  last_name: profileFields.lastName,
  phone_number: profileFields.phone,
  whatsapp_number: profileFields.whatsapp,
  wechat_id: optionalText(),
  wechat_name: optionalText(),
});
export type UpdateProfilePayload = z.input<typeof updateProfilePayloadSchema>;

export const profileFormSchema = z.object({
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  phoneNumber: profileFields.phone,
  whatsappNumber: profileFields.whatsapp,
  wechatId: optionalText(),
  wechatName: optionalText(),
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/** Issue 51: POST /account/language. */
export const languagePayloadSchema = z.object({
  preferred_language: z.enum(LOCALES, { message: 'Choose one of the languages offered' }),
});
export type LanguagePayload = z.input<typeof languagePayloadSchema>;

/** Spec 3's member profile, as GET /account/info returns it. */
export interface MemberProfile {
  token: string;
  uuid: string;
  first_name: string;
  last_name: string;
  email_address: string;
  phone_number: string;
  whatsapp_number: string;
  wechat_id: string | null;
  wechat_name: string | null;
  gender: string;
  /** dd-mm-yyyy */
  dob: string;
  country: string;
  profile_image: string | null;
  status: MemberStatus;
  /** ISO 8601 UTC */
  last_seen: string | null;
  last_ip_address: string | null;
  /** ISO 8601 UTC */
  create_date: string;
  /** JSON string of { addresses: WalletAddress[] }, or null */
  wallet_address: string | null;
  /** Ours: the back office needs it; members are 'member'. */
  role: Role;
  /** Ours: why a verification was revoked (the member reads it on the KYC page). */
  status_reason: string | null;
  /** Ours: a verified member's latest change to verified details, while it matters. */
  profile_review: ProfileReview | null;
  /**
   * Ours (issue 17): the status of the member's latest KYC submission, null before the first;
   * the dashboard's timeline and the header badge read it (a rejected member's status stays
   * KYC_IN_PROGRESS).
   */
  kyc_status: KycStatus | null;
  /** Ours (issue 30): whether each number on the profile is proven, so a lookup of it finds them. */
  numbers: Record<NumberKind, NumberState>;
  /** Ours (issue 30): wallets and numbers added since verification, waiting to join the answer. */
  holds: IdentifierHold[];
  /** Ours (issue 47): false for an account made with an e-mail code until it sets a password. */
  has_password: boolean;
  /** Ours (issue 51): the language of the member's screens, mails and text messages. */
  preferred_language: Locale;
  /**
   * Ours (issue 48): while VERIFIED, the CBN tier the approved evidence supports (null: none) and
   * that evidence, so the dashboard can say what the next tier needs; null both otherwise.
   */
  kyc_tier: KycTier | null;
  tier_evidence: TierEvidence | null;
}

export interface WalletAddress {
  token: string;
  network: string;
  address: string;
  /** Ours (issue 12): whether the member proved control by signing; only proven ones find them. */
  proven?: boolean;
}

/** Reads spec 3's wallet_address JSON string; anything malformed reads as no wallets. */
export function parseWalletAddresses(value: string | null | undefined): WalletAddress[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    const list = (parsed as { addresses?: unknown })?.addresses;
    return Array.isArray(list) ? (list as WalletAddress[]) : [];
  } catch {
    return [];
  }
}
