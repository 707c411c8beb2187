import {
  verificationPaths,
  walletMessages,
  walletPath,
  walletPaths,
  type MemberProfile,
  type MemberWallet,
  type WalletChallenge,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
import { fetchAccountInfo } from '../../lib/account-info';
import type { StepUp } from '../second-factor';

export interface NewWallet {
  token: string;
  network: string;
  address: string;
}

export type AddWalletOutcome = { ok: true; profile: MemberProfile } | { ok: false; msg: string };

/**
 * POST /account/add-wallet-address, then (spec 4) the user info is fetched again and the add is
 * reported a success only if that refresh works. A server refusal gives its msg (spec 8); anything
 * thrown on the way, the refresh's failure included, gives 'Failed to add wallet. Please try again.'
 * `stepUp`: the server may first ask a member with two-step verification to confirm it's them.
 */
export async function addWallet(
  wallet: NewWallet,
  stepUp?: StepUp['run'],
): Promise<AddWalletOutcome> {
  const send = () =>
    apiRequest<string>(verificationPaths.addWallet, {
      body: {
        wallet_address: {
          token: wallet.token,
          network: wallet.network,
          address: wallet.address.trim(),
        },
      },
    });
  try {
    const res = stepUp ? await stepUp(send) : await send();
    if (!res.ok) return { ok: false, msg: res.msg || walletMessages.failed };
    return { ok: true, profile: await fetchAccountInfo() };
  } catch {
    return { ok: false, msg: walletMessages.failed };
  }
}

export const walletsKey = ['wallets'] as const;

/** GET /account/wallets: the member's wallets with labels and proof status. */
export async function fetchWallets(): Promise<MemberWallet[]> {
  const res = await apiRequest<MemberWallet[]>(walletPaths.list);
  if (!res.ok) throw new Error(res.msg);
  return res.msg;
}

export const saveWalletLabel = (id: string, label: string) =>
  apiRequest<string>(walletPath(walletPaths.one, id), { method: 'PATCH', body: { label } });

export const removeWallet = (id: string) =>
  apiRequest<string>(walletPath(walletPaths.one, id), { method: 'DELETE' });

export const requestChallenge = (id: string) =>
  apiRequest<WalletChallenge>(walletPath(walletPaths.challenge, id), { method: 'POST', body: {} });

export const submitWalletProof = (id: string, challengeId: string, signature: string) =>
  apiRequest<string>(walletPath(walletPaths.prove, id), {
    body: { challenge_id: challengeId, signature: signature.trim() },
  });
