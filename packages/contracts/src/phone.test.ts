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
});
