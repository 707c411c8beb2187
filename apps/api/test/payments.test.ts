import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KYC_PAYMENT_REASON,
  paymentMessages,
  type MemberProfile,
  type PaymentCheckout,
  type Transaction,
} from '@vouch/contracts';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every row of the member's, listed or not, as [ref, status], oldest first. */
async function allRows(email: string) {
  const rows = await t.db
    .selectFrom('transactions')
    .innerJoin('users', 'users.id', 'transactions.user_id')
    .select(['transactions.ref_number', 'transactions.status'])
    .where('users.email_bidx', '=', emailIndex(t, email))
    .orderBy('transactions.created_at')
    .execute();
  return rows.map((r) => [r.ref_number, r.status]);
}

async function paidStatus(token: string) {
  return ((await get(t.app, '/account/info', token)).body.msg as MemberProfile).status;
}

async function initiate(token: string, body: object = {}) {
  const r = await post(t.app, '/transaction/initiate-payment', body, token);
  expect(r.code).toBe(200);
  return r.body.msg as PaymentCheckout;
}

async function confirm(token: string, ref: string, status = 'paid') {
  return post(
    t.app,
    '/transaction/create-new-transaction',
    { ref_number: ref, amount: 5000, reason: KYC_PAYMENT_REASON, payment_type: 'OTHER', status },
    token,
  );
}

async function payInSandbox(
  token: string,
  ref: string,
  outcome: 'successful' | 'failed',
  method = 'card',
) {
  return post(t.app, '/sandbox/checkout/complete', { ref_number: ref, method, outcome }, token);
}

async function list(token: string, sort_by: 'ASC' | 'DESC' = 'ASC') {
  const r = await post(
    t.app,
    '/transaction/fetch-user-transaction',
    { sort_by, sort_by_date: 'ALL_TIME', start: 0, limit: 50 },
    token,
  );
  expect(r.code).toBe(200);
  return r.body.msg as Transaction[];
}

