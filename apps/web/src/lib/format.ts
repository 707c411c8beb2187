/** Spec 9: money in Nigerian naira (en-NG), dates shown en-GB. One formatter each, built once. */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatNaira(amount: number): string {
  return naira.format(amount);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '5 March 2025'; an empty string when there is no usable date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? date.format(d) : '';
}

/** '5 Mar 2025, 14:05'; an empty string when there is no usable date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateTime.format(d) : '';
}

/** Spec 4: status text shows underscores replaced by spaces. */
export function humanizeCode(value: string): string {
  return value.replace(/_/g, ' ');
}

/** "Ada" "Obi" → "AO": the avatar in the header and on the profile. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
