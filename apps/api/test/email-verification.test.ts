import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, resendCooldownMessage } from '@vouch/contracts';
import { get, linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function status(token: string) {
  return ((await get(t.app, '/account/info', token)).body.msg as { status: string }).status;
}

describe('e-mail verification', () => {
  it('the link moves the member from EMAIL_VERIFICATION to KYC_REQUIREMENT, once', async () => {
    const m = await registerMember(t.app, t.db);
    expect(await status(m.token)).toBe('EMAIL_VERIFICATION');
    const mail = await waitForMail(t.db, m.email, 'Verify');
    const token = linkToken(mail.text_body, 'token');
    const ok = await post(t.app, '/account/verify-account-email-address', { confirm_token: token });
    expect(ok.body).toEqual({ status: 200, msg: messages.emailVerified });
    expect(await status(m.token)).toBe('KYC_REQUIREMENT');
    const again = await post(t.app, '/account/verify-account-email-address', {
      confirm_token: token,
    });
    // Opened again: the address is verified, and the member is told so (not "Verification Failed").
    expect(again.body).toEqual({ status: 200, msg: messages.alreadyVerified });
    expect(await status(m.token)).toBe('KYC_REQUIREMENT');
  });

  it('accepts the token under the name "token" too (spec 3)', async () => {
    const m = await registerMember(t.app, t.db);
    const mail = await waitForMail(t.db, m.email, 'Verify');
    const r = await post(t.app, '/account/verify-account-email-address', {
      token: linkToken(mail.text_body, 'token'),
    });
    expect(r.code).toBe(200);
  });

  it('refuses wrong, expired and missing tokens with the spec messages', async () => {
    const wrong = await post(t.app, '/account/verify-account-email-address', {
      confirm_token: 'x'.repeat(43),
    });
    expect(wrong.body).toMatchObject({ status: 400, msg: messages.verificationInvalid });
    const none = await post(t.app, '/account/verify-account-email-address', {});
    expect(none.code).toBe(400);
    expect(none.body.msg).toBe(messages.verificationNoToken);

    const m = await registerMember(t.app, t.db);
    const mail = await waitForMail(t.db, m.email, 'Verify');
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .execute();
    const expired = await post(t.app, '/account/verify-account-email-address', {
      confirm_token: linkToken(mail.text_body, 'token'),
    });
    expect(expired.body.msg).toBe(messages.verificationInvalid);
    expect(await status(m.token)).toBe('EMAIL_VERIFICATION');
  });

  it('a reset-password code is not a verification token', async () => {
    const m = await registerMember(t.app, t.db);
    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    const mail = await waitForMail(t.db, m.email, 'Reset');
    const r = await post(t.app, '/account/verify-account-email-address', {
      confirm_token: linkToken(mail.text_body, 'token'),
    });
    expect(r.code).toBe(400);
  });
});

describe('GET /account/send-account-email-address-verification-link', () => {
  const path = '/account/send-account-email-address-verification-link';

  it('needs a session', async () => {
    expect((await get(t.app, path)).code).toBe(401);
  });

  it('dashboard loads do not flood the inbox; Resend waits a minute between e-mails', async () => {
    const m = await registerMember(t.app, t.db);
    await waitForMail(t.db, m.email, 'Verify');
    const auto = await get(t.app, path, m.token);
    expect(auto.body).toEqual({ status: 200, msg: messages.verificationRecentlySent });
    const soon = await get(t.app, `${path}?resend=true`, m.token);
    expect(soon.code).toBe(429);
    // Nothing sent, and the member is told when Resend will work: message and Retry-After agree.
    const left = Number(soon.headers['retry-after']);
    expect(left).toBeGreaterThan(50);
    expect(left).toBeLessThanOrEqual(60);
    expect(soon.body).toMatchObject({ status: 429, msg: resendCooldownMessage(left) });
    expect(soon.body.msg).toMatch(/You can resend it in \d+ seconds\./);
    expect(
      await t.db.selectFrom('dev_outbox').select('id').where('to_address', '=', m.email).execute(),
    ).toHaveLength(1);
    // A minute later, Resend sends a fresh link.
    await t.db
      .updateTable('users')
      .set({ verification_sent_at: new Date(Date.now() - 61_000).toISOString() })
      .where('email_bidx', '=', emailIndex(t, m.email))
      .execute();
    const resend = await get(t.app, `${path}?resend=true`, m.token);
    expect(resend.body).toEqual({ status: 200, msg: messages.verificationSent });
    await waitForMail(t.db, m.email, 'Verify', 2);
    // Ten minutes after the last one, a dashboard load sends again.
    await t.db
      .updateTable('users')
      .set({ verification_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('email_bidx', '=', emailIndex(t, m.email))
      .execute();
    expect((await get(t.app, path, m.token)).body.msg).toBe(messages.verificationSent);
    await waitForMail(t.db, m.email, 'Verify', 3);
  });

  it('says so, and sends nothing, when the address is already verified', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const r = await get(t.app, `${path}?resend=true`, m.token);
    expect(r.body).toEqual({ status: 200, msg: messages.alreadyVerified });
  });

  it('validates the query', async () => {
    const m = await registerMember(t.app, t.db);
    expect((await get(t.app, `${path}?resend=maybe`, m.token)).code).toBe(400);
  });
});

describe('POST /auth/resend-verification (the login screen after registration, issue 37)', () => {
  const resend = (email: string) =>
    post(t.app, '/auth/resend-verification', { email_address: email });
  const sent = async (email: string) =>
    (await t.db.selectFrom('dev_outbox').select('id').where('to_address', '=', email).execute())
      .length;
  const settle = async () => {
    await t.background.drain();
    await t.jobs.drain();
  };

  it('needs no session, answers the same for anyone, and sends at most once a minute', async () => {
    const m = await registerMember(t.app, t.db);
    await waitForMail(t.db, m.email, 'Verify');
    // Within the minute: the same answer, nothing sent.
    expect((await resend(m.email)).body).toEqual({
      status: 200,
      msg: messages.verificationResendRequested,
    });
    await settle();
    expect(await sent(m.email)).toBe(1);
    await t.db
      .updateTable('users')
      .set({ verification_sent_at: new Date(Date.now() - 61_000).toISOString() })
      .where('email_bidx', '=', emailIndex(t, m.email))
      .execute();
    expect((await resend(m.email.toUpperCase())).body.msg).toBe(
      messages.verificationResendRequested,
    );
    await waitForMail(t.db, m.email, 'Verify', 2);
    // An unknown address: the same answer, and no mail.
    expect((await resend('nobody.here@example.com')).body).toEqual({
      status: 200,
      msg: messages.verificationResendRequested,
    });
    await settle();
    expect(await sent('nobody.here@example.com')).toBe(0);
  });

  it('sends nothing to a verified address, and validates the e-mail', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const before = await sent(m.email);
    await t.db
      .updateTable('users')
      .set({ verification_sent_at: null })
      .where('email_bidx', '=', emailIndex(t, m.email))
      .execute();
    expect((await resend(m.email)).code).toBe(200);
    await settle();
    expect(await sent(m.email)).toBe(before);
    expect((await post(t.app, '/auth/resend-verification', {})).body.msg).toBe(
      messages.emailRequired,
    );
  });
});
