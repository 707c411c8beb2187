import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodeMessages, messages, type MemberProfile } from '@vouch/contracts';
import { get, newMember, post, registerMember, waitForMail } from './setup/members.js';
import { staff } from './setup/lifecycle.js';
import { memberFactors, S } from './setup/member-second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshAddress = () => `code.${++n}.${Date.now()}@example.com`;

/** Asks for a code and reads it from the mail (the subject tells a sign-in from a sign-up). */
async function mailedCode(email: string, subject: string, count = 1) {
  const r = await post(t.app, '/auth/email-code', { email_address: email });
  expect(r.body).toEqual({ status: 200, msg: emailCodeMessages.sent(email) });
  const mail = await waitForMail(t.db, email, subject, count);
  const code = /Your code: (\d{6})\n/.exec(mail.text_body)?.[1];
  if (!code) throw new Error('No code in the mail');
  return code;
}

const verify = (email: string, code: string) =>
  post(t.app, '/auth/email-code/verify', { email_address: email, code });

/** What verification needs of a new member: spec 3's fields without a password. */
function signUpBody(email: string, ticket: string) {
  const { password: _p, ...rest } = newMember({ email_address: email });
  return { ...rest, signup_token: ticket, accept_terms: true };
}

async function signUpWithCode(email: string) {
  const code = await mailedCode(email, 'Your code to verify');
  const v = await verify(email, code);
  expect(v.code).toBe(200);
  const msg = v.body.msg as { account: string; signup_token: string };
  expect(msg.account).toBe('new');
  const r = await post(t.app, '/auth/code-sign-up', signUpBody(email, msg.signup_token));
  expect(r.code).toBe(200);
  return { token: (r.body.msg as { authToken: string }).authToken, ticket: msg.signup_token };
}