describe('paying the KYC fee (sandbox provider)', () => {
  it('the server sets the reference and the 5,000 NGN amount', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const c = await initiate(m.token);
    expect(c).toMatchObject({
      provider: 'sandbox',
      amount: 5000,
      currency: 'NGN',
      reason: KYC_PAYMENT_REASON,
      payment_method: 'card',
      payment_options: 'card, banktransfer, ussd',
      public_key: null,
      customer: { email: m.email, name: 'Adaeze Okafor', phone_number: m.payload.phone_number },
    });
    expect(c.ref_number).toMatch(/^VCH-/);
    expect(await allRows(m.email)).toEqual([[c.ref_number, 'pending']]);
    // An open checkout is not a payment yet: the member's list stays empty.
    expect(await list(m.token)).toEqual([]);
  });

  it('the checkout opens on the method chosen on the KYC page; a wrong one is refused', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const bank = await initiate(m.token, { payment_method: 'banktransfer' });
    expect(bank).toMatchObject({
      payment_method: 'banktransfer',
      payment_options: 'banktransfer, card, ussd',
    });
    // The same open checkout, opened on the method chosen now.
    const ussd = await initiate(m.token, { payment_method: 'ussd' });
    expect(ussd).toMatchObject({
      ref_number: bank.ref_number,
      payment_method: 'ussd',
      payment_options: 'ussd, card, banktransfer',
    });
    const bad = await post(
      t.app,
      '/transaction/initiate-payment',
      { payment_method: 'crypto' },
      m.token,
    );
    expect(bad.body).toMatchObject({ status: 400, msg: 'Choose Card, Bank Transfer or USSD' });
    // The refused request opened no checkout.
    expect(await allRows(m.email)).toHaveLength(1);
  });

  it("abandoned checkouts leave no row in the member's transactions, only the paid fee", async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    // Seven checkouts opened and closed without paying, as in the issue, then one paid.
    for (let i = 0; i < 7; i++) {
      const c = await initiate(m.token);
      await confirm(m.token, c.ref_number, 'cancelled');
    }
    const paid = await initiate(m.token, { payment_method: 'ussd' });
    await payInSandbox(m.token, paid.ref_number, 'successful', 'ussd');
    await confirm(m.token, paid.ref_number);
    const rows = await list(m.token, 'DESC');
    expect(rows.map((x) => [x.ref_number, x.status, x.payment_type])).toEqual([
      [paid.ref_number, 'paid', 'USSD'],
    ]);
    // Kept for reconciliation and audit, just not shown.
    expect((await allRows(m.email)).filter(([, s]) => s === 'cancelled')).toHaveLength(7);
  });

  it('a confirmed payment makes the member KYC_IN_PROGRESS, records it once and e-mails a receipt', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const c = await initiate(m.token);
    const pay = await payInSandbox(m.token, c.ref_number, 'successful', 'banktransfer');
    expect(pay.body.msg).toEqual({ status: 'successful' });
    const r = await confirm(m.token, c.ref_number);
    expect(r.code).toBe(200);
    expect(r.body.msg).toMatchObject({
      ref_number: c.ref_number,
      status: 'paid',
      amount: 5000,
      payment_type: 'BANK_TRANSFER',
      reason: KYC_PAYMENT_REASON,
    });
    const tx = r.body.msg as Transaction;
    expect(tx.create_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tx.create_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(await paidStatus(m.token)).toBe('KYC_IN_PROGRESS');
    const mail = await waitForMail(t.db, m.email, 'Receipt');
    expect(mail.text_body).toContain(c.ref_number);
    expect(mail.text_body).toContain('₦5,000.00');
    // Asked again: already paid, never asked to pay twice.
    const again = await post(t.app, '/transaction/initiate-payment', {}, m.token);
    expect(again.body).toMatchObject({ status: 409, msg: paymentMessages.alreadyPaid });
    // Confirming again changes nothing and sends no second receipt.
    await confirm(m.token, c.ref_number);
    await new Promise((r) => setTimeout(r, 100));
    const receipts = await t.db
      .selectFrom('dev_outbox')
      .select('id')
      .where('to_address', '=', m.email)
      .where('subject', 'like', 'Receipt%')
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('one open checkout per member: three initiates at once answer one reference (issue 31)', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const answers = await Promise.all(
      ['card', 'banktransfer', 'ussd'].map((payment_method) =>
        post(t.app, '/transaction/initiate-payment', { payment_method }, m.token),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200]);
    const refs = new Set(answers.map((a) => (a.body.msg as PaymentCheckout).ref_number));
    expect(refs.size).toBe(1);
    const [ref] = [...refs];
    expect(await allRows(m.email)).toEqual([[ref, 'pending']]);
    // Paid once, the fee is paid; there is nothing else to pay.
    await payInSandbox(m.token, ref!, 'successful');
    await confirm(m.token, ref!);
    expect((await post(t.app, '/transaction/initiate-payment', {}, m.token)).code).toBe(409);
  });

  it('a second attempt answers the open checkout; a cancelled or failed one makes way for a new one', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const first = await initiate(m.token);
    expect((await initiate(m.token)).ref_number).toBe(first.ref_number);
    await confirm(m.token, first.ref_number, 'cancelled');
    const second = await initiate(m.token);
    expect(second.ref_number).not.toBe(first.ref_number);
    await payInSandbox(m.token, second.ref_number, 'failed');
    const third = await initiate(m.token);
    expect(third.ref_number).not.toBe(second.ref_number);
    expect(await allRows(m.email)).toEqual([
      [first.ref_number, 'cancelled'],
      [second.ref_number, 'failed'],
      [third.ref_number, 'pending'],
    ]);
  });

  it('a new attempt asks about the open one: paid at the provider stops it', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const next = await initiate(m.token);
    // Paid at the provider but never confirmed by the browser (tab closed): found, not charged twice.
    await payInSandbox(m.token, next.ref_number, 'successful');
    await new Promise((r) => setTimeout(r, 100));
    await t.db
      .updateTable('transactions')
      .set({ status: 'pending' })
      .where('ref_number', '=', next.ref_number)
      .execute();
    // As if the member's status had never moved (what a crash left before the lifecycle).
    await sql`update users set status = 'KYC_REQUIREMENT' where email_bidx = ${emailIndex(t, m.email)}`.execute(
      t.db,
    );
    const third = await post(t.app, '/transaction/initiate-payment', {}, m.token);
    expect(third.body).toMatchObject({ status: 409, msg: paymentMessages.alreadyPaid });
  });

  it('a forged "paid" status from the client is not believed', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const c = await initiate(m.token);
    const r = await confirm(m.token, c.ref_number, 'paid');
    expect((r.body.msg as Transaction).status).toBe('pending');
    expect(await paidStatus(m.token)).toBe('KYC_REQUIREMENT');
  });

  it('a failed payment leaves the member unpaid; a later successful retry counts', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const c = await initiate(m.token);
    await payInSandbox(m.token, c.ref_number, 'failed');
    expect(((await confirm(m.token, c.ref_number, 'failed')).body.msg as Transaction).status).toBe(
      'failed',
    );
    expect(await paidStatus(m.token)).toBe('KYC_REQUIREMENT');
    const retry = await initiate(m.token);
    await payInSandbox(m.token, retry.ref_number, 'successful', 'ussd');
    expect(((await confirm(m.token, retry.ref_number)).body.msg as Transaction).status).toBe(
      'paid',
    );
    const rows = await list(m.token);
    expect(rows.map((x) => [x.status, x.payment_type])).toEqual([
      ['failed', 'CARD'],
      ['paid', 'USSD'],
    ]);
  });

  it('a cancelled checkout is recorded as cancelled and leaves the member unpaid', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const c = await initiate(m.token);
    const r = await confirm(m.token, c.ref_number, 'cancelled');
    expect((r.body.msg as Transaction).status).toBe('cancelled');
    expect(await paidStatus(m.token)).toBe('KYC_REQUIREMENT');
  });

  it('a payment of the wrong amount or currency does not count', async () => {
    for (const change of [{ amount_kobo: 100_00 }, { currency: 'USD' }]) {
      const m = await registerMember(t.app, t.db, { verify: true });
      const c = await initiate(m.token);
      // The provider's own record says something other than what we asked for.
      await t.db
        .insertInto('sandbox_charges')
        .values({
          ref_number: c.ref_number,
          provider_tx_id: 'sbx_test',
          status: 'successful',
          method: 'card',
          amount_kobo: 500_000,
          currency: 'NGN',
          created_at: new Date().toISOString(),
          ...change,
        })
        .execute();
      const r = await confirm(m.token, c.ref_number);
      expect((r.body.msg as Transaction).status, JSON.stringify(change)).toBe('failed');
      expect(await paidStatus(m.token)).toBe('KYC_REQUIREMENT');
    }
  });

  it("someone else's reference reads as unknown, and cannot be paid or confirmed", async () => {
    const a = await registerMember(t.app, t.db, { verify: true });
    const b = await registerMember(t.app, t.db, { verify: true });
    const c = await initiate(a.token);
    const r = await confirm(b.token, c.ref_number);
    expect(r.body).toMatchObject({ status: 404, msg: paymentMessages.unknownReference });
    expect((await payInSandbox(b.token, c.ref_number, 'successful')).code).toBe(404);
    expect(await list(b.token)).toEqual([]);
    expect((await confirm(b.token, 'VCH-MADE-UP')).code).toBe(404);
  });

  it('only a member with a verified e-mail can pay', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await post(t.app, '/transaction/initiate-payment', {}, m.token);
    expect(r.body).toMatchObject({ status: 400, msg: paymentMessages.verifyEmailFirst });
  });

  it('confirmations arriving together record one payment, one status change, one receipt', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const c = await initiate(m.token);
    await payInSandbox(m.token, c.ref_number, 'successful');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => confirm(m.token, c.ref_number)),
    );
    expect(results.every((r) => (r.body.msg as Transaction).status === 'paid')).toBe(true);
    await t.jobs.drain();
    const receipts = await t.db
      .selectFrom('dev_outbox')
      .select('id')
      .where('to_address', '=', m.email)
      .where('subject', 'like', 'Receipt%')
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('lists with the spec query, newest last for ASC, newest first for DESC, and validates it', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const first = await initiate(m.token);
    await payInSandbox(m.token, first.ref_number, 'failed');
    await confirm(m.token, first.ref_number, 'failed');
    await new Promise((r) => setTimeout(r, 5));
    const second = await initiate(m.token);
    await payInSandbox(m.token, second.ref_number, 'successful');
    await confirm(m.token, second.ref_number);
    expect((await list(m.token)).map((x) => x.ref_number)).toEqual([
      first.ref_number,
      second.ref_number,
    ]);
    expect((await list(m.token, 'DESC')).map((x) => x.ref_number)).toEqual([
      second.ref_number,
      first.ref_number,
    ]);
    const desc = await post(
      t.app,
      '/transaction/fetch-user-transaction',
      { sort_by: 'DESC', limit: 1 },
      m.token,
    );
    expect((desc.body.msg as Transaction[]).map((x) => x.ref_number)).toEqual([second.ref_number]);
    const bad = await post(t.app, '/transaction/fetch-user-transaction', { limit: 5000 }, m.token);
    expect(bad.code).toBe(400);
    expect((await post(t.app, '/transaction/fetch-user-transaction', {})).code).toBe(401);
  });

  it('the flutterwave webhook is refused when flutterwave is not the provider', async () => {
    const r = await post(
      t.app,
      '/transaction/webhooks/flutterwave',
      { data: { tx_ref: 'x' } },
      undefined,
      {
        'verif-hash': 'anything',
      },
    );
    expect(r.code).toBe(401);
  });
});
