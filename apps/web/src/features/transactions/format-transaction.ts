import { LAGOS_ZONE_LABEL } from '@vouch/contracts';
import { formatCalendarDay, humanizeCode } from '../../lib/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-11-21' + '21:45:09' → '21 Nov 2026, 21:45 WAT'. The server already gives Lagos time, so the
 * parts are used as they are (no Date, no time-zone shift); anything unexpected is shown raw.
 */
export function formatTransactionDateTime(date: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  const month = d ? MONTHS[Number(d[2]) - 1] : undefined;
  if (!d || !t || !month) return `${date} ${time}`.trim();
  // Another language names the month its own way (CLDR's, lib/format), the day as given.
  const day = formatCalendarDay(
    { day: Number(d[3]), month: Number(d[2]), year: Number(d[1]) },
    () => `${Number(d[3])} ${month} ${d[1]}`,
  );
  return `${day}, ${t[1]}:${t[2]} ${LAGOS_ZONE_LABEL}`;
}

/** Spec 2: the payment type with underscores replaced by spaces ('BANK_TRANSFER' → 'BANK TRANSFER'). */
export function paymentTypeLabel(type: string): string {
  return humanizeCode(type);
}

// PAID green, PENDING orange, FAILED red, anything else (CANCELLED) grey.
const statusColours: Record<string, string> = {
  PAID: 'bg-success-50 text-success-700 ring-success-600/40',
  PENDING: 'bg-orange-50 text-orange-700 ring-orange-600/40',
  FAILED: 'bg-danger-50 text-danger-700 ring-danger-600/40',
};

export function statusPill(status: string): { label: string; className: string } {
  const label = status.toUpperCase();
  return { label, className: statusColours[label] ?? 'bg-ink-100 text-ink-700 ring-ink-300' };
}
