// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckResult } from '@vouch/contracts';
import { CheckDetail } from './CheckDetail';

const registry = (
  outcome: CheckResult['outcome'],
  details: Record<string, unknown>,
): CheckResult => ({
  code: 'business_registry',
  outcome,
  score: null,
  summary: '',
  details,
  duration_ms: 40,
  checked_at: '2025-03-05T14:05:00.000Z',
});

/** The detail's rows as { term: definition }. */
const rows = () => {
  const list = document.querySelector('dl[aria-label="CAC registry"]')!;
  return Object.fromEntries(
    Array.from(list.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling!.textContent,
    ]),
  );
};

afterEach(cleanup);

describe("the CAC registry's answer in the case view", () => {
  it('shows the registered name beside the submitted one, the number, status and registration', () => {
    render(
      <CheckDetail
        result={registry('failed', {
          registration: 'RC 1234568',
          registered_name: 'ZENITH PALM OIL LIMITED',
          submitted_name: 'Amaka Fabrics',
          name_matches: false,
          status: 'ACTIVE',
          active: true,
          type: 'COMPANY',
          registration_date: '2011-09-30',
          provider: 'sandbox',
        })}
      />,
    );
    expect(rows()).toEqual({
      'Registered name': 'ZENITH PALM OIL LIMITED',
      'Submitted name': 'Amaka Fabrics · differs',
      Number: 'RC 1234568',
      Status: 'ACTIVE',
      Registered: 'company, 30 September 2011',
    });
    expect(screen.getByText('ZENITH PALM OIL LIMITED').className).toContain('danger');
  });

  it('marks an inactive status', () => {
    render(
      <CheckDetail
        result={registry('failed', {
          registration: 'BN 3456789',
          registered_name: 'AMAKA FABRICS',
          submitted_name: 'Amaka Fabrics',
          name_matches: true,
          status: 'STRUCK OFF',
          active: false,
          type: 'BUSINESS_NAME',
          registration_date: null,
        })}
      />,
    );
    expect(rows()).toMatchObject({
      'Submitted name': 'Amaka Fabrics · agrees',
      Status: 'STRUCK OFF',
      Registered: 'business name',
    });
    expect(screen.getByText('STRUCK OFF').className).toContain('danger');
  });

  it('shows nothing when the registry found nothing (the summary says it)', () => {
    const { container } = render(
      <CheckDetail result={registry('failed', { submitted_number: 'RC 7777777' })} />,
    );
    expect(container.textContent).toBe('');
  });
});
