import type { KycTier } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../../i18n';

export type Formatter = Pick<ReturnType<typeof useIntl>, 'formatMessage'>;

const m = defineMessages({
  tier: {
    id: 'tiers.tier',
    defaultMessage: 'Tier {tier}',
    description: 'A CBN KYC tier: Tier 1, Tier 2 or Tier 3, as banks call them',
  },
  noTier: { id: 'tiers.noTier', defaultMessage: 'No tier: no BVN or NIN validated' },
});

/** The tier as an answer reads it: "Tier 2", or why there is none (contracts' tierText). */
export function tierName(intl: Formatter, tier: KycTier | null): string {
  return tier === null ? intl.formatMessage(m.noTier) : intl.formatMessage(m.tier, { tier });
}

/** The steps in words (contracts' tierStepLabels), as the dashboard and the hosted page show them. */
export const tierStepMessages = defineMessages({
  bvn: { id: 'tiers.step.bvn', defaultMessage: 'Look up your BVN' },
  nin: { id: 'tiers.step.nin', defaultMessage: 'Look up your NIN (or a virtual NIN)' },
  id_document: {
    id: 'tiers.step.id_document',
    defaultMessage: 'An ID document matched to your face',
  },
  address: {
    id: 'tiers.step.address',
    defaultMessage: 'Your residential address, confirmed by a recent bill or bank statement',
  },
});

/** What each tier needs and allows (contracts' tierSummaries). */
const summaries = defineMessages({
  needs1: {
    id: 'tiers.summary.needs1',
    defaultMessage: 'Your BVN or your NIN, matched with your name and date of birth.',
    description: 'What CBN Tier 1 needs',
  },
  allows1: {
    id: 'tiers.summary.allows1',
    defaultMessage: 'A low-value account or wallet: small deposits and a capped balance.',
    description: 'What CBN Tier 1 allows at a bank or wallet',
  },
  needs2: {
    id: 'tiers.summary.needs2',
    defaultMessage: 'Both your BVN and your NIN, and an ID document matched to your face.',
    description: 'What CBN Tier 2 needs',
  },
  allows2: {
    id: 'tiers.summary.allows2',
    defaultMessage: 'A medium-value account: higher deposits and balance.',
    description: 'What CBN Tier 2 allows at a bank or wallet',
  },
  needs3: {
    id: 'tiers.summary.needs3',
    defaultMessage: 'Everything in Tier 2, and your residential address confirmed.',
    description: 'What CBN Tier 3 needs',
  },
  allows3: {
    id: 'tiers.summary.allows3',
    defaultMessage: 'A full account: no cap on the balance.',
    description: 'What CBN Tier 3 allows at a bank or wallet',
  },
});

export const tierSummaryMessages = {
  1: { needs: summaries.needs1, allows: summaries.allows1 },
  2: { needs: summaries.needs2, allows: summaries.allows2 },
  3: { needs: summaries.needs3, allows: summaries.allows3 },
} as const satisfies Record<KycTier, unknown>;
