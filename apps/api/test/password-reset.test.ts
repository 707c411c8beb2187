import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, RESET_CODE_ALPHABET } from '@vouch/contracts';
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
  const typed = /Your code: ([A-Z0-9]{4}-[A-Z0-9]{4})\n/.exec(mail.text_body);
  if (!typed) throw new Error('No code in the reset mail');
  // `code` is what the link carries (the long token); `typed` what a person types.
  return { mail, code: linkToken(mail.text_body, 'token'), typed: typed[1]! };
}

const reset = (body: object) => post(t.app, '/auth/reset-password', body);
const loginWith = (email: string, password: string) =>
  post(t.app, '/auth/login', { email_address: email, password });

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

  it('the e-mail holds an 8-character code from an unambiguous alphabet, and a link', async () => {
    const m = await registerMember(t.app, t.db);
    const { mail, code, typed } = await requestCode(m.email);
    expect(mail.text_body).toContain(`http://vouch.test/reset-password?token=`);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const plain = typed.replace('-', '');
    expect(plain).toHaveLength(8);
    for (const c of plain) expect(RESET_CODE_ALPHABET).toContain(c);
    for (const c of '01OIL') expect(RESET_CODE_ALPHABET).not.toContain(c);
    expect(mail.text_body).toContain('15 minutes');
    // Only hashes are stored.
    const row = await t.db
      .selectFrom('email_tokens')
      .select(['token_hash', 'code_hash'])
      .where('purpose', '=', 'reset_password')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(plain);
  });

  it('the typed code with the e-mail address sets a new password, once', async () => {
    const m = await registerMember(t.app, t.db);
    const { typed } = await requestCode(m.email);
    // Case, spaces and the dash do not matter.
    const loose = ` ${typed.toLowerCase().replace('-', ' ')} `;
    const r = await reset({ code: loose, email_address: m.email, new_password: 'Fresh!start99' });
    expect(r.body).toEqual({ status: 200, msg: messages.passwordReset });
    expect((await loginWith(m.email, 'Fresh!start99')).code).toBe(200);
    const again = await reset({
      code: typed,
      email_address: m.email,
      new_password: 'Other!pass77',
    });
    expect(again.body).toMatchObject({ status: 400, msg: messages.resetCodeInvalid });
    expect((await loginWith(m.email, 'Other!pass77')).code).toBe(401);
  });

  it('a typed code needs the e-mail address it was sent to', async () => {
    const m = await registerMember(t.app, t.db);
    const { typed } = await requestCode(m.email);
    const none = await reset({ code: typed, new_password: 'Fresh!start99' });
    expect(none.code).toBe(400);
    expect(none.body.errors?.email_address).toBe(messages.resetEmailRequired);
    // Another address (known or not) reads exactly like a wrong code.
    const other = await registerMember(t.app, t.db);
    for (const email_address of [other.email, 'nobody@example.com']) {
      const r = await reset({ code: typed, email_address, new_password: 'Fresh!start99' });
      expect(r.body).toMatchObject({ status: 400, msg: messages.resetCodeInvalid });
    }
    expect((await loginWith(m.email, m.password)).code).toBe(200);
  });

  it('guessing is impossible: five wrong codes kill the code for that account; the link still works', async () => {
    const m = await registerMember(t.app, t.db);
    const { code, typed } = await requestCode(m.email);
    const wrong = typed === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA';
    // Five wrong guesses, two of them at the same moment: none of them gets a sixth try.
    for (let i = 0; i < 3; i++) {
      const r = await reset({ code: wrong, email_address: m.email, new_password: 'Fresh!start99' });
      expect(r.body).toMatchObject({ status: 400, msg: messages.resetCodeInvalid });
    }
    await Promise.all(
      [0, 1].map(() =>
        reset({ code: wrong, email_address: m.email, new_password: 'Fresh!start99' }),
      ),
    );
    const right = await reset({
      code: typed,
      email_address: m.email,
      new_password: 'Fresh!start99',
    });
    expect(right.body).toMatchObject({ status: 400, msg: messages.resetCodeInvalid });
    expect((await loginWith(m.email, m.password)).code).toBe(200);
    // The 256-bit link is not guessable and stays usable.
    const viaLink = await reset({ code, new_password: 'Fresh!start99' });
    expect(viaLink.body).toEqual({ status: 200, msg: messages.passwordReset });
  });

  it('the e-mailed link sets a new password, ends every session and works once', async () => {
    const m = await registerMember(t.app, t.db);
    const { code } = await requestCode(m.email);

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
    expect(reuse.body).toMatchObject({ status: 400, msg: messages.resetCodeInvalid });
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
    expect(expired.body).toMatchObject({ status: 400, msg: messages.resetCodeInvalid });
    const wrong = await post(t.app, '/auth/reset-password', {
      code: 'abcdefghijkl',
      new_password: 'Fresh!start99',
    });
    expect(wrong.body.msg).toBe(messages.resetCodeInvalid);
    const typedExpired = await reset({
      code: 'K7QM-3XPR',
      email_address: m.email,
      new_password: 'Fresh!start99',
    });
    expect(typedExpired.body.msg).toBe(messages.resetCodeInvalid);
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
