import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vouch/contracts';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = '/account/change-account-password';

describe('POST /account/change-account-password', () => {
  it('needs a session', async () => {
    expect((await post(t.app, path, { old_password: 'a', new_password: 'B' })).code).toBe(401);
  });

  it('changes the password, keeps this session, ends the others and e-mails the member', async () => {
    const m = await registerMember(t.app, t.db);
    const other = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    const otherToken = (other.body.msg as { authToken: string }).authToken;
    const r = await post(
      t.app,
      path,
      { old_password: m.password, new_password: 'N3w!Secret' },
      m.token,
    );
    expect(r.body).toEqual({ status: 200, msg: messages.passwordChanged });
    expect((await get(t.app, '/account/info', m.token)).code).toBe(200);
    expect((await get(t.app, '/account/info', otherToken)).code).toBe(401);
    expect(
      (await post(t.app, '/auth/login', { email_address: m.email, password: 'N3w!Secret' })).code,
    ).toBe(200);
    expect(
      (await post(t.app, '/auth/login', { email_address: m.email, password: m.password })).code,
    ).toBe(401);
    const mail = await waitForMail(t.db, m.email, 'password was changed');
    expect(mail.html_body).toContain('<html');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await post(
      t.app,
      path,
      { old_password: 'Wrong!pass1', new_password: 'N3w!Secret' },
      m.token,
    );
    expect(r.body).toMatchObject({ status: 400, msg: messages.currentPasswordWrong });
    expect(
      (await post(t.app, '/auth/login', { email_address: m.email, password: m.password })).code,
    ).toBe(200);
  });

  it('refuses reusing the current password', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await post(
      t.app,
      path,
      { old_password: m.password, new_password: m.password },
      m.token,
    );
    expect(r.body.msg).toBe(messages.newPasswordSameAsOld);
  });

  it.each([
    [
      { old_password: '', new_password: 'N3w!Secret' },
      'old_password',
      messages.currentPasswordRequired,
    ],
    [{ old_password: 'x', new_password: '' }, 'new_password', messages.newPasswordRequired],
    [{ old_password: 'x', new_password: 'A1!a' }, 'new_password', messages.passwordTooShort],
    [
      { old_password: 'x', new_password: 'alllower1!' },
      'new_password',
      messages.passwordComplexity,
    ],
    // Only letters, digits and @$!%*?& are allowed here (spec 5), and the message says so
    // (decision 0016: '#' is a special character, just not one this form allows).
    [
      { old_password: 'x', new_password: 'Secret#123!' },
      'new_password',
      messages.passwordCharsAllowed,
    ],
    [{ old_password: 'x', new_password: 'Passw0rd!' }, 'new_password', messages.passwordTooCommon],
  ])('validates %j', async (payload, field, msg) => {
    const m = await registerMember(t.app, t.db);
    const r = await post(t.app, path, payload, m.token);
    expect(r.code).toBe(400);
    expect(r.body.errors?.[field]).toBe(msg);
  });
});
