import type { KycTier } from './tiers.js';
import { z } from 'zod';
import type { BusinessCheck } from './business-check.js';
import { searchTypes, walletTokens } from './enums.js';
import type { ApplicantType } from './kyc.js';
import { isWalletAddress, walletFamily } from './wallet-address.js';

/** Check Verification and wallets (spec 2, 3, 5; verification issue). */

export type SearchType = (typeof searchTypes)[number]['value'];
export const searchTypeValues = searchTypes.map((s) => s.value) as [SearchType, ...SearchType[]];

export const verificationMessages = {
  searchTypeRequired: 'Please select a search type',
  searchValueRequired: 'Enter a value to search for',
  notVerified:
    'This user is not verified. Do not send or receive payment until they are verified on Vouch.',
  tooManySearches: 'Too many searches. Please wait a while before searching again.',
  /** Searches are counted per account: accounts nobody verified would make the quota endless. */
  emailNotVerified:
    'Verify your e-mail address before you check whether someone is verified: open the link we sent you, or ask for a new one on your dashboard.',
  verified: 'The user is verified ✅.',
  advice:
    'Ensure you are paying or receiving payment from the account with the information shown below.',
} as const;

/** Spec 7: POST /verification/check-verification. */
export const checkVerificationPayloadSchema = z.object({
  search_by: z.enum(searchTypeValues, { error: verificationMessages.searchTypeRequired }),
  search_value: z
    .string({ error: verificationMessages.searchValueRequired })
    .trim()
    .min(1, verificationMessages.searchValueRequired)
    .max(200, verificationMessages.searchValueRequired),
});
export type CheckVerificationPayload = z.input<typeof checkVerificationPayloadSchema>;

/**
 * msg.search[0]: only what the result screen shows (spec 2). An individual's answer has no
 * business_name at all (issue 17); a business's carries it.
 */
export interface VerificationResult {
  last_name: string;
  applicant_type: ApplicantType;
  business_name?: string;
  /** How the business name was checked (issue 30): present exactly when business_name is. */
  business_check?: BusinessCheck;
  /** JSON string of { addresses: WalletAddress[] } */
  wallet_address: string;
  /** Ours (issue 30): what the search value matched, and how Vouch knows it is the member's. */
  matched_by: MatchedBy;
  /** Ours (issue 30): the month the member was first verified, Lagos time: "2026-03". */
  verified_since: string;
  /** Ours (issue 48): the CBN tier their approved evidence supports (tiers.ts); null: none. */
  kyc_tier: KycTier | null;
}

/**
 * What a search matched and what makes it the member's: a number proven by a one-time code (or
 * their BVN record), an e-mail confirmed by a link, a wallet proven by a signature, the member's
 * own id, or a WeChat ID a reviewer saw with the KYC.
 */
export type MatchEvidence = 'proven' | 'confirmed' | 'signed' | 'member_id' | 'reviewed';
export interface MatchedBy {
  search_by: SearchType;
  evidence: MatchEvidence;
}

export const matchEvidenceOf: Record<SearchType, MatchEvidence> = {
  PHONE_NUMBER: 'proven',
  WHATSAPP_NUMBER: 'proven',
  EMAIL_ADDRESS: 'confirmed',
  UUID: 'member_id',
  WALLET_ADDRESS: 'signed',
  WECHAT_ID: 'reviewed',
};

/** "phone number, proven": the words after "Matched by:" on the result. */
export function matchedByText(m: MatchedBy): string {
  switch (m.search_by) {
    case 'PHONE_NUMBER':
      return 'phone number, proven';
    case 'WHATSAPP_NUMBER':
      return 'WhatsApp number, proven';
    case 'EMAIL_ADDRESS':
      return 'e-mail address, confirmed';
    case 'UUID':
      return 'Vouch member ID';
    case 'WALLET_ADDRESS':
      return 'wallet address, proven by signature';
    case 'WECHAT_ID':
      return 'WeChat ID, reviewed by Vouch';
  }
}

