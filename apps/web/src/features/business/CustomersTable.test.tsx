// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Grant, Organisation } from '@vouch/contracts';
import { CustomersTable } from './CustomersTable';

const reply = (status: number, msg: unknown) =>
  new Response(JSON.stringify({ status, msg }), { status });
const grant = (over: Partial<Grant>): Grant => ({
  id: 'grant_1',
  object: 'grant',
  session_id: 'vs_1',
  claims: ['verified', 'first_name', 'last_name'],
  purpose: 'A loan',
  granted_at: '2026-12-01T10:00:00Z',
  revoked_at: null,
  revoked_by: null,
  verified_at: '2026-11-30T10:00:00Z',
  reverify_due: false,
  member_standing: 'verified',
  ...over,
});
const page = (data: Grant[]) => ({ object: 'list', data, has_more: false, next_cursor: null });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const show = (role: Organisation['role']) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <CustomersTable org={{ id: 'org_1', role }} mode="live" />
    </QueryClientProvider>,
  );

describe('the console’s customers (issue 50)', () => {
  it('shows where each customer stands, and lets a developer ask a verified one to re-verify', async () => {
    const grants = () =>
      reply(
        200,
        page([
          grant({ id: 'grant_1', reverify_due: true }),
          grant({ id: 'grant_2', session_id: 'vs_2', member_standing: 'documents_expired' }),
          grant({
            id: 'grant_3',
            session_id: 'vs_3',
            revoked_at: '2026-12-02T00:00:00Z',
            revoked_by: 'replaced',
          }),
        ]),
      );
    fetchMock.mockResolvedValueOnce(grants());
    show('developer');
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Verified30 November 2026Re-verification due'),
      expect.stringContaining('Documents expired'),
      expect.stringContaining('Replaced by a newer consent'),
    ]);
    // Only the verified, standing grant can be asked again.
    const asks = screen.getAllByRole('button', { name: 'Ask to re-verify' });
    expect(asks).toHaveLength(1);
    expect(within(rows[1]!).getByRole('button', { name: 'Ask to re-verify' })).toBe(asks[0]);

    fetchMock.mockResolvedValueOnce(reply(200, { id: 'vs_9', status: 'created' }));
    fetchMock.mockImplementation(() => Promise.resolve(grants()));
    fireEvent.click(asks[0]!);
    expect(
      await screen.findByText(/We mailed the customer a link to confirm \(session vs_9\)/),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/v1/business/organisations/org_1/grants/grant_1/reverify');
    expect(init?.method).toBe('POST');
  });

  it('a viewer reads the standing but asks nothing', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, page([grant({})])));
    show('viewer');
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to re-verify' })).toBeNull();
  });
});
