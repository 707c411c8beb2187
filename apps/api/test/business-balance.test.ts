import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceMessages,
  KYC_FEE_KOBO,
  type OrganisationBalance,
  type TopUpStarted,
} from '@vouch/contracts';
import {
  businessLookup,
  callApi,
  fundOrganisation,
  keyOf,
  liveOrganisation,
  problemOf,
} from './setup/business.js';
import { runVouch } from './setup/cli.js';
import { staff } from './setup/lifecycle.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 47: live lookups and live sessions draw on an organisation's prepaid balance. Empty, they
 * are refused with a problem (test mode stays free); the owners are mailed once when a lookup
 * takes it below the line; the operator credits a bank transfer once per reference; owners top
 * up through the payment provider (the sandbox here), credited only once the provider confirms.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staff>>;

beforeAll(async () => {
  // A lookup costs ₦100; the owners hear below ₦20,000.
  t = await createTestApp({
    env: { BUSINESS_PRICE_LOOKUP_NGN: '100', BUSINESS_LOW_BALANCE_NGN: '20000' },
  });
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

const balancePath = (orgId: string) => `/business/organisations/${orgId}/balance`;
const balanceOf = async (orgId: string, token: string) => {
  const r = await get(t.app, balancePath(orgId), token);
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body.msg as OrganisationBalance;
};
const newSession = (key: string) =>
  callApi(t.app, '/verification-sessions', {
    key,
    body: {
      reference: 'loan-1',
      redirect_url: 'https://shop.adire.example/back',
      claims: ['first_name'],
      purpose: 'A loan',
    },
  });
const usageRows = (orgId: string) =>
  t.db
    .selectFrom('business_usage')
    .select('id')
    .where('organisation_id', '=', orgId)
    .where('mode', '=', 'live')
    .execute();

describe('the prepaid balance', () => {
  it('empty: live lookups and live sessions are refused with balance-too-low, nothing recorded; test mode is free', async () => {
    const o = await liveOrganisation(t, admin.token, 'Empty Purse', { fund: false });
    await o.fresh();
    const live = await keyOf(t, o.owner.token, o.org.id, 'live', ['lookups', 'sessions']);
    const test = await keyOf(t, o.owner.token, o.org.id, 'test', ['lookups', 'sessions']);

    const lookup = await businessLookup(t.app, live.key, 'UUID', 'x');
    expect(lookup.code).toBe(402);
    expect(problemOf(lookup)).toMatchObject({
      code: 'balance-too-low',
      status: 402,
      detail: balanceMessages.tooLowForLookup,
    });
    expect(await usageRows(o.org.id)).toEqual([]);
    const session = await newSession(live.key);
    expect(session.code).toBe(402);
    expect(problemOf(session).detail).toBe(balanceMessages.tooLowForSession('₦5,000.00'));
    expect(
      await t.db
        .selectFrom('verification_sessions')
        .select('id')
        .where('organisation_id', '=', o.org.id)
        .execute(),
    ).toEqual([]);
    expect((await businessLookup(t.app, test.key, 'UUID', 'x')).code).toBe(200);
    expect((await newSession(test.key)).code).toBe(200);
    expect(await balanceOf(o.org.id, o.owner.token)).toMatchObject({
      balance_ngn: 0,
      lookups_refused: true,
      sessions_refused: true,
      prices: { lookup_ngn: 100, verification_ngn: KYC_FEE_KOBO / 100 },
    });
    // Another member does not see that the organisation exists.
    const stranger = await registerMember(t.app, t.db, { verify: true });
    expect((await get(t.app, balancePath(o.org.id), stranger.token)).code).toBe(404);
  });

  it('credited once per reference; each live lookup draws ₦100; the owners are mailed once below the line', async () => {
    const o = await liveOrganisation(t, admin.token, 'Thin Purse', { fund: false });
    await o.fresh();
    const live = await keyOf(t, o.owner.token, o.org.id, 'live', ['lookups', 'sessions']);
    expect(await fundOrganisation(t, o.org.id, 20_100, 'TRF-001')).toContain('₦20,100 credited');
    // The same reference again adds nothing.
    expect(await fundOrganisation(t, o.org.id, 20_100, 'TRF-001')).toContain('nothing added');
    expect((await balanceOf(o.org.id, o.owner.token)).balance_ngn).toBe(20_100);
    expect((await newSession(live.key)).code).toBe(200);

    // ₦20,000: at the line, no mail yet; ₦19,900: below it, one mail; ₦19,800: no second one.
    expect((await businessLookup(t.app, live.key, 'UUID', 'x')).code).toBe(200);
    expect((await businessLookup(t.app, live.key, 'UUID', 'x')).code).toBe(200);
    expect((await businessLookup(t.app, live.key, 'UUID', 'x')).code).toBe(200);
    const summary = await balanceOf(o.org.id, o.owner.token);
    expect(summary).toMatchObject({ balance_ngn: 19_800, lookups_refused: false });
    expect(summary.credits).toMatchObject([
      { amount_ngn: 20_100, source: 'operator', reference: 'TRF-001', status: 'credited' },
    ]);
    const mail = await waitForMail(t.db, o.owner.email, 'balance is running low');
    expect(mail.text_body).toContain('₦19,900.00');
    await t.jobs.drain();
    const mails = await t.db
      .selectFrom('dev_outbox')
      .select('subject')
      .where('subject', 'like', '%running low%')
      .execute();
    expect(mails.filter((m) => m.subject.includes('Thin Purse'))).toHaveLength(1);
    expect(await usageRows(o.org.id)).toHaveLength(3);

    // A bad command changes nothing.
    const bad = await runVouch(t.config, [
      'credit-business',
      '--id',
      o.org.id,
      '--amount-ngn',
      '-5',
    ]);
    expect(bad.code).toBe(2);
    const unknown = await runVouch(t.config, [
      'credit-business',
      '--id',
      'org_nobody',
      '--amount-ngn',
      '5',
      '--reference',
      'x',
    ]);
    expect([unknown.code, unknown.stderr]).toEqual([1, 'org_nobody: No such organisation.\n']);
    expect((await balanceOf(o.org.id, o.owner.token)).balance_ngn).toBe(19_800);
  });

  it('owners top up through the payment provider: a failed payment adds nothing, a paid one once', async () => {
    const o = await liveOrganisation(t, admin.token, 'Top Up', { fund: false });
    const base = balancePath(o.org.id);
    expect((await post(t.app, `${base}/top-ups`, { amount_ngn: 4_999 }, o.owner.token)).code).toBe(
      400,
    );
    const started = await post(t.app, `${base}/top-ups`, { amount_ngn: 50_000 }, o.owner.token);
    expect(started.code, JSON.stringify(started.body)).toBe(200);
    const { reference, provider } = started.body.msg as TopUpStarted;
    expect(provider).toBe('sandbox');
    // Asked before anything was paid: nothing.
    const early = await post(t.app, `${base}/top-ups/${reference}/confirm`, {}, o.owner.token);
    expect([early.code, early.body.msg]).toEqual([402, balanceMessages.notPaid]);
    const failed = await post(
      t.app,
      `${base}/top-ups/${reference}/sandbox`,
      { outcome: 'failed' },
      o.owner.token,
    );
    expect(failed.code).toBe(402);
    expect((await balanceOf(o.org.id, o.owner.token)).balance_ngn).toBe(0);
    const paid = await post(
      t.app,
      `${base}/top-ups/${reference}/sandbox`,
      { outcome: 'successful' },
      o.owner.token,
    );
    expect(paid.code, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body.msg as OrganisationBalance).balance_ngn).toBe(50_000);
    // Confirmed again (a second tab, a retry): credited once.
    const again = await post(t.app, `${base}/top-ups/${reference}/confirm`, {}, o.owner.token);
    expect((again.body.msg as OrganisationBalance).balance_ngn).toBe(50_000);
    expect((again.body.msg as OrganisationBalance).credits).toMatchObject([
      { amount_ngn: 50_000, source: 'payment', status: 'credited' },
    ]);
    // Another organisation's reference, or none: not found.
    const other = await liveOrganisation(t, admin.token, 'Other', { fund: false });
    expect(
      (
        await post(
          t.app,
          `${balancePath(other.org.id)}/top-ups/${reference}/confirm`,
          {},
          other.owner.token,
        )
      ).code,
    ).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', o.org.id)
      .execute();
    expect(audit.filter((a) => a.action === 'business.balance_credited')).toHaveLength(1);

    // A top-up paid by bank transfer quoting its reference: the operator credits that one, for
    // its amount, and nobody else's.
    const transfer = (await post(t.app, `${base}/top-ups`, { amount_ngn: 10_000 }, o.owner.token))
      .body.msg as TopUpStarted;
    const credit = (id: string, naira: number) =>
      runVouch(t.config, [
        'credit-business',
        '--id',
        id,
        '--amount-ngn',
        String(naira),
        '--reference',
        transfer.reference,
      ]);
    expect((await credit(other.org.id, 10_000)).stderr).toContain('another organisation’s');
    expect((await credit(o.org.id, 9_000)).stderr).toContain('a top-up of ₦10,000.00');
    expect((await credit(o.org.id, 10_000)).stdout).toContain('₦10,000 credited');
    expect((await credit(o.org.id, 10_000)).stdout).toContain('nothing added');
    expect((await balanceOf(o.org.id, o.owner.token)).balance_ngn).toBe(60_000);
  });

  it('a session refused for the balance is not kept under its Idempotency-Key: funded, the same key runs it', async () => {
    const o = await liveOrganisation(t, admin.token, 'Retry Later', { fund: false });
    await o.fresh();
    const live = await keyOf(t, o.owner.token, o.org.id, 'live', ['sessions']);
    const send = () =>
      callApi(t.app, '/verification-sessions', {
        key: live.key,
        headers: { 'idempotency-key': 'order-77' },
        body: {
          reference: 'order-77',
          redirect_url: 'https://shop.adire.example/back',
          claims: ['first_name'],
          purpose: 'A loan',
        },
      });
    expect((await send()).code).toBe(402);
    await fundOrganisation(t, o.org.id, 10_000);
    const made = await send();
    expect(made.code, made.text).toBe(200);
    expect((await send()).headers['idempotent-replayed']).toBe('true');
  });
});
