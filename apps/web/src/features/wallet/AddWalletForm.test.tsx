// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { memberSecondFactorMessages, walletMessages } from '@vouch/contracts';
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

  describe('when the server asks for a fresh second factor (decision 0033)', () => {
    const stepUp = () =>
      reply(403, memberSecondFactorMessages.stepUpNeeded, { second_factor: 'step_up' });
    const factors = { totp: true, passkeys: 0, recovery_codes_left: 10, verified: true };

    function renderWithQueries() {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const props = { onAdded: vi.fn(), onFailed: vi.fn(), onCancel: vi.fn() };
      render(
        <QueryClientProvider client={client}>
          <AddWalletForm {...props} />
        </QueryClientProvider>,
      );
      const pick = (label: string, value: string) =>
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      pick('Token', 'usdt');
      pick('Network', 'trc20');
      pick('Wallet Address', TRC20);
      return props;
    }

    it('asks "Confirm it\'s you", then sends the wallet again', async () => {
      const profile = { uuid: 'u-1', wallet_address: null };
      fetchMock
        .mockResolvedValueOnce(stepUp())
        .mockResolvedValueOnce(reply(200, factors))
        .mockResolvedValueOnce(reply(200, 'Second factor accepted.'))
        .mockResolvedValueOnce(reply(200, walletMessages.added))
        .mockResolvedValueOnce(reply(200, profile));
      const props = renderWithQueries();
      submit();
      const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
      fireEvent.change(await screen.findByLabelText(/6-digit code/), {
        target: { value: '123456' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(props.onAdded).toHaveBeenCalledWith(profile));
      expect(dialog.isConnected).toBe(false);
      const calls = fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).method]);
      expect(calls).toEqual([
        ['/api/v1/account/add-wallet-address', 'POST'],
        ['/api/v1/account/second-factor', 'GET'],
        ['/api/v1/account/second-factor/verify', 'POST'],
        ['/api/v1/account/add-wallet-address', 'POST'],
        ['/api/v1/account/info', 'GET'],
      ]);
      expect(JSON.parse((fetchMock.mock.calls[2]![1] as RequestInit).body as string)).toEqual({
        code: '123456',
      });
    });

    it('closed without confirming: nothing is added and the form says why', async () => {
      fetchMock.mockResolvedValueOnce(stepUp()).mockResolvedValueOnce(reply(200, factors));
      const props = renderWithQueries();
      submit();
      await screen.findByRole('dialog', { name: "Confirm it's you" });
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(await alerts()).toEqual([memberSecondFactorMessages.stepUpNeeded]);
      expect(props.onAdded).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
