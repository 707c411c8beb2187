import {
  formatLagosDate,
  formatLagosDateTime,
  LAGOS_TIME_ZONE,
  LAGOS_ZONE_LABEL,
} from '@vouch/contracts';
import { cldrDatesOf } from './cldr-dates';

/**
 * Spec 9: money in Nigerian naira (en-NG), dates shown en-GB. Dates and times are Lagos time
 * (WAT) wherever the browser is, and a time always carries its zone label. In another language
 * (issue 51) the same in its own format, "6 Disẹ́mba 2026", and naira stays ₦. Its month names and
 * date pattern are CLDR's, carried in the language's catalogue chunk (./cldr-dates.ts):
 * Chromium's data lacks Vouch's languages and would write "December 6, 2026". The LocaleProvider
 * says which language is shown (setFormatLocale).
 */
let shown: string = 'en';
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(`${shown}\0${key}`) as T | undefined;
  if (!format) formats.set(`${shown}\0${key}`, (format = make()));
  return format;
}

export function setFormatLocale(locale: string) {
  shown = locale;
}

const toDate = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

export function formatNaira(amount: number): string {
  return cached(
    'naira',
    () =>
      new Intl.NumberFormat(shown === 'en' ? 'en-NG' : shown, {
        style: 'currency',
        currency: 'NGN',
        // ₦ in every language: a browser's data for some (Chromium's for pcm) says "NGN".
        currencyDisplay: 'narrowSymbol',
      }),
  ).format(amount);
}

/** The day, month and year in Lagos of an instant, and its hour and minute there. */
function lagosParts(d: Date) {
  const parts = cached(
    'lagos',
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: LAGOS_TIME_ZONE,
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: Number(part('day')),
    month: Number(part('month')),
    year: Number(part('year')),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * A calendar day in the shown language ('6 Disamba, 2026'), the month 1–12; without `day`, the
 * month and year. English, and a language without CLDR names here, get `english`.
 */
export function formatCalendarDay(
  { day, month, year }: { day?: number; month: number; year: number },
  english: () => string,
): string {
  const cldr = cldrDatesOf(shown);
  if (!cldr) return english();
  return (day === undefined ? cldr.monthYear : cldr.date)
    .replace('{day}', String(day))
    .replace('{month}', cldr.months[month - 1] ?? String(month))
    .replace('{year}', String(year));
}

/** '5 March 2025' (the day in Lagos); an empty string when there is no usable date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d || !cldrDatesOf(shown)) return formatLagosDate(value);
  return formatCalendarDay(lagosParts(d), () => formatLagosDate(value));
}

/** '5 Mar 2025, 14:05 WAT'; an empty string when there is no usable date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d || !cldrDatesOf(shown)) return formatLagosDateTime(value);
  const parts = lagosParts(d);
  return `${formatCalendarDay(parts, () => '')}, ${parts.time} ${LAGOS_ZONE_LABEL}`;
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
