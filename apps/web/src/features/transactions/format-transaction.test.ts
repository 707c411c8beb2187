import { describe, expect, it } from 'vitest';
import { formatTransactionDateTime, paymentTypeLabel, statusPill } from './format-transaction';

describe('transaction formatting', () => {
  it('shows the Lagos date and time as given, labelled WAT', () => {
    expect(formatTransactionDateTime('2026-11-21', '21:45:09')).toBe('21 Nov 2026, 21:45 WAT');
    expect(formatTransactionDateTime('2026-01-05', '00:03:00')).toBe('5 Jan 2026, 00:03 WAT');
  });

  it('falls back to the raw text when the parts are not as expected', () => {
    expect(formatTransactionDateTime('21/11/2026', '21:45')).toBe('21/11/2026 21:45');
    expect(formatTransactionDateTime('2026-13-01', '10:00:00')).toBe('2026-13-01 10:00:00');
  });

  it('labels types and statuses as spec 2 says', () => {
    expect(paymentTypeLabel('BANK_TRANSFER')).toBe('BANK TRANSFER');
    expect(statusPill('paid').label).toBe('PAID');
    expect(statusPill('paid').className).toContain('success');
    expect(statusPill('pending').className).toContain('orange');
    expect(statusPill('failed').className).toContain('danger');
    expect(statusPill('cancelled').className).toContain('ink');
  });
});
