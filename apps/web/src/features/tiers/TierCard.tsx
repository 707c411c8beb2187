import { Layers } from 'lucide-react';
import type { KycTier, MemberProfile } from '@vouch/contracts';
import { Card } from '../../components/Card';
import { defineMessages, useIntl } from '../../i18n';
import { MissingSteps } from './MissingSteps';
import { tierName } from './tier-text';
import { tierLimitsText } from './TierLimits';
import { useKycTiers } from './use-kyc-tiers';

const m = defineMessages({
  title: { id: 'tiers.TierCard.title', defaultMessage: 'Your KYC tier', description: 'Heading' },
  description: {
    id: 'tiers.TierCard.description',
    defaultMessage:
      'The CBN’s three tiers, from what Vouch verified. Banks, wallets and lenders that check you with Vouch read it.',
  },
  forTier: {
    id: 'tiers.TierCard.forTier',
    defaultMessage: 'For Tier {tier}',
    description: 'Heading of what the next CBN tier needs',
  },
});

/**
 * A verified member's CBN tier on the dashboard (issue 48): what they hold, what it allows at a
 * bank or wallet, and what the next tier still needs, each step linked to where it is done.
 */
export function TierCard({ user }: { user: Pick<MemberProfile, 'kyc_tier' | 'tier_evidence'> }) {
  const intl = useIntl();
  const tiers = useKycTiers();
  const evidence = user.tier_evidence;
  if (!evidence) return null;
  const tier = user.kyc_tier;
  const next: KycTier | null = tier === null ? 1 : tier < 3 ? ((tier + 1) as KycTier) : null;
  const limits = tier ? tiers.data?.tiers.find((t) => t.tier === tier)?.limits : undefined;
  return (
    <Card role="region" aria-labelledby="tier-heading" className="mb-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="tier-heading" className="text-lg font-semibold text-brand-700">
            {intl.formatMessage(m.title)}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{intl.formatMessage(m.description)}</p>
        </div>
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700"
          data-testid="kyc-tier"
        >
          <Layers className="size-4" aria-hidden="true" />
          {tierName(intl, tier)}
        </span>
      </div>
      {limits && <p className="mt-3 text-sm text-ink-700">{tierLimitsText(intl, limits)}</p>}
      {next && (
        <div className="mt-4 border-t border-ink-200 pt-4">
          <h3 className="mb-2 font-semibold text-ink-900">
            {intl.formatMessage(m.forTier, { tier: next })}
          </h3>
          <MissingSteps evidence={evidence} tier={next} next="/dashboard" />
        </div>
      )}
    </Card>
  );
}
