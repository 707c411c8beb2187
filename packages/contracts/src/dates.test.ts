import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  dobForDisplay,
  formatDob,
  formatLagosTime,
  isFutureDate,
  parseDob,
} from './dates.js';

describe('dates of birth', () => {
  it('parses dd-mm-yyyy into a real calendar date only', () => {
    expect(parseDob('14-03-1992')).toEqual({ day: 14, month: 3, year: 1992 });
    expect(parseDob('29-02-2000')).toEqual({ day: 29, month: 2, year: 2000 });
    expect(parseDob('29-02-2001')).toBeNull();
    expect(parseDob('31-04-1990')).toBeNull();
    expect(parseDob('1992-03-14')).toBeNull();
    expect(parseDob('14/03/1992')).toBeNull();
    expect(parseDob('01-01-1850')).toBeNull();
  });

  it('round-trips through formatDob', () => {
    expect(formatDob({ day: 5, month: 7, year: 2001 })).toBe('05-07-2001');
  });

  it('counts whole years, with the birthday itself counting', () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    expect(ageInYears({ day: 21, month: 11, year: 2008 }, now)).toBe(18);
    expect(ageInYears({ day: 22, month: 11, year: 2008 }, now)).toBe(17);
    expect(isFutureDate({ day: 22, month: 11, year: 2026 }, now)).toBe(true);
    expect(isFutureDate({ day: 21, month: 11, year: 2026 }, now)).toBe(false);
  });

  it('shows day/month/year the en-GB way', () => {
    expect(dobForDisplay('14-03-1992')).toBe('14/03/1992');
    expect(dobForDisplay('garbage')).toBe('');
  });
});

describe('formatLagosTime (issue 37)', () => {
  it('is the time in Lagos with its zone, wherever the browser is', () => {
    expect(formatLagosTime('2026-11-23T21:15:00.000Z')).toBe('22:15 WAT');
    expect(formatLagosTime(null)).toBe('');
  });
});
