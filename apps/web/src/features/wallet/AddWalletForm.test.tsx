// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletMessages } from '@vouch/contracts';
import { AddWalletForm } from './AddWalletForm';

const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const reply = (status: number, msg: unknown, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, msg, errors }), { status });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const props = { onAdded: vi.fn(), onFailed: vi.fn(), onCancel: vi.fn() };
  render(<AddWalletForm {...props} />);
  const token = screen.getByLabelText('Token') as HTMLSelectElement;
  const network = screen.getByLabelText('Network') as HTMLSelectElement;
  const address = screen.getByLabelText('Wallet Address') as HTMLInputElement;
  const pick = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
  return { props, token, network, address, pick };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Wallet' }));
const alerts = () => screen.findAllByRole('alert').then((a) => a.map((x) => x.textContent));

describe('the Add New Wallet form', () => {
  it("offers the chosen token's networks and clears the network when the token changes", () => {
    const { token, network, pick } = renderForm();
    expect(network.disabled).toBe(true);
    pick(token, 'usdt');
    expect([...network.options].map((o) => o.text)).toEqual([
      'Select...',
      'TRC20',
      'ERC20',
      'BEP20',
    ]);
    pick(network, 'trc20');
    expect(network.value).toBe('trc20');
    pick(token, 'btc');
    expect(network.value).toBe('');
    expect([...network.options].map((o) => o.text)).toEqual(['Select...', 'Bitcoin Network']);
  });

  it("shows spec 5's messages", async () => {
    const { token, network, address, pick } = renderForm();
    submit();
    expect(await alerts()).toEqual([
      walletMessages.tokenRequired,
      walletMessages.networkRequired,
      walletMessages.addressRequired,
    ]);
    pick(token, 'eth');
    pick(network, 'ethereum');
    pick(address, '0x123');
    submit();
    await waitFor(async () => expect(await alerts()).toEqual([walletMessages.invalidEthereum]));
    pick(token, 'usdt');
    pick(network, 'trc20');
    pick(address, 'T123');
    submit();
    await waitFor(async () => expect(await alerts()).toEqual([walletMessages.invalidTrc20]));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Cancel clears the form', () => {
    const { props, token, address, pick } = renderForm();
    pick(token, 'usdt');
    pick(address, TRC20);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalled();
    expect(token.value).toBe('');
    expect(address.value).toBe('');
  });

  it('posts the wallet, refreshes user info and only then reports it added', async () => {
    const profile = { uuid: 'u-1', wallet_address: JSON.stringify({ addresses: [] }) };
    fetchMock
      .mockResolvedValueOnce(reply(200, walletMessages.added))
      .mockResolvedValueOnce(reply(200, profile));
    const { props, token, network, address, pick } = renderForm();
    pick(token, 'usdt');
    pick(network, 'trc20');
    pick(address, `  ${TRC20} `);
    submit();
    await waitFor(() => expect(props.onAdded).toHaveBeenCalledWith(profile));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/account/add-wallet-address');
    expect(JSON.parse(init.body as string)).toEqual({
      wallet_address: { token: 'usdt', network: 'trc20', address: TRC20 },
    });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/account/info');
    expect(token.value).toBe('');
  });

  it("shows the server's message, or the generic one when the refresh fails", async () => {
    fetchMock.mockResolvedValueOnce(reply(409, walletMessages.duplicate));
    const { props, token, network, address, pick } = renderForm();
    pick(token, 'usdt');
    pick(network, 'trc20');
    pick(address, TRC20);
    submit();
    expect(await alerts()).toEqual([walletMessages.duplicate]);
    fetchMock
      .mockResolvedValueOnce(reply(200, walletMessages.added))
      .mockResolvedValueOnce(reply(500, 'Server busy'));
    submit();
    await waitFor(async () => expect(await alerts()).toEqual([walletMessages.failed]));
    expect(props.onAdded).not.toHaveBeenCalled();
    expect(props.onFailed).toHaveBeenCalledTimes(2);
  });
});
