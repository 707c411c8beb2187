// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verificationMessages } from '@vouch/contracts';
import { searchFieldFor } from './search-fields';
import { VerificationSearch } from './VerificationSearch';

const member = {
  last_name: 'Okafor',
  business_name: null,
  wallet_address: JSON.stringify({
    addresses: [{ token: 'usdt', network: 'trc20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }],
  }),
  matched_by: { search_by: 'PHONE_NUMBER', evidence: 'proven' },
  verified_since: '2026-03',
};
const reply = (status: number, msg: unknown) =>
  new Response(JSON.stringify({ status, msg }), { status });

let fetchMock: ReturnType<typeof vi.fn>;
function show(url = '/verified-members') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={new QueryClient()}>
        <VerificationSearch />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button', { name: /Search/ }) as HTMLButtonElement;
const typeIn = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Check Verification search', () => {
  beforeEach(() => show());
  it('enables Search only for a non-blank value, and names the field after the type', () => {
    expect(button().disabled).toBe(true);
    typeIn('Phone Number', '   ');
    expect(button().disabled).toBe(true);
    typeIn('Phone Number', '0803 123 4567');
    expect(button().disabled).toBe(false);
    typeIn('Search by', 'EMAIL_ADDRESS');
    expect(screen.getByLabelText('Email Address').getAttribute('type')).toBe('email');
  });

  it("says 'Searching...', then shows the verified member", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (answer = r)));
    typeIn('Phone Number', '+234-803-123-4567');
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('Searching...'));
    expect(button().disabled).toBe(true);
    const body = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);
    expect(body).toEqual({ search_by: 'PHONE_NUMBER', search_value: '+234-803-123-4567' });
    answer(reply(200, { search: [member] }));
    expect(await screen.findByText(verificationMessages.verified)).toBeTruthy();
    expect(screen.getByText(verificationMessages.advice)).toBeTruthy();
    expect(screen.getByText('Okafor')).toBeTruthy();
    expect(screen.getByText('Matched by: phone number, proven')).toBeTruthy();
    expect(screen.getByText('Verified since March 2026')).toBeTruthy();
    expect(screen.getByText('USDT (TRC20)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy USDT (TRC20) address' })).toBeTruthy();
    expect(button().textContent).toBe('Search');

    // A new type clears the result; so does a new value.
    typeIn('Search by', 'WHATSAPP_NUMBER');
    expect(screen.queryByText(verificationMessages.verified)).toBeNull();
  });

  it("shows the server's message in an alert, cleared when the value changes", async () => {
    fetchMock.mockResolvedValueOnce(reply(404, verificationMessages.notVerified));
    typeIn('Phone Number', '0809 000 0000');
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(verificationMessages.notVerified);
    typeIn('Phone Number', '0809 000 0001');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no wallets as the spec says', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { search: [{ ...member, wallet_address: '' }] }));
    typeIn('Phone Number', '0803 123 4567');
    fireEvent.click(button());
    expect(await screen.findByText('No wallet addresses found.')).toBeTruthy();
    expect(screen.getByText('Not provided')).toBeTruthy();
  });
});

describe('the value field per search type', () => {
  it('uses the keyboard that fits the value', () => {
    expect(searchFieldFor('PHONE_NUMBER')).toMatchObject({ label: 'Phone Number', type: 'tel' });
    expect(searchFieldFor('WECHAT_ID').label).toBe('Wechat ID');
    expect(searchFieldFor('WALLET_ADDRESS').mono).toBe(true);
    expect(searchFieldFor('').label).toBe('Search value');
  });
});

describe('a share link (issue 37)', () => {
  it('opens with the UUID filled in, and searches it', async () => {
    const uuid = '0b6f2c1e-6f0a-4c53-9d7e-0a4b8f1e2d3c';
    fetchMock.mockResolvedValueOnce(
      reply(200, {
        search: [{ ...member, matched_by: { search_by: 'UUID', evidence: 'member_id' } }],
      }),
    );
    show(`/verified-members?uuid=${uuid}`);
    expect((screen.getByLabelText('Search by') as HTMLSelectElement).value).toBe('UUID');
    expect((screen.getByLabelText('UUID') as HTMLInputElement).value).toBe(uuid);
    expect(await screen.findByText(verificationMessages.verified)).toBeTruthy();
    const body = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);
    expect(body).toEqual({ search_by: 'UUID', search_value: uuid });
  });
});
