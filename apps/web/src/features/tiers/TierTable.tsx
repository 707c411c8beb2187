import { kycTiers, tierSummaries, type TierLimits } from '@vouch/contracts';
import { tierLimitsText } from './TierLimits';

/**
 * What each CBN tier needs and allows (issue 48), with the limits when known: the guidelines and
 * the Pricing page show the same words (the limits come from the server's configuration).
 */
export function TierTable({ limits }: { limits: Partial<Record<1 | 2 | 3, TierLimits>> | null }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3" aria-label="KYC tiers">
      {kycTiers.map((tier) => (
        <li key={tier} className="rounded-xl border border-ink-200 bg-white p-4">
          <h3 className="font-semibold text-brand-700">Tier {tier}</h3>
          <p className="mt-2 text-sm text-ink-800">
            <span className="font-medium">Needs: </span>
            {tierSummaries[tier].needs}
          </p>
          <p className="mt-2 text-sm text-ink-700">
            <span className="font-medium">Allows: </span>
            {tierSummaries[tier].allows}
          </p>
          {limits?.[tier] && (
            <p className="mt-2 text-sm text-ink-600" data-testid={`tier-${tier}-limits`}>
              {tierLimitsText(limits[tier])}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
