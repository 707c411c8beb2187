import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessages, verificationMessages } from '@vouch/contracts';
import { emailIndex } from './setup/columns.js';
import { get, newMember, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 31, item 5: an account whose e-mail was never verified acted like a member. Anyone can
 * register with anyone's address and any first name, so such an account could make Vouch mail
 * a subject it chose to that address (a phishing relay), have its first name greet the owner of
 * the address, and make as many Check Verification searches as accounts it made.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A first name that the contract accepts and a phisher would like Vouch to send. */
const BAIT = 'Urgent. Your Vouch account is locked. Call Segun on the number below';

const ticket = {
  fullName: 'Vouch Security Team',
  email: 'victim@example.com',
  category: 'account',
  subject: 'Your account will be deleted: confirm at vouch-secure.example',
  message: 'This text is long enough to pass the twenty character minimum.',
};

async function userId(email: string) {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email_bidx', '=', emailIndex(t, email))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('an account whose e-mail is not verified', () => {
  it('cannot file a support ticket: a clear 403, no ticket, no mail', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await post(t.app, '/support/tickets', ticket, m.token);
    expect(r.body).toMatchObject({ status: 403, msg: supportMessages.emailNotVerified });
    const id = await userId(m.email);
    const rows = await t.db
      .selectFrom('support_tickets')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    await t.jobs.drain();
    const mails = await t.db
      .selectFrom('dev_outbox')
      .select('subject')
      .where('to_address', '=', m.email)
      .execute();
    expect(mails.map((x) => x.subject)).toEqual(['Verify your e-mail address']);
  });

  it('cannot search Check Verification: a clear 403 and nothing recorded', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await post(
      t.app,
      '/verification/check-verification',
      { search_by: 'EMAIL_ADDRESS', search_value: 'anyone@example.com' },
      m.token,
    );
    expect(r.body).toMatchObject({ status: 403, msg: verificationMessages.emailNotVerified });
    const searches = await t.db
      .selectFrom('verification_lookups')
      .select('id')
      .where('searcher_id', '=', await userId(m.email))
      .execute();
    expect(searches).toEqual([]);
  });

  it('is greeted by no name it typed: verification mail, resend, reset and "already registered"', async () => {
    const m = await registerMember(t.app, t.db, { overrides: { first_name: BAIT } });
    const first = await waitForMail(t.db, m.email, 'Verify');
    // An explicit resend, once the cooldown has passed.
    await t.db
      .updateTable('users')
      .set({ verification_sent_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', await userId(m.email))
      .execute();
    expect(
      (
        await get(
          t.app,
          '/account/send-account-email-address-verification-link?resend=true',
          m.token,
        )
      ).code,
    ).toBe(200);
    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    await post(t.app, '/auth/register', newMember({ email_address: m.email }));
    await waitForMail(t.db, m.email, 'Verify', 2);
    await waitForMail(t.db, m.email, 'Reset');
    await waitForMail(t.db, m.email, 'Someone tried');
    const mails = await t.db
      .selectFrom('dev_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', m.email)
      .execute();
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.text_body).not.toContain('Urgent');
      expect(mail.html_body).not.toContain('Urgent');
      expect(mail.text_body.startsWith('Hello,\n')).toBe(true);
    }
    expect(first.text_body).not.toContain('Segun');
  });
});

describe('once the e-mail is verified', () => {
  it('tickets work, and the confirmation carries the subject and the first name', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const r = await post(t.app, '/support/tickets', ticket, m.token);
    expect(r.code).toBe(200);
    const mail = await waitForMail(t.db, m.email, 'We received your support ticket');
    expect(mail.text_body).toContain(ticket.subject);
    expect(mail.text_body.startsWith(`Hello ${m.payload.first_name},`)).toBe(true);
  });

  it('a reset mail greets the member by name', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    const mail = await waitForMail(t.db, m.email, 'Reset');
    expect(mail.text_body.startsWith(`Hello ${m.payload.first_name},`)).toBe(true);
  });
});
