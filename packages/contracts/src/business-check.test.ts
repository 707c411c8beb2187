import { describe, expect, it } from 'vitest';
import {
  businessCheckFrom,
  businessCheckLabel,
  formatCacNumber,
  parseCacNumber,
} from './business-check.js';

describe('CAC numbers as members type them', () => {
  it.each([
    ['RC 1234567', 'RC', '1234567'],
    ['rc1234567', 'RC', '1234567'],
    ['RC-1234567', 'RC', '1234567'],
    ['  RC No. 1234567 ', 'RC', '1234567'],
    ['RC/1234567', 'RC', '1234567'],
    ['BN 3456789', 'BN', '3456789'],
    ['bn: 3456789', 'BN', '3456789'],
    ['BN#3456789', 'BN', '3456789'],
    ['RC 0092932', 'RC', '92932'],
    ['RC 7000', 'RC', '7000'],
    ['1234567', null, '1234567'],
    ['1 234 567', null, '1234567'],
    ['No. 1234567', null, '1234567'],
  ])('reads %s', (typed, kind, digits) => {
    expect(parseCacNumber(typed)).toEqual({ kind, digits });
  });

  it.each([
    '',
    'RC',
    'RC 0000',
    'IT 123456',
    'RC 12345ab',
    'RCX 1234567',
    'RC 1234567 BN 2',
    '1234567890',
    'A12345678',
  ])('refuses %s', (typed) => {
    expect(parseCacNumber(typed)).toBeNull();
  });

  it('writes one form', () => {
    expect(formatCacNumber('RC', '1234567')).toBe('RC 1234567');
  });
});

describe('how a business name was checked', () => {
  it('reads the snapshot columns and says it in words', () => {
    const cac = businessCheckFrom('cac', 'RC 1234567')!;
    expect(cac).toEqual({ method: 'cac', registration: 'RC 1234567' });
    expect(businessCheckLabel(cac)).toBe('Registered with CAC, RC 1234567');
    const doc = businessCheckFrom('document', null)!;
    expect(doc).toEqual({ method: 'document' });
    expect(businessCheckLabel(doc)).toBe('Business name reviewed by Vouch');
    expect(businessCheckFrom(null, null)).toBeNull();
    // A "cac" row without its registration certifies nothing rather than a blank number.
    expect(businessCheckFrom('cac', null)).toBeNull();
  });
});
