import { formatLagosDate, formatLagosDateTime } from '@vouch/contracts';

/**
 * Spec 9: money in Nigerian naira (en-NG), dates shown en-GB. Dates and times are Lagos time
 * (WAT) wherever the browser is, and a time always carries its zone label.
 */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

export function formatNaira(amount: number): string {
  return naira.format(amount);
}

/** '5 March 2025' (the day in Lagos); an empty string when there is no usable date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  return formatLagosDate(value);
}

/** '5 Mar 2025, 14:05 WAT'; an empty string when there is no usable date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatLagosDateTime(value);
}

/**
 * An identity number (BVN, NIN, ...) shown on screen: every character but the last 4 masked,
 * '22345678901' → '•••••••8901'. Four or fewer characters are all masked.
 */
export function maskIdNumber(value: string): string {
  const v = value.trim();
  const keep = v.length > 4 ? 4 : 0;
  return '•'.repeat(v.length - keep) + v.slice(v.length - keep);
}

/** Spec 4: status text shows underscores replaced by spaces. */
export function humanizeCode(value: string): string {
  return value.replace(/_/g, ' ');
}

/** "Ada" "Obi" → "AO": the avatar in the header and on the profile. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
