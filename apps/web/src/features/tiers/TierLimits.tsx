import type { TierLimits as Limits } from '@vouch/contracts';
import { defineMessages } from '../../i18n';
import { formatNaira } from '../../lib/format';
import type { Formatter } from './tier-text';

const m = defineMessages({
  limits: {
    id: 'tiers.TierLimits.limits',
    defaultMessage: 'Single deposit {deposit} · balance {balance}',
    description: 'A CBN tier\'s limits; {deposit} and {balance}: "up to ₦50,000" or "no cap"',
  },
  upTo: {
    id: 'tiers.TierLimits.upTo',
    defaultMessage: 'up to {amount}',
    description: 'A limit; {amount}: e.g. ₦50,000. Goes into {deposit} or {balance}',
  },
  noCap: {
    id: 'tiers.TierLimits.noCap',
    defaultMessage: 'no cap',
    description: 'No limit. Goes into {deposit} or {balance}',
  },
});

/** A tier's CBN limits in words: "Single deposit up to ₦50,000 · balance up to ₦300,000". */
export function tierLimitsText(intl: Formatter, l: Limits): string {
  const capped = (n: number | null) =>
    n === null
      ? intl.formatMessage(m.noCap)
      : intl.formatMessage(m.upTo, { amount: formatNaira(n).replace(/\.00$/, '') });
  return intl.formatMessage(m.limits, {
    deposit: capped(l.single_deposit),
    balance: capped(l.max_balance),
  });
}
