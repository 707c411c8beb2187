// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken, setUserInfo } from '../../lib/session';
import { fetchAccountInfo } from '../../lib/account-info';
import { useLogout } from './use-logout';

const profile = { uuid: 'u-1', first_name: 'Amaka', last_name: 'Okafor', status: 'VERIFIED' };
const reply = (status: number, msg: unknown) =>
  new Response(JSON.stringify({ status, msg }), { status });

let releaseInfo: (() => void) | null;
beforeEach(() => {
  releaseInfo = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/account/info')) {
        // Held until the test lets it answer: an answer that lands after logout.
        await new Promise<void>((resolve) => (releaseInfo = resolve));
        return reply(200, profile);
      }
      return reply(200, 'Logged out');
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('leaves nothing in local or session storage, even with a profile fetch in flight', async () => {
    setToken('header.eyJleHAiOjk5OTk5OTk5OTl9.sig');
    setUserInfo(profile as never);
    localStorage.setItem('vouch.somethingElse', '1');
    sessionStorage.setItem('vouch.dashboard.bannerDismissed', '1');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useLogout(), { wrapper });
    // A profile refresh started before logout, answering after it.
    const inFlight = fetchAccountInfo();
    await act(() => result.current.logout());
    releaseInfo?.();
    await inFlight;
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
