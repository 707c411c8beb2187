import type { TierLimits as Limits } from '@vouch/contracts';
import { formatNaira } from '../../lib/format';

const capped = (n: number | null) =>
  n === null ? 'no cap' : `up to ${formatNaira(n).replace(/\.00$/, '')}`;

/** A tier's CBN limits in words: "Single deposit up to ₦50,000 · balance up to ₦300,000". */
export function tierLimitsText(l: Limits): string {
  return `Single deposit ${capped(l.single_deposit)} · balance ${capped(l.max_balance)}`;
}
