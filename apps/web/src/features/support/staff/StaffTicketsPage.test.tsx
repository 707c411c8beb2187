// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportMessages, type StaffSupportTicket } from '@vouch/contracts';
import StaffTicketsPage from './StaffTicketsPage';

const ticket: StaffSupportTicket = {
  id: '7d3c6a3e-2f1b-4c55-9a0e-1f2e3d4c5b6a',
  reference: 'VCH-T-1A2B3C4D',
  full_name: 'Amaka Okafor',
  email: 'amaka@example.com',
  category: 'wallet',
  subject: 'My address is invalid',
  status: 'open',
  created_at: '2025-03-05T10:00:00.000Z',
  messages: [{ from: 'member', message: 'The TRC20 form refuses it.', at: '2025-03-05T10:00:00Z' }],
  account: { uuid: '0b4f2a10-5c7e-4d2b-9a61-3e8f0c1d2e3f', email: 'amaka.okafor@example.com' },
};
const reply = (status: number, msg: unknown) =>
  new Response(JSON.stringify({ status, msg }), { status });

let calls: { url: string; method: string; body?: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(init.body as string) : undefined });
      if (method === 'GET') return reply(200, [ticket]);
      return reply(
        200,
        url.endsWith('/close') ? supportMessages.closed : supportMessages.replySent,
      );
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/backoffice/tickets']}>
        <StaffTicketsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openTicket() {
  const button = await screen.findByRole('button', { name: /VCH-T-1A2B3C4D/ });
  expect(button.textContent).toContain('Wallet Problems');
  expect(button.textContent).toContain('Amaka Okafor');
  expect(button.textContent).toContain('amaka@example.com');
  // The account that filed it, apart from what was typed (issue 31).
  expect(button.textContent).toContain('Account: amaka.okafor@example.com');
  expect(button.textContent).toContain('0b4f2a10-5c7e-4d2b-9a61-3e8f0c1d2e3f');
  expect(button.textContent).toContain('The e-mail typed in the form is not the account');
  fireEvent.click(button);
  return screen.getByRole('form', { name: 'Reply to the member' });
}

describe('the staff support tickets page', () => {
  it('lists the open tickets and filters by status', async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeTruthy();
    await openTicket();
    expect(calls[0]!.url).toBe('/api/v1/backoffice/tickets?status=open');
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(within(filter).getByRole('link', { name: 'Closed' }));
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/v1/backoffice/tickets?status=closed'));
  });

  it('sends a reply and says so', async () => {
    const form = await openTicket();
    expect(screen.getByText('The TRC20 form refuses it.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      supportMessages.replyRequired,
    );
    fireEvent.change(within(form).getByLabelText('Reply to the member'), {
      target: { value: '  Copy it again without spaces.  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('status')).textContent).toContain(supportMessages.replySent);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: `/api/v1/backoffice/tickets/${ticket.id}/replies`,
      method: 'POST',
      body: { message: 'Copy it again without spaces.' },
    });
  });

  it('closes a ticket only after confirming', async () => {
    const form = await openTicket();
    fireEvent.click(within(form).getByRole('button', { name: 'Close ticket' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this ticket?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Close ticket' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close ticket' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(supportMessages.closed);
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(
      `/api/v1/backoffice/tickets/${ticket.id}/close`,
    );
  });
});
