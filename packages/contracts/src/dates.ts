/** Dates of birth travel as dd-mm-yyyy (spec 3, 9) and are shown day/month/year in en-GB. */

export interface CalendarDate {
  day: number;
  month: number;
  year: number;
}

const DOB_PATTERN = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Parses dd-mm-yyyy into a real calendar date, or null (31-02-2000 is null). */
export function parseDob(value: string): CalendarDate | null {
  const m = DOB_PATTERN.exec(value.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  if (year < 1900) return null;
  return { day, month, year };
}

export function formatDob({ day, month, year }: CalendarDate): string {
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

function todayUtc(now: Date): CalendarDate {
  return { day: now.getUTCDate(), month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function isFutureDate(date: CalendarDate, now = new Date()): boolean {
  return compare(date, todayUtc(now)) > 0;
}

/** Whole years between the date and today (birthdays count on the day itself). */
export function ageInYears(date: CalendarDate, now = new Date()): number {
  const today = todayUtc(now);
  let age = today.year - date.year;
  if (today.month < date.month || (today.month === date.month && today.day < date.day)) age -= 1;
  return age;
}

/** dd-mm-yyyy → dd/mm/yyyy, the en-GB day/month/year the profile shows. */
export function dobForDisplay(value: string | null | undefined): string {
  const d = value ? parseDob(value) : null;
  if (!d) return '';
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
  });
}

/**
 * Every time Vouch shows is Lagos time (West Africa Time, UTC+1 all year, no daylight saving),
 * with its zone label, for members and staff alike: a reviewer abroad and a member in Kano read
 * the same clock.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
export const LAGOS_ZONE_LABEL = 'WAT';

// Made on first use, not when the module loads: the first Intl.DateTimeFormat with a time zone
// loads ICU's zone data (milliseconds on a slow phone), and the login and register screens load
// this module without showing a date.
let lagosDate: Intl.DateTimeFormat | undefined;
let lagosDateTime: Intl.DateTimeFormat | undefined;

function lagosDateFormat(): Intl.DateTimeFormat {
  lagosDate ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LAGOS_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return lagosDate;
}

function lagosDateTimeFormat(): Intl.DateTimeFormat {
  lagosDateTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LAGOS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return lagosDateTime;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '5 March 2025', the day in Lagos; '' when there is no usable date. */
export function formatLagosDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? lagosDateFormat().format(d) : '';
}

/** '5 Mar 2025, 14:05 WAT'; '' when there is no usable date. */
export function formatLagosDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${lagosDateTimeFormat().format(d)} ${LAGOS_ZONE_LABEL}` : '';
}

let lagosTime: Intl.DateTimeFormat | undefined;

/** '14:05 WAT', the time of day in Lagos; '' when there is no usable date. */
export function formatLagosTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  lagosTime ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LAGOS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return d ? `${lagosTime.format(d)} ${LAGOS_ZONE_LABEL}` : '';
}
