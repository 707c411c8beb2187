import { z } from 'zod';

/**
 * The CBN's three-tiered KYC (issue 48, decision 0054): what a verified member's approved
 * evidence is worth to a bank, a wallet or a PSP that must map every customer to a tier.
 *
 * - Circular FPR/DIR/CIR/GEN/01/20 of 18 January 2013 introduced the tiers (low, medium and
 *   high-value accounts) and their limits; FPR/DIR/CIR/GEN/06/002 of 1 July 2016 raised Tier 1
 *   and 2's. The amounts live in configuration (TIER_LIMITS), as circulars change them.
 * - Circular PSM/DIR/PUB/CIR/001/053 of 1 December 2023: no Tier 1 account or wallet without an
 *   electronically validated BVN or NIN, and Tiers 2 and 3 need both, the information retrieved
 *   from NIBSS or NIMC. So a member verified without either has no tier at all.
 *
 * Higher tiers add an identity document matched to the face (a live capture the machine
 * compared, or an upload a reviewer confirmed) and, for Tier 3, a verified residential address.
 */
export const kycTiers = [1, 2, 3] as const;
export type KycTier = (typeof kycTiers)[number];

/** In every answer that carries a tier: 1, 2, 3 or null. */
export const kycTierSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .nullable()
  .describe(
    "The CBN KYC tier the member's approved evidence supports (1, 2 or 3; null: none, as no BVN or NIN was validated)",
  );

/** What the approved evidence holds; each true only when Vouch verified it electronically or a reviewer did. */
export interface TierEvidence {
  /** A BVN record (NIBSS, through the identity provider) matched the certified names and date of birth. */
  bvn: boolean;
  /** A NIN record (NIMC, by NIN or virtual NIN) matched them. */
  nin: boolean;
  /** A government ID document matched to the member's face, by the machine or a reviewer. */
  id_document: boolean;
  /** A residential address confirmed from a utility bill or bank statement. */
  address: boolean;
}

export type TierStep = keyof TierEvidence;

export const noTierEvidence: TierEvidence = {
  bvn: false,
  nin: false,
  id_document: false,
  address: false,
};

/** The evidence each tier needs, all of it. */
const NEEDS: Record<KycTier, (e: TierEvidence) => TierStep[]> = {
  1: (e) => (e.bvn || e.nin ? [] : ['nin']),
  2: (e) => (['bvn', 'nin', 'id_document'] as const).filter((k) => !e[k]),
  3: (e) => (['bvn', 'nin', 'id_document', 'address'] as const).filter((k) => !e[k]),
};

/** The highest tier the evidence supports; null: none (no validated BVN or NIN). Pure. */
export function tierOf(e: TierEvidence): KycTier | null {
  let tier: KycTier | null = null;
  for (const t of kycTiers) if (NEEDS[t](e).length === 0) tier = t;
  return tier;
}

/**
 * What the member still needs for `tier`, in the order to do it; empty when they have it. Tier 1
 * asks for a NIN (most Nigerians have one; a BVN does as well, and the step says so).
 */
export function missingForTier(e: TierEvidence, tier: KycTier): TierStep[] {
  return NEEDS[tier](e);
}

export const tierLabel = (t: KycTier) => `Tier ${t}`;

/** The tier as an answer reads it: "Tier 2", or why there is none. */
export const tierText = (t: KycTier | null) =>
  t === null ? 'No tier: no BVN or NIN validated' : tierLabel(t);

/** The steps in words, as the dashboard and the hosted page show them. */
export const tierStepLabels: Record<TierStep, string> = {
  bvn: 'Look up your BVN',
  nin: 'Look up your NIN (or a virtual NIN)',
  id_document: 'An ID document matched to your face',
  address: 'Your residential address, confirmed by a recent bill or bank statement',
};

/** What each tier needs and allows, for the guidelines and the Pricing page. */
export const tierSummaries: Record<KycTier, { needs: string; allows: string }> = {
  1: {
    needs: 'Your BVN or your NIN, matched with your name and date of birth.',
    allows: 'A low-value account or wallet: small deposits and a capped balance.',
  },
  2: {
    needs: 'Both your BVN and your NIN, and an ID document matched to your face.',
    allows: 'A medium-value account: higher deposits and balance.',
  },
  3: {
    needs: 'Everything in Tier 2, and your residential address confirmed.',
    allows: 'A full account: no cap on the balance.',
  },
};

/** Upper bounds of one tier in naira, as the circulars in force set them; null: no cap. */
export interface TierLimits {
  single_deposit: number | null;
  max_balance: number | null;
}

/**
 * The limits of FPR/DIR/CIR/GEN/06/002 (1 July 2016), still in force as of the December 2023
 * circular: the default of TIER_LIMITS, which an operator changes when a circular does.
 */
export const cbnTierLimits: Record<KycTier, TierLimits> = {
  1: { single_deposit: 50_000, max_balance: 300_000 },
  2: { single_deposit: 100_000, max_balance: 500_000 },
  3: { single_deposit: null, max_balance: null },
};

export const tierLimitsSchema = z.object({
  1: z.object({
    single_deposit: z.number().int().positive().nullable(),
    max_balance: z.number().int().positive().nullable(),
  }),
  2: z.object({
    single_deposit: z.number().int().positive().nullable(),
    max_balance: z.number().int().positive().nullable(),
  }),
  3: z.object({
    single_deposit: z.number().int().positive().nullable(),
    max_balance: z.number().int().positive().nullable(),
  }),
});

/** GET /kyc/tiers: what each tier needs and allows, and how to make a virtual NIN for Vouch. */
export interface KycTiersInfo {
  tiers: { tier: KycTier; needs: string; allows: string; limits: TierLimits }[];
  vnin: {
    /** The enterprise code the vNIN must be made for (the identity provider's, configured). */
    enterprise_code: string;
    /** "*346*3*your NIN*1138183#" */
    ussd: string;
  };
}

export const kycTiersPath = '/kyc/tiers';
