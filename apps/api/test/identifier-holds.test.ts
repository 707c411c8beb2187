import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  holdMessages,
  parseWalletAddresses,
  walletProofMessages,
  type VerificationResult,
} from '@vouch/contracts';
import {
  decide,
  lookup,
  profileOf,
  staff,
  submitted,
  uuidOf,
  verifiedMember,
} from './setup/lifecycle.js';
import { get, linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { proveNumbers } from './setup/numbers.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { evmWallet } from './setup/wallet-keys.js';
import { prove, walletsOf } from './setup/wallets.js';

const ETH = { token: 'eth', network: 'ethereum' };

let t: TestApp;
let reviewer: { token: string };
let searcher: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  searcher = await registerMember(t.app, t.db, { verify: true });
});
afterAll(() => t.close());

const answer = async (by: string, value: string) => {
  const r = await lookup(t, searcher.token, by, value);
  return r.code === 200 ? (r.body.msg as { search: VerificationResult[] }).search[0]! : null;
};
const addresses = (r: VerificationResult | null) =>
  parseWalletAddresses(r?.wallet_address).map((w) => w.address.toLowerCase());
const endHolds = (userId: string) =>
  Promise.all([
    t.db
      .updateTable('wallet_proofs')
      .set({ held_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .execute(),
    t.db
      .updateTable('identifier_holds')
      .set({ held_until: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', userId)
      .execute(),
  ]);

/** A verified member whose numbers are proven, signed in twice (a phone and a laptop). */
async function verifiedWithTwoSessions() {
  const a = await verifiedMember(t, reviewer.token);
  await proveNumbers(t, a);
  const login = await post(t.app, '/auth/login', {
    email_address: a.email,
    password: a.password,
  });
  const other = (login.body.msg as { authToken: string }).authToken;
  return { ...a, uuid: await uuidOf(t, a.token), other };
}

describe('a wallet proven after verification is held before payers see it', () => {
  it('held: not in the answer, the member mailed at once; it joins when the hold ends', async () => {
    const a = await verifiedWithTwoSessions();
    const w = evmWallet();
    const { res } = await prove(t, a.token, ETH, w);
    expect(res.code).toBe(200);
    expect(res.body.msg).toMatch(
      /^Address proven\. For your safety it joins your verified answer on /,
    );

    // Not found by the address, not shown in the answer found by phone.
    expect(await answer('WALLET_ADDRESS', w.address)).toBeNull();
    expect(addresses(await answer('PHONE_NUMBER', a.payload.phone_number))).not.toContain(
      w.address.toLowerCase(),
    );
    const mine = (await walletsOf(t, a.token)).find((x) => x.address === w.address)!;
    expect(mine.proven_at).not.toBeNull();
    expect(mine.joins_answer_at).not.toBeNull();
    const profile = await profileOf(t, a.token);
    expect(profile.holds).toEqual([
      expect.objectContaining({ kind: 'wallet', joins_answer_at: mine.joins_answer_at }),
    ]);
    expect(profile.holds[0]!.label).toMatch(/^Ethereum \(Ethereum Network\) 0x\w{4}…\w{4}$/);
    const mail = await waitForMail(t.db, a.email, 'New on your Vouch account');
    expect(mail.text_body).toContain(profile.holds[0]!.label);

    // The clock moves past the hold.
    await endHolds(a.uuid);
    const found = await answer('WALLET_ADDRESS', w.address);
    expect(found?.matched_by).toEqual({ search_by: 'WALLET_ADDRESS', evidence: 'signed' });
    expect(addresses(found)).toContain(w.address.toLowerCase());
    expect((await profileOf(t, a.token)).holds).toEqual([]);
    // Too late to cancel by the link: it is the member's now (they can remove it).
    const late = await post(t.app, '/holds/cancel', { token: linkToken(mail.text_body, 'token') });
    expect(late.body).toMatchObject({ status: 410, msg: holdMessages.linkInvalid });
  });

  it("'Not me: cancel it' from the mail removes it and signs out every session", async () => {
    const a = await verifiedWithTwoSessions();
    const w = evmWallet();
    await prove(t, a.token, ETH, w);
    const mail = await waitForMail(t.db, a.email, 'New on your Vouch account');
    const token = linkToken(mail.text_body, 'token');

    // Opening the link's page sends nothing; the button does, with no sign-in.
    const r = await post(t.app, '/holds/cancel', { token });
    expect(r.body).toEqual({ status: 200, msg: holdMessages.cancelled });
    for (const session of [a.token, a.other])
      expect((await get(t.app, '/account/info', session)).code).toBe(401);
    await waitForMail(t.db, a.email, 'Cancelled, and your sessions were signed out');
    // The thief's address is gone: no proof, no row, never in the answer.
    await endHolds(a.uuid);
    expect(await answer('WALLET_ADDRESS', w.address)).toBeNull();
    const login = await post(t.app, '/auth/login', {
      email_address: a.email,
      password: a.password,
    });
    const fresh = (login.body.msg as { authToken: string }).authToken;
    expect((await walletsOf(t, fresh)).map((x) => x.address)).not.toContain(w.address);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'hold.%')
      .where('actor_id', 'is', null)
      .execute();
    expect(audit.map((x) => x.action)).toContain('hold.cancel');

    // A link works once; a made-up one changes nothing.
    expect((await post(t.app, '/holds/cancel', { token })).code).toBe(410);
    expect((await post(t.app, '/holds/cancel', { token: 'x'.repeat(43) })).code).toBe(410);
    expect((await post(t.app, '/holds/cancel', { token: 'short' })).body).toMatchObject({
      status: 400,
      msg: holdMessages.tokenRequired,
    });
  });

  it('from the dashboard: this session stays, every other ends', async () => {
    const a = await verifiedWithTwoSessions();
    await prove(t, a.token, ETH, evmWallet());
    const hold = (await profileOf(t, a.token)).holds[0]!;
    const r = await post(t.app, `/account/holds/${hold.id}/cancel`, {}, a.token);
    expect(r.body).toEqual({ status: 200, msg: holdMessages.cancelled });
    expect((await get(t.app, '/account/info', a.token)).code).toBe(200);
    expect((await get(t.app, '/account/info', a.other)).code).toBe(401);
    // Another member cannot cancel it (nor learn that it exists).
    const b = await registerMember(t.app, t.db, { verify: true });
    expect((await post(t.app, `/account/holds/${hold.id}/cancel`, {}, b.token)).code).toBe(404);
  });

  it('a wallet proven before verification answers at once, with no hold', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const w = evmWallet();
    const { res } = await prove(t, m.token, ETH, w);
    expect(res.body.msg).toBe(walletProofMessages.proven);
    expect((await profileOf(t, m.token)).holds).toEqual([]);
  });

  it('a wallet typed in after verification is not shown to payers; one from before is, as not proven', async () => {
    const m = await submitted(t);
    const before = evmWallet().address;
    const add = (address: string) =>
      post(t.app, '/account/add-wallet-address', { wallet_address: { ...ETH, address } }, m.token);
    await add(before);
    await decide(t, reviewer.token, m.submissionId, { decision: 'approve' });
    const after = evmWallet().address;
    await add(after);
    const listed = parseWalletAddresses((await answer('UUID', m.uuid))!.wallet_address);
    expect(listed).toEqual([{ ...ETH, address: before, proven: false }]);
  });
});
