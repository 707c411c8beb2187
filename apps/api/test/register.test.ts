import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vouch/contracts';
import { newMember, post, waitForMail, get, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { columnsOf, emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function yearsAgo(years: number, dayOffset = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${d.getUTCFullYear()}`;
}

describe('POST /auth/register', () => {
  it('creates a member in EMAIL_VERIFICATION and e-mails an APP_URL/email-verified link', async () => {
    const m = newMember();
    const r = await post(t.app, '/auth/register', m);
    expect(r.code).toBe(200);
    expect(r.body).toEqual({ status: 200, msg: messages.registrationSuccess });
    const mail = await waitForMail(t.db, m.email_address, 'Verify');
    expect(mail.text_body).toMatch(/http:\/\/vouch\.test\/email-verified\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html_body).toContain('href="http://vouch.test/email-verified?token=');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email_bidx', '=', emailIndex(t, m.email_address.toLowerCase()))
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('EMAIL_VERIFICATION');
    expect(user.role).toBe('member');
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores phone numbers and date of birth encrypted, never in plaintext', async () => {
    const m = newMember({ phone_number: '08031112222', dob: '01-05-1985' });
    await post(t.app, '/auth/register', m);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email_bidx', '=', emailIndex(t, m.email_address.toLowerCase()))
      .executeTakeFirstOrThrow();
    const raw = JSON.stringify(user);
    expect(raw).not.toContain('08031112222');
    expect(raw).not.toContain('8031112222');
    expect(raw).not.toContain('01-05-1985');
    expect(user.phone_enc.startsWith('v1.')).toBe(true);
  });

  it('records the IP it sees, not the ip_address the client sends', async () => {
    const { token } = await registerMember(t.app, t.db, {
      overrides: { ip_address: '203.0.113.99' },
    });
    const info = await get(t.app, '/account/info', token);
    expect((info.body.msg as { last_ip_address: string }).last_ip_address).toBe('127.0.0.1');
  });

  it('answers the same for an e-mail that is already registered, and warns its owner', async () => {
    const m = newMember();
    const first = await post(t.app, '/auth/register', m);
    const second = await post(t.app, '/auth/register', {
      ...m,
      email_address: m.email_address.toUpperCase(),
      first_name: 'Intruder',
    });
    expect(second.code).toBe(first.code);
    expect(second.body).toEqual(first.body);
    await waitForMail(t.db, m.email_address, 'Someone tried to register');
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('email_bidx', '=', emailIndex(t, m.email_address.toLowerCase()))
      .execute();
    // The name is an encrypted column bound to the row (decision 0013).
    expect(rows.map((r) => columnsOf(t.config).open('users', r.id, r).first_name)).toEqual([
      'Adaeze',
    ]);
    // Repeated attempts do not turn us into a mail cannon aimed at the owner: once an hour.
    await post(t.app, '/auth/register', m);
    await post(t.app, '/auth/register', m);
    await new Promise((r) => setTimeout(r, 200));
    const warnings = await t.db
      .selectFrom('dev_outbox')
      .select('id')
      .where('to_address', '=', m.email_address.toLowerCase())
      .where('subject', 'like', 'Someone tried%')
      .execute();
    expect(warnings).toHaveLength(1);
  });

  it('accepts names in any script, with hyphens and apostrophes', async () => {
    const r = await post(
      t.app,
      '/auth/register',
      newMember({ first_name: 'Ọlá-Oluwa', last_name: "O'Neil Jr." }),
    );
    expect(r.code).toBe(200);
  });

  it('lists every missing field with the spec message, the first as msg', async () => {
    const r = await post(t.app, '/auth/register', {});
    expect(r.code).toBe(400);
    expect(r.body.msg).toBe(messages.firstNameRequired);
    expect(r.body.errors).toMatchObject({
      first_name: messages.firstNameRequired,
      last_name: messages.lastNameRequired,
      email_address: messages.emailRequired,
      phone_number: messages.phoneRequired,
      whatsapp_number: messages.whatsappRequired,
      gender: messages.genderRequired,
      dob: messages.dobRequired,
      country: messages.countryRequired,
      password: messages.passwordRequired,
    });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['blank first name', { first_name: '   ' }, 'first_name', messages.firstNameRequired],
    ['bad e-mail', { email_address: 'ada@nowhere' }, 'email_address', messages.emailInvalid],
    ['bad phone', { phone_number: '12ab' }, 'phone_number', messages.phoneInvalid],
    ['bad WhatsApp', { whatsapp_number: '555' }, 'whatsapp_number', messages.whatsappInvalid],
    ['unknown gender', { gender: 'robot' }, 'gender', messages.genderRequired],
    ['unknown country', { country: 'mars' }, 'country', messages.countryRequired],
    ['impossible date', { dob: '31-02-1990' }, 'dob', messages.dobInvalid],
    ['date in another format', { dob: '1990-02-01' }, 'dob', messages.dobInvalid],
    ['future date', { dob: yearsAgo(-1) }, 'dob', messages.dobFuture],
    ['under 18', { dob: yearsAgo(18, 1) }, 'dob', messages.dobUnderage],
    ['short password', { password: 'Ab1!' }, 'password', messages.passwordTooShort],
    ['simple password', { password: 'abcdefgh' }, 'password', messages.passwordComplexity],
    ['common password', { password: 'P@ssw0rd1' }, 'password', messages.passwordTooCommon],
    ['long password', { password: `Aa1!${'x'.repeat(130)}` }, 'password', messages.passwordTooLong],
    ['huge name', { last_name: 'x'.repeat(101) }, 'last_name', messages.fieldTooLong],
    [
      'a link as a name',
      { first_name: 'http://evil.example/x' },
      'first_name',
      messages.nameInvalid,
    ],
    ['a number as WeChat ID', { wechat_id: 123 }, 'wechat_id', messages.invalidRequest],
  ];
  it.each(cases)(
    'refuses %s with the spec message and creates nothing',
    async (_n, o, field, msg) => {
      const m = newMember(o);
      const r = await post(t.app, '/auth/register', m);
      expect(r.code).toBe(400);
      expect(r.body.errors?.[field]).toBe(msg);
      const row = await t.db
        .selectFrom('users')
        .select('id')
        .where('email_bidx', '=', emailIndex(t, m.email_address.toLowerCase()))
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
  );

  it('accepts an 18th birthday today and blank optional WeChat fields as null', async () => {
    const { token } = await registerMember(t.app, t.db, {
      overrides: { dob: yearsAgo(18), wechat_id: '  ', wechat_name: '' },
    });
    const info = await get(t.app, '/account/info', token);
    expect(info.body.msg).toMatchObject({ wechat_id: null, wechat_name: null });
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    const arr = await post(t.app, '/auth/register', [1, 2]);
    expect(arr.code).toBe(400);
  });
});
