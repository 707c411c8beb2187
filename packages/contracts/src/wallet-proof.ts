import { z } from 'zod';
import type { WalletFamily } from './wallet-address.js';

/**
 * Managing and proving wallet addresses (issue 12). A member proves an address by signing a
 * one-time challenge with the wallet that holds it; only proven addresses answer a lookup.
 */

export const walletPaths = {
  list: '/account/wallets',
  one: '/account/wallets/:id',
  challenge: '/account/wallets/:id/challenge',
  prove: '/account/wallets/:id/prove',
} as const;

export const walletPath = (template: string, id: string) => template.replace(':id', id);

/** How long a challenge can be signed. */
export const WALLET_CHALLENGE_MINUTES = 15;
export const WALLET_LABEL_MAX = 40;

/** One of the member's own wallets, as the Wallet screen shows it. */
export interface MemberWallet {
  id: string;
  token: string;
  network: string;
  family: WalletFamily | null;
  address: string;
  /** The member's own name for it; never shown to anyone else. */
  label: string | null;
  /** When the member last proved control of the address (null: not proven). */
  proven_at: string | null;
  /** Proven after verification: joins the verified answer then (issue 30); null once it has. */
  joins_answer_at: string | null;
  created_at: string;
}

/** A wallet in a lookup result: proven, or only typed in by the member. */
export interface LookupWallet {
  token: string;
  network: string;
  address: string;
  proven: boolean;
}

/** What the member signs, exactly as `message`. */
export interface WalletChallenge {
  id: string;
  wallet_id: string;
  family: WalletFamily;
  address: string;
  message: string;
  expires_at: string;
}

export const walletProofMessages = {
  labelTooLong: `A label can be at most ${WALLET_LABEL_MAX} characters`,
  labelSaved: 'Label saved.',
  removed: 'Wallet removed.',
  notFound: 'This wallet is not in your list any more. Reload the page.',
  signatureRequired: 'Paste the signature your wallet gave you',
  challengeRequired: 'Start the proof again to get a new message to sign.',
  invalidSignature:
    'This is not a signature we can read. Paste the whole signature your wallet gave you.',
  otherAddress:
    'This signature was not made by this address for this message. Sign the exact message shown, with the wallet that holds this address.',
  expired: `This message has expired (each lasts ${WALLET_CHALLENGE_MINUTES} minutes). Start again to get a new one.`,
  used: 'This message has already been used. Start again to get a new one.',
  taken: 'This address has been proven by another Vouch account. If it is yours, contact support.',
  cannotProveFormat:
    'Vouch can check Bitcoin signatures from legacy (1…), nested SegWit (3…) and native SegWit (bc1q…) addresses. Taproot (bc1p…) and script addresses cannot be proven yet.',
  invalidFormat: 'This address is not valid for its network, so it cannot be proven. Remove it.',
  proven: 'Address proven. A lookup of it now finds you.',
  provenHeld: (when: string) =>
    `Address proven. For your safety it joins your verified answer on ${when}; we have e-mailed you.`,
} as const;

export const walletLabelSchema = z.object({
  label: z
    .string()
    .trim()
    .max(WALLET_LABEL_MAX, walletProofMessages.labelTooLong)
    .transform((s) => (s === '' ? null : s)),
});
export type WalletLabelPayload = z.input<typeof walletLabelSchema>;

export const walletProofSchema = z.object({
  challenge_id: z.uuid({ error: walletProofMessages.challengeRequired }),
  signature: z
    .string({ error: walletProofMessages.signatureRequired })
    .trim()
    .min(1, walletProofMessages.signatureRequired)
    .max(600, walletProofMessages.invalidSignature),
});
export type WalletProofPayload = z.input<typeof walletProofSchema>;
