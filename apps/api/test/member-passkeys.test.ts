import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberSecondFactorMessages as memberMsg,
  secondFactorMessages as msg,
} from '@vouch/contracts';
import { paidMember } from './setup/kyc-fixtures.js';
import { get, post, registerMember, send, waitForMail } from './setup/members.js';
import { memberFactors, S, STEP_UP, userIdOf } from './setup/member-second-factor.js';
import { SoftwareAuthenticator } from './setup/software-authenticator.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let f: ReturnType<typeof memberFactors>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFactors(t);
});
afterAll(() => t.close());

describe('members and passkeys', () => {
  it('a passkey as the first factor: recovery codes, sign-in and step-up by passkey', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const dev = f.device();
    const added = await f.addPasskey(m.token, dev);
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    const { recovery_codes } = added.body.msg as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    expect(await f.status(m.token)).toMatchObject({
      totp: false,
      passkeys: 1,
      recovery_codes_left: 10,
      verified: true,
    });
    const listed = (await get(t.app, `${S}/passkeys`, m.token)).body.msg as { name: string }[];
    expect(listed.map((p) => p.name)).toEqual(['Phone']);
    expect((await f.auditFor(userIdOf(m.token))).map((e) => e.action)).toContain(
      'second_factor.passkey_add',
    );

    const login = await f.logIn(m);
    expect(login.second_factor).toBe('required');
    const token = login.authToken;
    // No app to read a code from: said plainly.
    expect((await f.verify(token, { code: '123456' })).body).toMatchObject({
      status: 400,
      msg: memberMsg.noTotp,
    });
    expect((await f.verify(token, { response: await f.passkeyAnswer(token, dev) })).body).toEqual({
      status: 200,
      msg: msg.verified,
    });
    expect((await get(t.app, '/account/info', token)).code).toBe(200);

    await f.passedAgo(token, 6);
    expect((await f.addWallet(token)).body).toMatchObject({ status: 403, errors: STEP_UP });
    // A replayed answer or a phishing origin does not step up.
    const answer = await f.passkeyAnswer(token, dev);
    expect((await f.verify(token, { response: answer })).code).toBe(200);
    await f.passedAgo(token, 6);
    expect((await f.verify(token, { response: answer })).body).toMatchObject({ status: 400 });
    const phished = new SoftwareAuthenticator(
      new URL(t.config.appUrl).hostname,
      'https://vouch-login.example',
    );
    phished.credentials.push(dev.credentials[0]!);
    const phish = await f.verify(token, { response: await f.passkeyAnswer(token, phished) });
    expect(phish.body).toMatchObject({ status: 400, msg: msg.passkeyWrongOrigin });
    expect((await f.addWallet(token)).code).toBe(403);
    expect((await f.verify(token, { response: await f.passkeyAnswer(token, dev) })).code).toBe(200);
    expect((await f.addWallet(token)).code).toBe(200);

    // Neither a code nor an answer, or both: refused with the form's message.
    expect((await f.verify(token, {})).body).toMatchObject({ status: 400, msg: msg.codeFormat });
  });

  it('another factor needs a fresh one; removing takes the password or a step-up', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const { secret } = await f.enrolApp(m.token);
    const dev = f.device();
    await f.passedAgo(m.token, 6);
    expect((await f.addPasskey(m.token, dev)).body).toMatchObject({ status: 403, errors: STEP_UP });
    await f.verify(m.token, { code: await f.freshCode(m.token, secret) });
    const added = await f.addPasskey(m.token, dev, 'Laptop');
    // Not the first factor: the recovery codes stay as they were.
    expect(added.body).toEqual({ status: 200, msg: { recovery_codes: [] } });
    expect(await f.status(m.token)).toMatchObject({
      totp: true,
      passkeys: 1,
      recovery_codes_left: 10,
    });

    await f.passedAgo(m.token, 6);
    const removeApp = (body?: object) => send(t.app, 'DELETE', `${S}/totp`, m.token, body);
    expect((await removeApp()).body).toMatchObject({
      status: 403,
      msg: memberMsg.stepUpNeeded,
      errors: STEP_UP,
    });
    expect((await removeApp({ password: 'not-my-password' })).body).toMatchObject({
      status: 400,
      msg: memberMsg.passwordWrong,
      errors: { password: memberMsg.passwordWrong },
    });
    expect((await removeApp({ password: m.password })).body).toEqual({
      status: 200,
      msg: memberMsg.totpRemoved,
    });
    expect((await removeApp({ password: m.password })).code).toBe(404);
    await waitForMail(t.db, m.email, 'a sign-in method was removed');
    // The passkey is still a factor: sign-in asks for it.
    expect((await f.logIn(m)).second_factor).toBe('required');

    const [key] = (await get(t.app, `${S}/passkeys`, m.token)).body.msg as { id: string }[];
    await f.verify(m.token, { response: await f.passkeyAnswer(m.token, dev) });
    // Within the window the password may be left out.
    expect((await send(t.app, 'DELETE', `${S}/passkeys/${key!.id}`, m.token)).body).toEqual({
      status: 200,
      msg: msg.passkeyRemoved,
    });
    // No factor left: no codes, no second step, no step-up.
    expect(await f.status(m.token)).toMatchObject({
      totp: false,
      passkeys: 0,
      recovery_codes_left: 0,
    });
    const login = await f.logIn(m);
    expect(login).not.toHaveProperty('second_factor');
    expect((await f.addWallet(login.authToken)).code).toBe(200);
    const actions = (await f.auditFor(userIdOf(m.token))).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['second_factor.totp_remove', 'second_factor.passkey_remove']),
    );
  });
});

describe('closing the account', () => {
  it('erases the app, the recovery codes and the passkeys (the row kept for the payment)', async () => {
    // A paid fee is kept for the legal period, so the account's row stays (decision 0016):
    // only the erasure, not a cascade, can take the factors away.
    const m = await paidMember(t.app, t.db);
    await f.enrolApp(m.token);
    await f.addPasskey(m.token, f.device());
    const id = userIdOf(m.token);
    const left = async () =>
      Promise.all(
        (['staff_totp', 'staff_recovery_codes', 'staff_passkeys'] as const).map(async (table) =>
          Number(
            (
              await t.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('user_id', '=', id)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    expect(await left()).toEqual([1, 10, 1]);
    const closed = await post(
      t.app,
      '/privacy/close',
      { password: m.password, confirm: true },
      m.token,
    );
    expect(closed.code, JSON.stringify(closed.body)).toBe(200);
    expect(await left()).toEqual([0, 0, 0]);
    const row = await t.db
      .selectFrom('users')
      .select(['status', 'second_factor_since'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'CLOSED', second_factor_since: null });
  });
});
