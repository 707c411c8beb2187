// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentExpiry } from '@vouch/contracts';
import { DocumentExpiryAlert } from './DocumentExpiryNotice';

const show = (expiry: DocumentExpiry | null) =>
  render(
    <MemoryRouter>
      <DocumentExpiryAlert expiry={expiry} />
    </MemoryRouter>,
  );
const passport = (state: DocumentExpiry['state']): DocumentExpiry => ({
  expires_on: '2026-12-16',
  state,
  lapses_on: '2026-12-30',
  renewal_pending: false,
});

afterEach(cleanup);

describe('the dashboard notice of a passport to renew (issue 50)', () => {
  it('says nothing while the passport is valid, or when no expiry is known', () => {
    show(passport('valid'));
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    show(null);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an expiring passport: the dates, and the way to renew before anything changes', () => {
    show(passport('expiring'));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Your ID document expires soon');
    expect(notice.textContent).toContain('16 December 2026');
    expect(notice.textContent).toContain('30 December 2026');
    expect(screen.getByRole('link', { name: 'Renew my document' }).getAttribute('href')).toBe(
      '/kyc/renew-document',
    );
  });

  it('a lapsed verification interrupts: what people read now, and that renewing restores it', () => {
    show(passport('expired'));
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Your verification is paused');
    expect(notice.textContent).toContain('your document has expired');
  });

  it('a renewal with a reviewer: says so, and offers no second one', () => {
    show({ ...passport('expired'), renewal_pending: true });
    expect(screen.getByRole('alert').textContent).toContain('with a reviewer');
    expect(screen.queryByRole('link', { name: 'Renew my document' })).toBeNull();
  });
});
