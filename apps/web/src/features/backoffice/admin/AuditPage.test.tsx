// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditMessages, type AuditEntry, type AuditPage } from '@vouch/contracts';
import AuditPageScreen from './AuditPage';

const entry = (seq: number, action = 'auth.login'): AuditEntry => ({
  seq,
  at: '2026-03-05T13:05:00.000Z',
  actor_id: '0b4f2a10-5c7e-4d2b-9a61-3e8f0c1d2e3f',
  actor_name: 'Rita Reviewer',
  action,
  target_type: 'user',
  target_id: '0b4f2a10-5c7e-4d2b-9a61-3e8f0c1d2e3f',
  ip: '102.89.1.1',
  hash: 'a'.repeat(64),
});

let urls: string[];
beforeEach(() => {
  urls = [];
  sessionStorage.setItem(
    'vouch.userInfo',
    JSON.stringify({ uuid: 'admin-1', first_name: 'Ade', last_name: 'Bello', role: 'admin' }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const older = url.includes('cursor=9');
      const page: AuditPage = older
        ? { entries: [entry(8, 'auth.logout')], next_cursor: null }
        : { entries: [entry(10), entry(9)], next_cursor: '9' };
      return new Response(JSON.stringify({ status: 200, msg: page }), { status: 200 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/backoffice/audit']}>
        <AuditPageScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the audit log screen (issue 31)', () => {
  it('shows a page newest first, in Lagos time, and goes to the older page with the cursor', async () => {
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('5 Mar 2026, 14:05 WAT');
    fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/v1/backoffice/audit?cursor=9'));
    expect(await screen.findByText('auth.logout')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Newest entries' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/v1/backoffice/audit'));
  });

  it('asks for the filters set, from the newest entry', async () => {
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    fireEvent.change(within(form).getByLabelText('Action'), { target: { value: 'auth.' } });
    fireEvent.change(within(form).getByLabelText('Actor (UUID or e-mail)'), {
      target: { value: 'rita@vouch.ng' },
    });
    fireEvent.change(within(form).getByLabelText('From (Lagos date)'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(urls.at(-1)).toBe(
        '/api/v1/backoffice/audit?action=auth.&actor=rita%40vouch.ng&from=2026-03-01',
      ),
    );
  });

  it('says what is wrong with a date range before asking', async () => {
    await screen.findByRole('table');
    const asked = urls.length;
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    fireEvent.change(within(form).getByLabelText('From (Lagos date)'), {
      target: { value: '2026-03-09' },
    });
    fireEvent.change(within(form).getByLabelText('To (Lagos date)'), {
      target: { value: '2026-03-01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(await within(form).findByText(auditMessages.rangeInvalid)).toBeTruthy();
    expect(urls).toHaveLength(asked);
  });
});
