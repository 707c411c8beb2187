// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletProofMessages, type MemberWallet, type WalletChallenge } from '@vouch/contracts';
import { ProveWalletModal } from './ProveWalletModal';

const reply = (status: number, msg: unknown, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ status, msg, errors }), { status });

const wallet: MemberWallet = {
  id: '7f7a1c9e-4c1b-4a53-9d1e-3d8c2b0b6a11',
  token: 'eth',
  network: 'ethereum',
  family: 'evm',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  label: null,
  proven_at: null,
  joins_answer_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};
const challenge = (n: number): WalletChallenge => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  wallet_id: wallet.id,
  family: 'evm',
  address: wallet.address,
  message: `Vouch wallet proof: nonce ${n}`,
  expires_at: '2026-11-23T10:15:00Z',
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sentBodies = () =>
  fetchMock.mock.calls.map(([url, init]) => [
    url,
    JSON.parse((init as RequestInit).body as string),
  ]);

describe('the Prove dialog', () => {
  it('shows the message, says why a signature is refused, and starts again after an expiry', async () => {
    const onProven = vi.fn();
    fetchMock
      .mockResolvedValueOnce(reply(200, challenge(1)))
      .mockResolvedValueOnce(reply(400, walletProofMessages.expired))
      .mockResolvedValueOnce(reply(200, challenge(2)))
      .mockResolvedValueOnce(reply(200, walletProofMessages.proven));
    render(<ProveWalletModal wallet={wallet} onClose={vi.fn()} onProven={onProven} />);
    expect(await screen.findByText('Vouch wallet proof: nonce 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy message to sign' })).toBeTruthy();

    const field = screen.getByLabelText('3. Paste the signature');
    fireEvent.click(screen.getByRole('button', { name: 'Check signature' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      walletProofMessages.signatureRequired,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(field, { target: { value: ' 0xabc ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check signature' }));
    expect((await screen.findByRole('alert')).textContent).toBe(walletProofMessages.expired);
    fireEvent.click(screen.getByRole('button', { name: 'Get a new message' }));
    expect(await screen.findByText('Vouch wallet proof: nonce 2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('3. Paste the signature'), {
      target: { value: '0xdef' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check signature' }));
    await waitFor(() => expect(onProven).toHaveBeenCalledWith(walletProofMessages.proven));
    expect(sentBodies()).toEqual([
      [`/api/v1/account/wallets/${wallet.id}/challenge`, {}],
      [
        `/api/v1/account/wallets/${wallet.id}/prove`,
        { challenge_id: challenge(1).id, signature: '0xabc' },
      ],
      [`/api/v1/account/wallets/${wallet.id}/challenge`, {}],
      [
        `/api/v1/account/wallets/${wallet.id}/prove`,
        { challenge_id: challenge(2).id, signature: '0xdef' },
      ],
    ]);
  });

  it('explains an address that cannot be proven', async () => {
    fetchMock.mockResolvedValueOnce(reply(400, walletProofMessages.cannotProveFormat));
    render(<ProveWalletModal wallet={wallet} onClose={vi.fn()} onProven={vi.fn()} />);
    expect(await screen.findByText(walletProofMessages.cannotProveFormat)).toBeTruthy();
    expect(screen.queryByLabelText('3. Paste the signature')).toBeNull();
  });
});
