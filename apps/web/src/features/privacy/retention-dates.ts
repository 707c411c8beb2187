import { describeDays } from '@vouch/contracts';
import { formatDate } from '../../lib/format';

const DAY = 24 * 60 * 60_000;

/** "5 years (until 23 Nov 2031)": a period and the day it ends if it started `from`. */
export function periodUntil(days: number, from: Date = new Date()): string {
  return `${describeDays(days)} (until ${formatDate(new Date(from.getTime() + days * DAY))})`;
}
