import { walletPath, walletPaths, type MemberWallet, type WalletChallenge } from '@vouch/contracts';
import { get, post } from './members.js';
import type { TestApp } from './test-app.js';

/** A wallet as the tests use one: an address and a way to sign as its wallet app would. */
export interface Signer {
  address: string;
  sign(message: string): string | Promise<string>;
}

export const addWallet = (
  t: TestApp,
  token: string,
  w: { token: string; network: string; address: string },
) => post(t.app, '/account/add-wallet-address', { wallet_address: w }, token);

export async function walletsOf(t: TestApp, token: string) {
  return (await get(t.app, walletPaths.list, token)).body.msg as MemberWallet[];
}

/** Adds the address (if not there yet) and returns the member's row of it on that network. */
export async function savedWallet(
  t: TestApp,
  token: string,
  w: { token: string; network: string; address: string },
) {
  await addWallet(t, token, w);
  const row = (await walletsOf(t, token)).find(
    (x) => x.network === w.network && x.address.toLowerCase() === w.address.toLowerCase(),
  );
  if (!row) throw new Error(`wallet not saved: ${JSON.stringify(w)}`);
  return row;
}

export async function challenge(t: TestApp, token: string, walletId: string) {
  const r = await post(t.app, walletPath(walletPaths.challenge, walletId), {}, token);
  if (r.code !== 200) throw new Error(`challenge refused: ${JSON.stringify(r.body)}`);
  return r.body.msg as WalletChallenge;
}

export const submitProof = (
  t: TestApp,
  token: string,
  walletId: string,
  challenge_id: string,
  signature: string,
) => post(t.app, walletPath(walletPaths.prove, walletId), { challenge_id, signature }, token);

/** The whole path as a member walks it: save, get the challenge, sign it in the wallet, paste. */
export async function prove(
  t: TestApp,
  token: string,
  w: { token: string; network: string },
  signer: Signer,
) {
  const row = await savedWallet(t, token, { ...w, address: signer.address });
  const c = await challenge(t, token, row.id);
  return {
    row,
    challenge: c,
    res: await submitProof(t, token, row.id, c.id, await signer.sign(c.message)),
  };
}