/** How often a member was looked up, and when (never by whom). */
export interface LookupsOfMe {
  count: number;
  /** `by`: a member's Check Verification, or a business's API (issue 32; never which one). */
  recent: { at: string; search_by: SearchType; by: 'member' | 'business' }[];
}

// ---- Wallets -----------------------------------------------------------------------------
export const walletMessages = {
  tokenRequired: 'Please select a token',
  networkRequired: 'Please select a network',
  addressRequired: 'Wallet address is required',
  invalidBitcoin: 'Invalid Bitcoin address',
  invalidEthereum: 'Invalid Ethereum address',
  invalidTrc20: 'Invalid USDT TRC20 address',
  invalidErc20: 'Invalid USDT ERC20 address',
  invalidBep20: 'Invalid USDT BEP20 address',
  invalidBsc: 'Invalid BNB Smart Chain address',
  duplicate: 'This wallet address is already saved for this network.',
  added: 'Wallet added successfully!',
  failed: 'Failed to add wallet. Please try again.',
} as const;

export type WalletToken = (typeof walletTokens)[number]['value'];

/** The message for an address that is not one of its network's: spec 5's, and ours alike. */
function invalidMessage(token: string, network: string): string {
  if (token === 'btc') return walletMessages.invalidBitcoin;
  if (token === 'eth') return walletMessages.invalidEthereum;
  if (token === 'usdt' && network === 'trc20') return walletMessages.invalidTrc20;
  if (token === 'usdt' && network === 'erc20') return walletMessages.invalidErc20;
  if (token === 'usdt' && network === 'bep20') return walletMessages.invalidBep20;
  return walletMessages.invalidBsc;
}

/**
 * Every token and network is checked with its ecosystem's own rules and checksums
 * (wallet-address.ts); an unknown pair is left to the token/network messages.
 */
export function walletAddressIssue(token: string, network: string, address: string): string | null {
  const a = address.trim();
  if (!a) return walletMessages.addressRequired;
  const family = walletFamily(token, network);
  if (!family) return null;
  return isWalletAddress(family, a) ? null : invalidMessage(token, network);
}

/** Case-insensitive where the format is (0x… hex, bc1… bech32); base58 addresses stay as typed. */
export function normaliseWalletAddress(address: string): string {
  const a = address.trim();
  return /^(0x|bc1)/i.test(a) ? a.toLowerCase() : a;
}

export function networksOf(token: string) {
  return walletTokens.find((t) => t.value === token)?.networks ?? [];
}

export const walletFormSchema = z
  .object({
    token: z.string().trim().min(1, walletMessages.tokenRequired),
    network: z.string().trim().min(1, walletMessages.networkRequired),
    address: z.string().max(128, walletMessages.addressRequired),
  })
  .superRefine((v, ctx) => {
    if (v.token && !walletTokens.some((t) => t.value === v.token)) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: walletMessages.tokenRequired });
    }
    if (v.token && v.network && !networksOf(v.token).some((n) => n.value === v.network)) {
      ctx.addIssue({ code: 'custom', path: ['network'], message: walletMessages.networkRequired });
    }
    const issue = walletAddressIssue(v.token, v.network, v.address);
    if (issue) ctx.addIssue({ code: 'custom', path: ['address'], message: issue });
  });
export type WalletForm = z.input<typeof walletFormSchema>;

/** Spec 7: POST /account/add-wallet-address with a wallet_address object. */
export const addWalletPayloadSchema = z.object({
  wallet_address: z.object(
    { token: z.string().max(20), network: z.string().max(20), address: z.string().max(128) },
    { error: walletMessages.tokenRequired },
  ),
});

export const verificationPaths = {
  check: '/verification/check-verification',
  lookupsOfMe: '/verification/lookups-of-me',
  addWallet: '/account/add-wallet-address',
} as const;
