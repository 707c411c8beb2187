import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseWalletAddresses,
  verificationMessages,
  walletMessages,
  type LookupsOfMe,
  type MemberProfile,
  type VerificationResult,
} from '@vouch/contracts';
import { SEARCHES_PER_MEMBER_PER_HOUR } from '../src/modules/verification/service.js';
import { get, post, registerMember } from './setup/members.js';
import { proveNumbers } from './setup/numbers.js';
import { operator } from '../src/modules/lifecycle/index.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { evmWallet, tronWallet } from './setup/wallet-keys.js';
import { prove } from './setup/wallets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TRC20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

const addWallet = (token: string, w: { token: string; network: string; address: string }) =>
  post(t.app, '/account/add-wallet-address', { wallet_address: w }, token);
const search = (token: string, search_by: string, search_value: string) =>
  post(t.app, '/verification/check-verification', { search_by, search_value }, token);

/**
 * A member made VERIFIED by the operator, who proved both numbers by code (a lookup by number
 * finds only proven numbers: number-proofs.test.ts). `before` runs before the verification, as
 * wallets proven then answer at once (proven after, they are held: identifier-holds.test.ts).
 */
async function verifiedMember(
  overrides = {},
  before: (m: { token: string }) => Promise<unknown> = async () => undefined,
) {
  const m = await registerMember(t.app, t.db, { verify: true, overrides });
  const uuid = ((await get(t.app, '/account/info', m.token)).body.msg as MemberProfile).uuid;
  await before(m);
  await t.lifecycle.forceStatus(uuid, 'VERIFIED', operator);
  await proveNumbers(t, m);
  return { ...m, uuid };
}

