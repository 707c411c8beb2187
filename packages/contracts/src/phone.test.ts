import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { isAcceptablePhone, normalisePhone } from './phone.js';

describe('phone numbers', () => {
  it.each([
    '0803 123 4567',
    '08031234567',
    '+234 803 123 4567',
    '2348031234567',
    '+234-803-123-4567',
    '(080) 312-34567',
    '123-456-7890',
  ])('accepts %s', (v) => expect(isAcceptablePhone(v)).toBe(true));

  it.each(['', '12ab', '0803-12', 'call me', '+234 803', '1'.repeat(40)])('refuses %s', (v) =>
    expect(isAcceptablePhone(v)).toBe(false),
  );

  it('normalises the common Nigerian and international forms to one E.164 number', () => {
    const forms = [
      '0803 123 4567',
      '08031234567',
      '+234 803 123 4567',
      '234 803 123 4567',
      '2348031234567',
      '+234-803-123-4567',
    ];
    expect(new Set(forms.map(normalisePhone))).toEqual(new Set(['+2348031234567']));
  });

  it('keeps the digits of numbers it cannot parse', () => {
    expect(normalisePhone('123-456-7890')).toBe('1234567890');
  });

  it('gives a +234 number of ten digits back as the parser would, valid or not', () => {
    // normalisePhone returns these unparsed: every three-digit prefix, with suffixes spread
    // over the range, must come out of the parser unchanged too.
    const checked = { valid: 0, invalid: 0 };
    for (let prefix = 100; prefix <= 999; prefix++) {
      for (const suffix of ['0000000', '1234567', '5550199', '9999999', '0701234', '8000000']) {
        const number = `+234${prefix}${suffix}`;
        const parsed = parsePhoneNumberFromString(number, 'NG');
        const parserSays = parsed?.isValid() ? parsed.number : number;
        expect(parserSays, number).toBe(number);
        expect(normalisePhone(number)).toBe(number);
        checked[parsed?.isValid() ? 'valid' : 'invalid']++;
      }
    }
    // Both of the parser's answers were exercised, not only one of them.
    expect(checked.valid).toBeGreaterThan(500);
    expect(checked.invalid).toBeGreaterThan(500);
  });
});