const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sign-up and sign-in with an e-mailed code (decision 0053)', () => {
  it('a new address proves itself with the code, then becomes a verified account with no password', async () => {
    const email = freshAddress();
    const before = await userCount();
    const { token, ticket } = await signUpWithCode(email);
    expect(await userCount()).toBe(before + 1);

    const me = await get(t.app, '/account/info', token);
    const profile = me.body.msg as MemberProfile;
    // The code proved the address: the account is past e-mail verification, at the fee.
    expect(profile.status).toBe('KYC_REQUIREMENT');
    expect(profile.email_address).toBe(email);
    expect(profile.has_password).toBe(false);
    const consents = await t.db
      .selectFrom('consents')
      .select('kind')
      .where('user_id', '=', profile.uuid)
      .execute();
    expect(consents.map((c) => c.kind)).toContain('terms_privacy');

    // The ticket made one account, once.
    const again = await post(t.app, '/auth/code-sign-up', signUpBody(email, ticket));
    expect(again.body).toMatchObject({ status: 400, msg: emailCodeMessages.ticketInvalid });

    // No password signs in to it, not even the sentinel the row holds.
    for (const password of ['none', 'Kola!nut42']) {
      const login = await post(t.app, '/auth/login', { email_address: email, password });
      expect(login.body).toMatchObject({ status: 401, msg: messages.invalidCredentials });
    }

    // A password later, once; then the password signs in as well as a code.
    const set = await post(
      t.app,
      '/account/set-password',
      { new_password: 'Fresh!start99' },
      token,
    );
    expect(set.body).toEqual({ status: 200, msg: emailCodeMessages.passwordSet });
    await waitForMail(t.db, email, 'A password was set');
    expect(
      ((await get(t.app, '/account/info', token)).body.msg as MemberProfile).has_password,
    ).toBe(true);
    const login = await post(t.app, '/auth/login', {
      email_address: email,
      password: 'Fresh!start99',
    });
    expect(login.code).toBe(200);
    const twice = await post(
      t.app,
      '/account/set-password',
      { new_password: 'Other!pass77' },
      token,
    );
    expect(twice.body).toMatchObject({ status: 409, msg: emailCodeMessages.passwordAlreadySet });
  });

  it('an address with an account gets a sign-in code instead, and the same answer', async () => {
    const m = await registerMember(t.app, t.db);
    const code = await mailedCode(m.email, 'Your Vouch sign-in code');
    const v = await verify(m.email, code);
    const msg = v.body.msg as { account: string; authToken: string };
    expect(msg.account).toBe('existing');
    const me = (await get(t.app, '/account/info', msg.authToken)).body.msg as MemberProfile;
    // It was never verified by link: the code proved the address just the same.
    expect(me.status).toBe('KYC_REQUIREMENT');
    expect(me.has_password).toBe(true);
  });

  it('a wrong code counts; five wrong tries kill the code, the right one included', async () => {
    const email = freshAddress();
    const code = await mailedCode(email, 'Your code to verify');
    const wrong = code === '000000' ? '111111' : '000000';
    const r = await verify(email, wrong);
    expect(r.body).toMatchObject({
      status: 400,
      msg: emailCodeMessages.codeWrong,
      errors: { code: emailCodeMessages.codeWrong },
    });
    for (let i = 0; i < 4; i++) await verify(email, wrong);
    expect((await verify(email, code)).body.msg).toBe(emailCodeMessages.codeWrong);
    // Only the code's keyed hash is kept.
    const rows = await t.db.selectFrom('email_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('a code works once and for its address only; no second code within a minute while one is open', async () => {
    const a = freshAddress();
    const b = freshAddress();
    const code = await mailedCode(a, 'Your code to verify');
    const mailsTo = async (to: string) =>
      (await t.db.selectFrom('dev_outbox').select('id').where('to_address', '=', to).execute())
        .length;
    // Asked again at once: the open code stands, no second mail.
    await post(t.app, '/auth/email-code', { email_address: a });
    await mailedCode(b, 'Your code to verify');
    expect(await mailsTo(a)).toBe(1);
    expect((await verify(b, code)).code).toBe(400);
    expect((await verify(a, code)).code).toBe(200);
    expect((await verify(a, code)).code).toBe(400);
    // Once used, a new one may follow straight away (a sign-in after the sign-up, say).
    const next = await mailedCode(a, 'Your code to verify', 2);
    expect(next).toMatch(/^\d{6}$/);
    expect(await mailsTo(a)).toBe(2);
  });

  it('bad input gets its message and changes nothing', async () => {
    const before = await userCount();
    expect((await post(t.app, '/auth/email-code', { email_address: 'x@' })).body.msg).toBe(
      messages.emailInvalid,
    );
    const format = await verify(freshAddress(), '12ab');
    expect(format.body.errors).toEqual({ code: emailCodeMessages.codeFormat });

    const email = freshAddress();
    const code = await mailedCode(email, 'Your code to verify');
    const ticket = ((await verify(email, code)).body.msg as { signup_token: string }).signup_token;
    const noTerms = await post(t.app, '/auth/code-sign-up', {
      ...signUpBody(email, ticket),
      accept_terms: false,
    });
    expect(noTerms.body.errors?.accept_terms).toBe(messages.termsRequired);
    // The ticket is bound to its address.
    const other = await post(t.app, '/auth/code-sign-up', signUpBody(freshAddress(), ticket));
    expect(other.body).toMatchObject({ status: 400, msg: emailCodeMessages.ticketInvalid });
    const forged = await post(t.app, '/auth/code-sign-up', signUpBody(email, 'x'.repeat(43)));
    expect(forged.body).toMatchObject({ status: 400, msg: emailCodeMessages.ticketInvalid });
    expect(await userCount()).toBe(before);
    // Still good for its own address after all that.
    expect((await post(t.app, '/auth/code-sign-up', signUpBody(email, ticket))).code).toBe(200);
  });

  it('staff get no code: they sign in with their password and their own second factor', async () => {
    const reviewer = await staff(t, 'reviewer');
    await post(t.app, '/auth/email-code', { email_address: reviewer.email });
    // A member's code mail to another address, asked for after, arrives: the staff's never did.
    const member = freshAddress();
    await mailedCode(member, 'Your code to verify');
    const toStaff = await t.db
      .selectFrom('dev_outbox')
      .select('subject')
      .where('to_address', '=', reviewer.email)
      .execute();
    expect(toStaff.map((m) => m.subject).filter((s) => s.includes('code'))).toEqual([]);
  });

  it('a passkey offered right after the sign-up needs no password; then the code and the passkey sign in', async () => {
    const email = freshAddress();
    const { token } = await signUpWithCode(email);
    const f = memberFactors(t);
    const dev = f.device();
    const options = await post(t.app, `${S}/passkeys/registration-options`, {}, token);
    expect(options.code, JSON.stringify(options.body)).toBe(200);
    const added = await post(
      t.app,
      `${S}/passkeys`,
      {
        name: 'Passkey from sign-up',
        response: dev.create(options.body.msg as { challenge: string }),
      },
      token,
    );
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    expect((added.body.msg as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);

    // Next time: the code, then the passkey.
    const code = await mailedCode(email, 'Your Vouch sign-in code');
    const v = (await verify(email, code)).body.msg as { authToken: string; second_factor?: string };
    expect(v.second_factor).toBe('required');
    expect((await get(t.app, '/account/info', v.authToken)).code).toBe(403);
    const answer = await f.passkeyAnswer(v.authToken, dev);
    expect((await f.verify(v.authToken, { response: answer })).code).toBe(200);
    expect((await get(t.app, '/account/info', v.authToken)).code).toBe(200);
  });

  it('later, with no password to type, a second factor waits for a new code sign-in', async () => {
    const { token } = await signUpWithCode(freshAddress());
    const uuid = ((await get(t.app, '/account/info', token)).body.msg as MemberProfile).uuid;
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where('user_id', '=', uuid)
      .execute();
    const r = await post(t.app, `${S}/passkeys/registration-options`, {}, token);
    expect(r.body).toMatchObject({ status: 403, msg: emailCodeMessages.signInAgainForFactor });
  });
});
