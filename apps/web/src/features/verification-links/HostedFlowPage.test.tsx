// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostedSession, SessionStatus } from '@vouch/contracts';
import HostedFlowPage from './HostedFlowPage';

const session = (over: Partial<HostedSession> = {}): HostedSession => ({
  id: 'vs_0000000000000000000001',
  mode: 'live',
  status: 'opened',
  organisation: {
    name: 'Kano Kicks',
    website: 'https://kicks.example',
    verified: true,
    registration: 'RC 1234567',
    logo_url: null,
    colour: null,
  },
  claims: ['verified', 'first_name', 'age_over_18'],
  purpose: 'Opening your seller account',
  required_tier: null,
  pays_fee: true,
  expires_at: '2026-11-27T16:00:00.000Z',
  return_url: 'https://kicks.example/back?session_id=vs_0000000000000000000001',
  credential_request: null,
  locale: null,
  ...over,
});

function show(s: HostedSession | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      s
        ? new Response(JSON.stringify({ status: 200, msg: s }), { status: 200 })
        : new Response(JSON.stringify({ status: 404, msg: 'No such verification session.' }), {
            status: 404,
          }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/verify/vs_0000000000000000000001']}>
        <Routes>
          <Route path="/verify/:id" element={<HostedFlowPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

/** The hosted page of a verification link (issue 33): what it says in each state. */
describe('the hosted page', () => {
  it('says who asks, for what in plain words, why and until when; signed out, it offers an e-mailed code or a password and comes back', async () => {
    show(session());
    expect(
      await screen.findByRole('heading', {
        name: 'Kano Kicks asks you to share your Vouch verification',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Verified business: RC 1234567')).toBeTruthy();
    expect(screen.getByText('Whether you are over 18 (not your date of birth)')).toBeTruthy();
    expect(screen.getByText('Opening your seller account')).toBeTruthy();
    expect(screen.getByText(/This link works until 27 Nov 2026/)).toBeTruthy();
    // No account needed: an e-mailed code, or a password for those who have one.
    expect(screen.getByRole('button', { name: 'Continue with e-mail' })).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign in with a password' });
    expect(signIn.getAttribute('href')).toBe('/login?next=%2Fverify%2Fvs_0000000000000000000001');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('test mode shows Approve, Reject and Decline instead of sign-in', async () => {
    show(session({ mode: 'test' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.getByText(/Test mode: no real person is verified/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with a password' })).toBeNull();
  });

  it.each<[SessionStatus, RegExp]>([
    ['expired', /This link has expired. Go back to Kano Kicks/],
    ['cancelled', /Kano Kicks cancelled this request/],
    ['approved', /already been used/],
    ['declined', /already been used/],
    ['consent_revoked', /already been used/],
  ])('a %s link says so plainly, and leads back to the business only', async (status, words) => {
    show(session({ status }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in with a password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Kano Kicks' }).getAttribute('href')).toBe(
      'https://kicks.example/back?session_id=vs_0000000000000000000001',
    );
  });

  it('an unknown link says it does not work', async () => {
    show(null);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });
});
