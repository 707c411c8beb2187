import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vouch/contracts';
import { get, linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestCode(email: string) {
  const r = await post(t.app, '/auth/forgot-password', { email_address: email });
  expect(r.body).toEqual({ status: 200, msg: messages.resetLinkSent });
  const mail = await waitForMail(t.db, email, 'Reset');
  return { mail, code: linkToken(mail.text_body, 'code') };
}

describe('forgot and reset password', () => {
  it('answers the same for an unknown address and sends it nothing', async () => {
    const r = await post(t.app, '/auth/forgot-password', { email_address: 'nobody@example.com' });
    expect(r.body).toEqual({ status: 200, msg: messages.resetLinkSent });
    const mails = await t.db
      .selectFrom('dev_outbox')
      .select('id')
      .where('to_address', '=', 'nobody@example.com')
      .execute();
    expect(mails).toEqual([]);
  });

  it('validates the e-mail with the spec messages', async () => {
    expect((await post(t.app, '/auth/forgot-password', {})).body.msg).toBe(messages.emailRequired);
    expect((await post(t.app, '/auth/forgot-password', { email_address: 'x@' })).body.msg).toBe(
      messages.emailInvalid,
    );
  });

  it('the e-mailed code sets a new password, ends every session and works once', async () => {
    const m = await registerMember(t.app, t.db);
    const { mail, code } = await requestCode(m.email);
    expect(mail.text_body).toContain(`http://vouch.test/reset-password?code=`);
    expect(mail.text_body).toContain(`Your code: ${code}`);
    expect(mail.text_body).toContain('15 minutes');

    const r = await post(t.app, '/auth/reset-password', { code, new_password: 'Fresh!start99' });
    expect(r.body).toEqual({ status: 200, msg: messages.passwordReset });
    expect((await get(t.app, '/account/info', m.token)).code).toBe(401);
    const oldLogin = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    expect(oldLogin.code).toBe(401);
    const newLogin = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: 'Fresh!start99',
    });
    expect(newLogin.code).toBe(200);
    await waitForMail(t.db, m.email, 'password was changed');

    const reuse = await post(t.app, '/auth/reset-password', {
      code,
      new_password: 'Another!one77',
    });
    expect(reuse.body).toEqual({ status: 400, msg: messages.resetCodeInvalid });
  });

  it('also confirms the e-mail address (the code proves the member reads it)', async () => {
    const m = await registerMember(t.app, t.db);
    const { code } = await requestCode(m.email);
    await post(t.app, '/auth/reset-password', { code, new_password: 'Fresh!start99' });
    const login = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: 'Fresh!start99',
    });
    const token = (login.body.msg as { authToken: string }).authToken;
    expect(((await get(t.app, '/account/info', token)).body.msg as { status: string }).status).toBe(
      'KYC_REQUIREMENT',
    );
  });

  it('refuses an expired code and a wrong code, changing nothing', async () => {
    const m = await registerMember(t.app, t.db);
    const { code } = await requestCode(m.email);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'reset_password')
      .execute();
    const expired = await post(t.app, '/auth/reset-password', {
      code,
      new_password: 'Fresh!start99',
    });
    expect(expired.body).toEqual({ status: 400, msg: messages.resetCodeInvalid });
    const wrong = await post(t.app, '/auth/reset-password', {
      code: 'abcdefghijkl',
      new_password: 'Fresh!start99',
    });
    expect(wrong.body.msg).toBe(messages.resetCodeInvalid);
    expect((await get(t.app, '/account/info', m.token)).code).toBe(200);
    const login = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    expect(login.code).toBe(200);
  });

  it('a new request voids the earlier code', async () => {
    const m = await registerMember(t.app, t.db);
    const first = await requestCode(m.email);
    await t.db
      .updateTable('email_tokens')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('purpose', '=', 'reset_password')
      .execute();
    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    await waitForMail(t.db, m.email, 'Reset', 2);
    const r = await post(t.app, '/auth/reset-password', {
      code: first.code,
      new_password: 'Fresh!start99',
    });
    expect(r.code).toBe(400);
  });

  it.each([
    [{ code: '', new_password: 'Fresh!start99' }, 'code', messages.codeRequired],
    [{ code: 'abc', new_password: 'Fresh!start99' }, 'code', messages.codeTooShort],
    [{ code: 'abcdefgh', new_password: '' }, 'new_password', messages.newPasswordRequired],
    [{ code: 'abcdefgh', new_password: 'Ab1!xyz' }, 'new_password', messages.passwordTooShortReset],
    [{ code: 'abcdefgh', new_password: 'abcdefgh1' }, 'new_password', messages.passwordComplexity],
    [{ code: 'abcdefgh', new_password: 'Welcome123!' }, 'new_password', messages.passwordTooCommon],
  ])('validates %j', async (payload, field, msg) => {
    const r = await post(t.app, '/auth/reset-password', payload);
    expect(r.code).toBe(400);
    expect(r.body.errors?.[field]).toBe(msg);
  });
});
