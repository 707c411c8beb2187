import type { ReactNode } from 'react';
import { kycTiers, type TierLimits } from '@vouch/contracts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { tierLimitsText } from './TierLimits';
import { tierName, tierSummaryMessages } from './tier-text';

const m = defineMessages({
  list: {
    id: 'tiers.TierTable.list',
    defaultMessage: 'KYC tiers',
    description: 'Name of the list of CBN tiers, for screen readers',
  },
  needs: {
    id: 'tiers.TierTable.needs',
    defaultMessage: '<b>Needs:</b> {text}',
    description: '{text}: what the tier needs, a sentence',
  },
  allows: {
    id: 'tiers.TierTable.allows',
    defaultMessage: '<b>Allows:</b> {text}',
    description: '{text}: what the tier allows at a bank or wallet, a sentence',
  },
});

const bold = (chunks: ReactNode[]) => <span className="font-medium">{chunks}</span>;

/**
 * What each CBN tier needs and allows (issue 48), with the limits when known: the guidelines and
 * the Pricing page show the same words (the limits come from the server's configuration).
 */
export function TierTable({ limits }: { limits: Partial<Record<1 | 2 | 3, TierLimits>> | null }) {
  const intl = useIntl();
  return (
    <ol className="grid gap-4 md:grid-cols-3" aria-label={intl.formatMessage(m.list)}>
      {kycTiers.map((tier) => (
        <li key={tier} className="rounded-xl border border-ink-200 bg-white p-4">
          <h3 className="font-semibold text-brand-700">{tierName(intl, tier)}</h3>
          <p className="mt-2 text-sm text-ink-800">
            <FormattedMessage
              {...m.needs}
              values={{ b: bold, text: intl.formatMessage(tierSummaryMessages[tier].needs) }}
            />
          </p>
          <p className="mt-2 text-sm text-ink-700">
            <FormattedMessage
              {...m.allows}
              values={{ b: bold, text: intl.formatMessage(tierSummaryMessages[tier].allows) }}
            />
          </p>
          {limits?.[tier] && (
            <p className="mt-2 text-sm text-ink-600" data-testid={`tier-${tier}-limits`}>
              {tierLimitsText(intl, limits[tier])}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
