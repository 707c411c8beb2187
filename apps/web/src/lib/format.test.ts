import { afterEach, describe, expect, it, vi } from 'vitest';
import { cldrDates } from '../../build/i18n';
import { formatCalendarDay, formatDate, formatDateTime, setFormatLocale } from './format';
import { registerCldrDates } from './cldr-dates';

describe('times in Lagos (WAT) with their zone, wherever the browser is', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows an instant in Lagos time, labelled WAT', () => {
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1, no daylight saving).
    expect(formatDateTime('2026-03-05T23:30:00Z')).toBe('6 Mar 2026, 00:30 WAT');
    expect(formatDateTime('2026-07-01T13:05:00.000Z')).toBe('1 Jul 2026, 14:05 WAT');
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('6 March 2026');
  });

  it('does not depend on the zone the page runs in', async () => {
    // A fresh module in a browser set to Los Angeles formats the same way.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.resetModules();
    const again = await import('./format');
    expect(again.formatDateTime('2026-03-05T23:30:00Z')).toBe('6 Mar 2026, 00:30 WAT');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe("dates in Vouch's languages, with CLDR's month names whatever the browser has (issue 51)", () => {
  afterEach(() => setFormatLocale('en'));
  // As each language's chunk brings them (build/i18n.ts): CLDR's, from Node's ICU.
  for (const locale of ['pcm', 'ha', 'yo']) registerCldrDates(locale, cldrDates(locale));

  it('names the month in the language, the day in Lagos', () => {
    setFormatLocale('ha');
    expect(formatDate('2026-12-05T23:30:00Z')).toBe('6 Disamba, 2026');
    expect(formatDateTime('2026-12-05T23:30:00Z')).toBe('6 Disamba, 2026, 00:30 WAT');
    setFormatLocale('yo');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 Oṣù Ẹrẹ̀nà 2026');
    setFormatLocale('pcm');
    expect(formatCalendarDay({ month: 12, year: 2026 }, () => 'English')).toBe('Disẹ́mba 2026');
  });

  it('English, and the pseudo-locale, keep the English format', () => {
    setFormatLocale('en-XA');
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('6 March 2026');
    expect(formatCalendarDay({ month: 3, year: 2026 }, () => 'March 2026')).toBe('March 2026');
  });
});

describe('identity numbers on screen', () => {
  it('masks all but the last 4 characters', async () => {
    const { maskIdNumber } = await import('./format');
    expect(maskIdNumber('22345678901')).toBe('•••••••8901');
    expect(maskIdNumber(' A12345678 ')).toBe('•••••5678');
    expect(maskIdNumber('1234')).toBe('••••');
  });
});