describe('wallet addresses', () => {
  it('adds valid addresses of each kind and shows them in account info', async () => {
    const m = await registerMember(t.app, t.db);
    for (const w of [
      { token: 'usdt', network: 'trc20', address: TRC20 },
      { token: 'btc', network: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { token: 'btc', network: 'bitcoin', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
      { token: 'btc', network: 'bitcoin', address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' },
      { token: 'eth', network: 'ethereum', address: ETH },
      { token: 'usdt', network: 'erc20', address: ETH.toLowerCase() },
    ]) {
      expect((await addWallet(m.token, w)).body, w.address).toEqual({
        status: 200,
        msg: walletMessages.added,
      });
    }
    const info = (await get(t.app, '/account/info', m.token)).body.msg as MemberProfile;
    expect(parseWalletAddresses(info.wallet_address).map((w) => w.address)).toEqual([
      TRC20,
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      ETH,
      ETH,
    ]);
  });

  it.each([
    [{ token: '', network: '', address: '' }, 'wallet_address.token', walletMessages.tokenRequired],
    [
      { token: 'usdt', network: '', address: TRC20 },
      'wallet_address.network',
      walletMessages.networkRequired,
    ],
    [
      { token: 'usdt', network: 'bitcoin', address: TRC20 },
      'wallet_address.network',
      walletMessages.networkRequired,
    ],
    [
      { token: 'usdt', network: 'trc20', address: '   ' },
      'wallet_address.address',
      walletMessages.addressRequired,
    ],
    [
      { token: 'btc', network: 'bitcoin', address: '2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' },
      'wallet_address.address',
      walletMessages.invalidBitcoin,
    ],
    [
      { token: 'eth', network: 'ethereum', address: '0x123' },
      'wallet_address.address',
      walletMessages.invalidEthereum,
    ],
    [
      { token: 'usdt', network: 'trc20', address: 'T0a2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
      'wallet_address.address',
      walletMessages.invalidTrc20,
    ],
  ])('refuses %j with the spec message', async (w, field, msg) => {
    const m = await registerMember(t.app, t.db);
    const r = await addWallet(m.token, w);
    expect(r.code).toBe(400);
    expect(r.body.errors?.[field]).toBe(msg);
    expect(
      ((await get(t.app, '/account/info', m.token)).body.msg as MemberProfile).wallet_address,
    ).toBeNull();
  });

  it('refuses the same address twice on the same network (case-insensitive for 0x addresses)', async () => {
    const m = await registerMember(t.app, t.db);
    await addWallet(m.token, { token: 'eth', network: 'ethereum', address: ETH });
    const again = await addWallet(m.token, {
      token: 'eth',
      network: 'ethereum',
      address: ETH.toLowerCase(),
    });
    expect(again.body).toMatchObject({ status: 409, msg: walletMessages.duplicate });
    // The same address on another network is another wallet.
    expect((await addWallet(m.token, { token: 'usdt', network: 'erc20', address: ETH })).code).toBe(
      200,
    );
  });
});

describe('check verification', () => {
  it('finds a VERIFIED member by each search type, in any common form, with only what the screen shows', async () => {
    // Only proven addresses answer a lookup (wallets.test.ts has the whole proof path).
    const tron = tronWallet();
    const eth = evmWallet();
    const a = await verifiedMember(
      {
        wechat_id: 'Amaka_WX',
        phone_number: '0803 123 4567',
        whatsapp_number: '+234 805 765 4321',
      },
      async (m) => {
        await prove(t, m.token, { token: 'usdt', network: 'trc20' }, tron);
        await prove(t, m.token, { token: 'eth', network: 'ethereum' }, eth);
      },
    );
    const b = await registerMember(t.app, t.db, { verify: true });
    for (const [by, value] of [
      ['PHONE_NUMBER', '+234-803-123-4567'],
      ['PHONE_NUMBER', '2348031234567'],
      ['PHONE_NUMBER', '08031234567'],
      ['WHATSAPP_NUMBER', '08057654321'],
      ['WHATSAPP_NUMBER', '234 805 765 4321'],
      ['EMAIL_ADDRESS', a.email.toUpperCase()],
      ['UUID', a.uuid.toUpperCase()],
      ['WALLET_ADDRESS', eth.address.toLowerCase()],
      ['WALLET_ADDRESS', tron.address],
      ['WECHAT_ID', 'amaka_wx'],
    ]) {
      const r = await search(b.token, by!, value!);
      expect(r.code, `${by} ${value}`).toBe(200);
      const result = (r.body.msg as { search: VerificationResult[] }).search;
      expect(result).toHaveLength(1);
      // Verified without a business (issue 17): an individual's answer has no business_name.
      expect(Object.keys(result[0]!).sort()).toEqual([
        'applicant_type',
        'kyc_tier',
        'last_name',
        'matched_by',
        'verified_since',
        'wallet_address',
      ]);
      expect(result[0]!.matched_by.search_by).toBe(by);
      expect(result[0]!.applicant_type).toBe('individual');
      expect(result[0]!.last_name).toBe('Okafor');
      expect(parseWalletAddresses(result[0]!.wallet_address)).toHaveLength(2);
    }
  });

  it('answers identically for an unverified member and for no member at all', async () => {
    const c = await registerMember(t.app, t.db, {
      verify: true,
      overrides: { phone_number: '0809 999 1234' },
    });
    const b = await registerMember(t.app, t.db, { verify: true });
    const unverified = await search(b.token, 'PHONE_NUMBER', '08099991234');
    const stranger = await search(b.token, 'PHONE_NUMBER', '08011112222');
    const bad = await search(b.token, 'UUID', 'not-a-uuid');
    expect(unverified.body).toMatchObject({ status: 404, msg: verificationMessages.notVerified });
    expect(stranger.body).toEqual(unverified.body);
    expect(bad.body).toEqual(unverified.body);
    expect(c.email).toBeTruthy();
  });

  it('validates the query and needs a session', async () => {
    const b = await registerMember(t.app, t.db);
    expect((await search(b.token, 'PHONE_NUMBER', '  ')).body.msg).toBe(
      verificationMessages.searchValueRequired,
    );
    expect((await search(b.token, 'SHOE_SIZE', '42')).body.msg).toBe(
      verificationMessages.searchTypeRequired,
    );
    expect(
      (
        await post(t.app, '/verification/check-verification', {
          search_by: 'UUID',
          search_value: 'x',
        })
      ).code,
    ).toBe(401);
  });

  it('records every lookup without the value, and tells a member how often they were looked up', async () => {
    const a = await verifiedMember({ phone_number: '0803 555 0000' });
    const b = await registerMember(t.app, t.db, { verify: true });
    await search(b.token, 'PHONE_NUMBER', '08035550000');
    await search(b.token, 'EMAIL_ADDRESS', a.email);
    await search(b.token, 'EMAIL_ADDRESS', 'nobody@example.com');
    const rows = await t.db.selectFrom('verification_lookups').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('08035550000');
    expect(JSON.stringify(rows)).not.toContain('nobody@example.com');
    const mine = (await get(t.app, '/verification/lookups-of-me', a.token)).body.msg as LookupsOfMe;
    expect(mine.count).toBe(2);
    expect(mine.recent.map((r) => r.search_by).sort()).toEqual(['EMAIL_ADDRESS', 'PHONE_NUMBER']);
    expect(JSON.stringify(mine)).not.toContain(b.email);
  });

  it(`stops a member after ${SEARCHES_PER_MEMBER_PER_HOUR} searches an hour with a clear 429`, async () => {
    const b = await registerMember(t.app, t.db, { verify: true });
    for (let i = 0; i < SEARCHES_PER_MEMBER_PER_HOUR; i++) {
      expect(
        (await search(b.token, 'PHONE_NUMBER', `0803000${String(i).padStart(4, '0')}`)).code,
      ).toBe(404);
    }
    const r = await search(b.token, 'PHONE_NUMBER', '08031234567');
    expect(r.body).toMatchObject({ status: 429, msg: verificationMessages.tooManySearches });
  });

  it('stops an IP after 60 searches an hour with the same message', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const members = await Promise.all(
        [1, 2, 3].map(() => registerMember(limited.app, limited.db, { verify: true })),
      );
      let last = 0;
      for (let i = 0; i < 61; i++) {
        const m = members[i % 3]!;
        const r = await post(
          limited.app,
          '/verification/check-verification',
          { search_by: 'UUID', search_value: 'x' },
          m.token,
        );
        last = r.code;
        if (i === 60)
          expect(r.body).toMatchObject({ status: 429, msg: verificationMessages.tooManySearches });
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
