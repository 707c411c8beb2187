import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KYC_PAYMENT_REASON,
  paymentMessages,
  type MemberProfile,
  type PaymentCheckout,
  type OrganisationBalance,
  type TopUpStarted,
  type Transaction,
} from '@vouch/contracts';
import { ownerWithOrganisation } from './setup/business.js';
import { startFakeFlutterwave } from './setup/fake-flutterwave.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

const SECRET = 'FLWSECK_TEST-abc123';
const HASH = 'our-webhook-secret-hash-123';
let fw: Awaited<ReturnType<typeof startFakeFlutterwave>>;
let t: TestApp;

beforeAll(async () => {
  fw = await startFakeFlutterwave(SECRET);
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-xyz',
      FLUTTERWAVE_SECRET_KEY: SECRET,
      FLUTTERWAVE_WEBHOOK_HASH: HASH,
      FLUTTERWAVE_BASE_URL: fw.baseUrl,
      PAYMENT_TIMEOUT_MS: '500',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fw.close();
});

async function newPayer() {
  const m = await registerMember(t.app, t.db, { verify: true });
  const r = await post(t.app, '/transaction/initiate-payment', {}, m.token);
  return { ...m, checkout: r.body.msg as PaymentCheckout };
}

const confirm = (token: string, ref: string) =>
  post(
    t.app,
    '/transaction/create-new-transaction',
    {
      ref_number: ref,
      amount: 5000,
      reason: KYC_PAYMENT_REASON,
      payment_type: 'CARD',
      status: 'paid',
    },
    token,
  );

const webhook = (ref: string, hash = HASH) =>
  post(
    t.app,
    '/transaction/webhooks/flutterwave',
    {
      event: 'charge.completed',
      data: { id: 1, tx_ref: ref, status: 'successful', amount: 5000, currency: 'NGN' },
    },
    undefined,
    { 'verif-hash': hash },
  );

const statusOf = async (token: string) =>
  ((await get(t.app, '/account/info', token)).body.msg as MemberProfile).status;

async function receipts(email: string) {
  await new Promise((r) => setTimeout(r, 150));
  return t.db
    .selectFrom('dev_outbox')
    .select('id')
    .where('to_address', '=', email)
    .where('subject', 'like', 'Receipt%')
    .execute();
}

