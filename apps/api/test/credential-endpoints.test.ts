import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderWallet } from './setup/holder-wallet.js';
import { staff, verifiedMember } from './setup/lifecycle.js';
import { createTestApp, testDb, type TestApp } from './setup/test-app.js';

/**
 * The OID4VCI endpoints under load (issue 46): the offer's five tx_code tries hold when thirty
 * wrong codes arrive at once (3b), the token and nonce endpoints are rate limited, and expired
 * offers and nonces do not pile up (the sweep deletes them).
 */
const GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
const WRONG_TX = 'The transaction code (tx_code) is not right.';

describe('the tx_code tries', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof verifiedMember>>;
  const wallet = holderWallet(() => t.app, 'https://shop.adire.example');

  beforeAll(async () => {
    t = await createTestApp();
    member = await verifiedMember(t, (await staff(t, 'reviewer')).token);
  });
  afterAll(() => t.close());

  it(`thirty wrong tx_codes at once: five are checked, the rest refused, then the right code too (${testDb})`, async () => {
    const md = await wallet.metadata();
    const offer = await wallet.newOffer(member.token);
    const grant = { grant_type: GRANT, 'pre-authorized_code': wallet.codeOf(offer) };
    const wrong = offer.tx_code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        wallet.form(md.token_endpoint, { ...grant, tx_code: wrong }),
      ),
    );
    for (const a of answers)
      expect(a).toMatchObject({ code: 400, body: { error: 'invalid_grant' } });
    // Each try is counted where it is allowed: no two requests spend the same one.
    const checked = answers.filter((a) => a.body.error_description === WRONG_TX);
    expect(checked).toHaveLength(5);
    const row = await t.db
      .selectFrom('credential_offers')
      .select('tx_failures')
      .where('user_id', '=', member.uuid)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.tx_failures).toBe(5);
    const right = await wallet.form(md.token_endpoint, { ...grant, tx_code: offer.tx_code });
    expect(right).toMatchObject({ code: 400, body: { error: 'invalid_grant' } });
    expect(right.body.access_token).toBeUndefined();
  });

  it('the right code within the five tries still redeems the offer, once', async () => {
    const md = await wallet.metadata();
    const offer = await wallet.newOffer(member.token);
    const grant = { grant_type: GRANT, 'pre-authorized_code': wallet.codeOf(offer) };
    const wrong = offer.tx_code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await wallet.form(md.token_endpoint, { ...grant, tx_code: wrong })).body).toEqual({
        error: 'invalid_grant',
        error_description: WRONG_TX,
      });
    const ok = await wallet.form(md.token_endpoint, { ...grant, tx_code: offer.tx_code });
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
    expect(typeof ok.body.access_token).toBe('string');
    const again = await wallet.form(md.token_endpoint, { ...grant, tx_code: offer.tx_code });
    expect(again).toMatchObject({ code: 400, body: { error: 'invalid_grant' } });
    // Bad input is a 400 that says what is wrong, never a 500.
    for (const body of [
      {},
      { grant_type: GRANT },
      { grant_type: GRANT, 'pre-authorized_code': 'x'.repeat(201) },
    ]) {
      const r = await wallet.form(md.token_endpoint, body as Record<string, string>);
      expect(r.code).toBe(400);
      expect(typeof r.body.error_description).toBe('string');
    }
  });

  it('expired offers and nonces are swept; live ones stay', async () => {
    const md = await wallet.metadata();
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await wallet.postJson(md.nonce_endpoint, {})).body.c_nonce),
    );
    expect(nonces.every((n) => typeof n === 'string')).toBe(true);
    const stale = await wallet.newOffer(member.token);
    const live = await wallet.newOffer(member.token);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    // Each offer's row by its code (the URI's last part, stored hashed): two offers made in the
    // same millisecond have no order by creation time.
    const rowOf = async (uri: string) =>
      await t.db
        .selectFrom('credential_offers')
        .select('id')
        .where('code_hash', '=', createHash('sha256').update(uri.split('/').pop()!).digest('hex'))
        .executeTakeFirstOrThrow();
    const offers = [
      await rowOf(live.credential_offer_uri),
      await rowOf(stale.credential_offer_uri),
    ];
    // The stale one is made to look an hour old, as are two of the three nonces.
    const staleId = offers[1]!.id;
    await t.db
      .updateTable('credential_offers')
      .set({ expires_at: past })
      .where('id', '=', staleId)
      .execute();
    const nonceRows = await t.db.selectFrom('credential_nonces').select('nonce_hash').execute();
    const before = nonceRows.length;
    await t.db
      .updateTable('credential_nonces')
      .set({ expires_at: past })
      .where(
        'nonce_hash',
        'in',
        nonceRows.slice(0, 2).map((n) => n.nonce_hash),
      )
      .execute();

    await t.jobs.send(t.db, 'uploads-sweep', {});
    await t.jobs.drain();

    const left = await t.db.selectFrom('credential_nonces').select('expires_at').execute();
    expect(left).toHaveLength(before - 2);
    expect(left.every((n) => n.expires_at > new Date().toISOString())).toBe(true);
    const ids = (
      await t.db
        .selectFrom('credential_offers')
        .select('id')
        .where('user_id', '=', member.uuid)
        .execute()
    ).map((o) => o.id);
    expect(ids).not.toContain(staleId);
    expect(ids).toContain(offers[0]!.id);
    // The live offer still works: the sweep took only what had ended.
    expect((await wallet.fetchJson(live.credential_offer_uri)).code).toBe(200);
    expect((await wallet.fetchJson(stale.credential_offer_uri)).code).toBe(404);
  });
});

describe('rate limits of the public OID4VCI endpoints', () => {
  let t: TestApp;
  const wallet = holderWallet(() => t.app, 'https://shop.adire.example');

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  it('the token endpoint answers 429 in OAuth’s shape once an address tries too often', async () => {
    const md = await wallet.metadata();
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof wallet.form>> | undefined;
    for (let i = 0; i < 25; i++) {
      last = await wallet.form(md.token_endpoint, {
        grant_type: GRANT,
        'pre-authorized_code': `guess-${i}`,
        tx_code: '123456',
      });
      codes.push(last.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(last!.body.error).toBe('slow_down');
    expect(typeof last!.body.error_description).toBe('string');
  });

  it('the nonce endpoint stops writing rows for an address that asks too often', async () => {
    const md = await wallet.metadata();
    const before = (await t.db.selectFrom('credential_nonces').select('nonce_hash').execute())
      .length;
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await wallet.postJson(md.nonce_endpoint, {})).code);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const after = (await t.db.selectFrom('credential_nonces').select('nonce_hash').execute())
      .length;
    expect(after - before).toBe(30);
  });
});
