// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberStatus, WaitingBusiness } from '@vouch/contracts';
import { businessPaysFee, WaitingBusinesses } from './WaitingBusinesses';

const lender = (over: Partial<WaitingBusiness> = {}): WaitingBusiness => ({
  session_id: 'vs_0000000000000000000007',
  organisation: 'Ikeja Loans',
  logo_url: null,
  status: 'in_progress',
  expires_at: '2026-12-06T10:00:00.000Z',
  pays_fee: true,
  ...over,
});

const show = (status: MemberStatus, waiting: WaitingBusiness[]) =>
  render(
    <MemoryRouter>
      <WaitingBusinesses status={status} waiting={waiting} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('WaitingBusinesses: the way back to a business that waits (issue 47)', () => {
  it('a verified member gets the way back to the link', () => {
    show('VERIFIED', [lender({ status: 'submitted', expires_at: null })]);
    expect(screen.getByText('Ikeja Loans is waiting for your answer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to Ikeja Loans' }).getAttribute('href')).toBe(
      '/verify/vs_0000000000000000000007',
    );
  });

  it('shows the business’s logo beside its words, where it has one', () => {
    const { container } = show('KYC_REQUIREMENT', [
      lender({ logo_url: '/api/v1/logos/' + 'a'.repeat(64) + '.png' }),
    ]);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/logos/' + 'a'.repeat(64) + '.png',
    );
    cleanup();
    expect(show('KYC_REQUIREMENT', [lender()]).container.querySelector('img')).toBeNull();
  });

  it('a member who can start is offered the business-paid start; under review, a promise of mail', () => {
    show('KYC_REQUIREMENT', [lender()]);
    expect(screen.getByRole('button', { name: 'Start KYC: Ikeja Loans pays' })).toBeTruthy();
    cleanup();
    show('KYC_IN_PROGRESS', [lender({ status: 'submitted', expires_at: null })]);
    expect(screen.getByText(/When it is approved we e-mail you/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('nothing waiting shows nothing; only a started link means the business pays', () => {
    const { container } = show('VERIFIED', []);
    expect(container.textContent).toBe('');
    expect(businessPaysFee([lender()])).toBe(true);
    expect(businessPaysFee([lender({ status: 'submitted', expires_at: null })])).toBe(false);
    expect(businessPaysFee([])).toBe(false);
    // A going-live organisation's director pays their own fee (issue 49).
    expect(businessPaysFee([lender({ pays_fee: false })])).toBe(false);
    cleanup();
    show('KYC_REQUIREMENT', [lender({ organisation: 'Amaka Fabrics', pays_fee: false })]);
    expect(
      screen.getByText('Once you are verified, you share it with Amaka Fabrics.'),
    ).toBeTruthy();
    expect(screen.queryByText(/pays the fee/)).toBeNull();
  });
});