describe('Flutterwave adapter against a local fake of its API', () => {
  it('gives the checkout the public key, never the secret, and opens the CSP for its script', async () => {
    const p = await newPayer();
    expect(p.checkout).toMatchObject({ provider: 'flutterwave', public_key: 'FLWPUBK_TEST-xyz' });
    expect(JSON.stringify(p.checkout)).not.toContain(SECRET);
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain('https://checkout.flutterwave.com');
  });

  it('counts a payment the API confirms as successful, in NGN, of at least the fee', async () => {
    const p = await newPayer();
    fw.charges.set(p.checkout.ref_number, {
      status: 'successful',
      amount: 5000,
      currency: 'NGN',
      payment_type: 'bank_transfer',
    });
    const r = await confirm(p.token, p.checkout.ref_number);
    expect(r.body.msg).toMatchObject({ status: 'paid', payment_type: 'BANK_TRANSFER' });
    expect(await statusOf(p.token)).toBe('KYC_IN_PROGRESS');
  });

  it.each([
    ['a smaller amount', { status: 'successful', amount: 4999.99, currency: 'NGN' }],
    ['another currency', { status: 'successful', amount: 5000, currency: 'USD' }],
    [
      'another reference',
      { status: 'successful', amount: 5000, currency: 'NGN', tx_ref: 'VCH-SOMEONE-ELSE' },
    ],
    ['a failed charge', { status: 'failed', amount: 5000, currency: 'NGN' }],
  ] as const)('does not count %s', async (_name, charge) => {
    const p = await newPayer();
    fw.charges.set(p.checkout.ref_number, { ...charge });
    const r = await confirm(p.token, p.checkout.ref_number);
    expect((r.body.msg as Transaction).status).toBe('failed');
    expect(await statusOf(p.token)).toBe('KYC_REQUIREMENT');
  });

  it('does not believe the client when the provider has no such payment', async () => {
    const p = await newPayer();
    const r = await confirm(p.token, p.checkout.ref_number);
    expect((r.body.msg as Transaction).status).toBe('pending');
    expect(await statusOf(p.token)).toBe('KYC_REQUIREMENT');
  });

  it('refuses a webhook with a wrong or missing secret hash, changing nothing', async () => {
    const p = await newPayer();
    fw.charges.set(p.checkout.ref_number, { status: 'successful', amount: 5000, currency: 'NGN' });
    const before = fw.calls.length;
    expect((await webhook(p.checkout.ref_number, 'not-the-hash')).body).toMatchObject({
      status: 401,
      msg: paymentMessages.webhookRejected,
    });
    const none = await post(t.app, '/transaction/webhooks/flutterwave', {
      data: { tx_ref: p.checkout.ref_number },
    });
    expect(none.code).toBe(401);
    expect(fw.calls.length).toBe(before);
    expect(await statusOf(p.token)).toBe('KYC_REQUIREMENT');
  });

  it('ten copies of the webhook at once, with the browser confirming too: one payment, one receipt', async () => {
    const p = await newPayer();
    fw.charges.set(p.checkout.ref_number, { status: 'successful', amount: 5000, currency: 'NGN' });
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(p.checkout.ref_number)),
      confirm(p.token, p.checkout.ref_number),
    ]);
    expect(results.map((r) => r.code)).toEqual(Array(11).fill(200));
    expect(await statusOf(p.token)).toBe('KYC_IN_PROGRESS');
    expect(await receipts(p.email)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('transactions')
      .select('status')
      .where('ref_number', '=', p.checkout.ref_number)
      .execute();
    expect(rows).toEqual([{ status: 'paid' }]);
  });

  it('a webhook that is authentic but whose body lies is checked against the API', async () => {
    const p = await newPayer();
    // The body says successful; the API knows nothing of it.
    expect((await webhook(p.checkout.ref_number)).code).toBe(200);
    expect(await statusOf(p.token)).toBe('KYC_REQUIREMENT');
  });

  it.each(['slow', 'broken'] as const)(
    'when the provider is %s: a clear message, nothing recorded as paid, and a later retry works',
    async (mode) => {
      const p = await newPayer();
      fw.charges.set(p.checkout.ref_number, {
        status: 'successful',
        amount: 5000,
        currency: 'NGN',
      });
      fw.setMode(mode);
      try {
        const r = await confirm(p.token, p.checkout.ref_number);
        expect(r.body).toMatchObject({ status: 502, msg: paymentMessages.providerUnavailable });
        const wh = await webhook(p.checkout.ref_number);
        expect(wh.code).toBe(502); // so the provider delivers the webhook again later
        expect(await statusOf(p.token)).toBe('KYC_REQUIREMENT');
      } finally {
        fw.setMode('normal');
      }
      const retry = await confirm(p.token, p.checkout.ref_number);
      expect((retry.body.msg as Transaction).status).toBe('paid');
      expect(await statusOf(p.token)).toBe('KYC_IN_PROGRESS');
    },
  );

  it('a business tops up its balance through Flutterwave: credited once, for what Flutterwave confirms', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Flutter Top-up');
    const base = `/business/organisations/${org.id}/balance`;
    const started = await post(t.app, `${base}/top-ups`, { amount_ngn: 25000 }, owner.token);
    const topUp = started.body.msg as TopUpStarted;
    // The inline checkout's settings: the public key, never the secret; the owner pays.
    expect(topUp).toMatchObject({
      provider: 'flutterwave',
      public_key: 'FLWPUBK_TEST-xyz',
      amount_ngn: 25000,
      customer: { email: owner.email },
    });
    expect(JSON.stringify(topUp)).not.toContain(SECRET);
    const confirmTopUp = () =>
      post(t.app, `${base}/top-ups/${topUp.reference}/confirm`, {}, owner.token);

    // Not paid yet (or paid less): nothing is credited, whatever the browser says.
    expect((await confirmTopUp()).code).toBe(402);
    fw.charges.set(topUp.reference, { status: 'successful', amount: 24999, currency: 'NGN' });
    expect((await confirmTopUp()).code).toBe(402);
    fw.charges.set(topUp.reference, { status: 'successful', amount: 25000, currency: 'NGN' });
    const paid = await confirmTopUp();
    expect((paid.body.msg as OrganisationBalance).balance_ngn).toBe(25000);
    // A second confirmation (another tab, a retry) adds nothing.
    expect(((await confirmTopUp()).body.msg as OrganisationBalance).balance_ngn).toBe(25000);
  });
});
