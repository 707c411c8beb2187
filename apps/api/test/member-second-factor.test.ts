import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberSecondFactorMessages as memberMsg,
  secondFactorMessages as msg,
} from '@vouch/contracts';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import {
  BTC,
  ETH,
  memberFactors,
  REQUIRED,
  S,
  STEP_UP,
  TRC20,
  userIdOf,
} from './setup/member-second-factor.js';
import { makeStaff, totpCode } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let f: ReturnType<typeof memberFactors>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFactors(t);
});
afterAll(() => t.close());

describe('members turn on an authenticator app', () => {
  it('enrols (QR, code, ten recovery codes once, audited by id, mailed); sign-in then needs the code', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    expect(await f.status(m.token)).toEqual({
      totp: false,
      passkeys: 0,
      recovery_codes_left: 0,
      verified: false,
    });
    // The first factor takes the password: a session alone (a stolen one) cannot turn one on and
    // lock the member out, nor pass a live business's rule (issue 46's second probe).
    expect((await post(t.app, `${S}/totp`, {}, m.token)).body).toMatchObject({
      status: 403,
      msg: memberMsg.passwordToTurnOn,
      errors: { second_factor: 'password' },
    });
    expect(
      (await post(t.app, `${S}/totp`, { password: 'wrong-Pass1!' }, m.token)).body,
    ).toMatchObject({
      status: 400,
      msg: memberMsg.passwordWrong,
      errors: { password: memberMsg.passwordWrong },
    });
    expect(
      (await post(t.app, `${S}/passkeys/registration-options`, {}, m.token)).body,
    ).toMatchObject({
      status: 403,
      errors: { second_factor: 'password' },
    });
    const { secret, codes } = await f.enrolApp(m.token);
    expect(codes).toHaveLength(10);
    expect(await f.status(m.token)).toMatchObject({ totp: true, recovery_codes_left: 10 });
    // A confirmed app is not replaced by a stolen session: it must be removed first.
    expect((await post(t.app, `${S}/totp`, {}, m.token)).body).toMatchObject({
      status: 409,
      msg: msg.alreadyEnrolled,
    });
    const userId = userIdOf(m.token);
    const entries = await f.auditFor(userId);
    expect(entries.map((e) => e.action)).toContain('second_factor.enrol');
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(JSON.stringify(entries)).not.toContain(m.email);
    await waitForMail(t.db, m.email, 'a sign-in method was added');

    const login = await f.logIn(m);
    expect(login.second_factor).toBe('required');
    const next = login.authToken;
    expect(await f.status(next)).toMatchObject({ totp: true, verified: false });
    // The code that confirmed the app cannot be played again.
    expect((await f.verify(next, { code: totpCode(secret) })).body).toMatchObject({
      status: 400,
      msg: msg.codeUsed,
    });
    expect((await f.verify(next, { code: '000000' })).body).toMatchObject({
      status: 400,
      msg: msg.codeWrong,
      errors: { code: msg.codeWrong },
    });
    const later = totpCode(secret, Date.now() + 30_000);
    expect((await f.verify(next, { code: later })).body).toEqual({
      status: 200,
      msg: msg.verified,
    });
    expect((await get(t.app, '/account/info', next)).code).toBe(200);
    expect(await f.status(next)).toMatchObject({ verified: true });

    // A recovery code stands in for a lost phone, once.
    const third = (await f.logIn(m)).authToken;
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    expect((await f.verify(third, { code: typed })).body.msg).toBe(msg.recoveryCodeUsed);
    expect((await get(t.app, '/account/info', third)).code).toBe(200);
    const fourth = (await f.logIn(m)).authToken;
    expect((await f.verify(fourth, { code: codes[0] })).body).toMatchObject({ status: 400 });
    expect((await get(t.app, '/account/info', fourth)).code).toBe(403);
  });

  it('until the factor is passed, the session opens nothing but the second step', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const before = (await f.logIn(m)).authToken;
    await f.enrolApp(m.token);
    const pending = (await f.logIn(m)).authToken;

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const secondStep = new Set([
      `get /api/v1${S}`,
      `post /api/v1${S}/verify`,
      `post /api/v1${S}/passkeys/authentication-options`,
      'post /api/v1/auth/logout',
    ]);
    let walked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (path.startsWith('/api/v1/backoffice') || path.startsWith('/api/v1/staff')) continue;
      for (const [method, op] of Object.entries(methods)) {
        if (!op.security?.length || secondStep.has(`${method} ${path}`)) continue;
        const r = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          headers: { authorization: `Bearer ${pending}` },
          payload: method === 'get' ? undefined : {},
        });
        // The phone's capture routes take their own credential: a session's token is refused.
        const expected = path.startsWith('/api/v1/handoff/')
          ? { code: 401, errors: undefined }
          : { code: 403, errors: REQUIRED };
        expect({ method, path, code: r.statusCode, errors: r.json().errors }).toEqual({
          method,
          path,
          ...expected,
        });
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(20);
    // A session from before the app was turned on is held at the same door.
    expect((await get(t.app, '/account/info', before)).body).toMatchObject({
      status: 403,
      msg: memberMsg.signInNeeded,
      errors: REQUIRED,
    });
    // Giving up at the second step ends the session.
    expect((await post(t.app, '/auth/logout', {}, pending)).code).toBe(200);
    expect((await get(t.app, S, pending)).code).toBe(401);
  });

  it('wrong codes slow down, and the fifth ends the session', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    await f.enrolApp(m.token);
    const token = (await f.logIn(m)).authToken;
    const guess = () => f.verify(token, { code: '000000' });
    for (let i = 0; i < 4; i++) expect((await guess()).code).toBe(400);
    const slowed = await guess();
    expect(slowed.code).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The delay has run out (moved, not waited for).
    await t.db
      .updateTable('login_throttle')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('next_attempt_at', '>', new Date().toISOString())
      .execute();
    expect((await guess()).body).toMatchObject({ status: 401, msg: msg.tooManyWrongCodes });
    expect((await get(t.app, S, token)).code).toBe(401);
  });
});

describe('a fresh second factor before a wallet or a password', () => {
  it('adding a wallet: refused with the step-up marker once the factor is stale, then let through', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const { secret } = await f.enrolApp(m.token);
    // Just passed (the enrolment): within the window.
    expect((await f.addWallet(m.token)).code).toBe(200);

    await f.passedAgo(m.token, 6);
    const trc = () =>
      post(
        t.app,
        '/account/add-wallet-address',
        { wallet_address: { token: 'usdt', network: 'trc20', address: TRC20 } },
        m.token,
      );
    expect((await trc()).body).toMatchObject({
      status: 403,
      msg: memberMsg.stepUpNeeded,
      errors: STEP_UP,
    });
    expect((await f.wallets(m.token)).map((w) => w.address)).toEqual([ETH]);

    const up = await f.verify(m.token, { code: await f.freshCode(m.token, secret) });
    expect(up.body).toEqual({ status: 200, msg: msg.verified });
    expect((await trc()).code).toBe(200);
    expect((await f.wallets(m.token)).map((w) => w.address).sort()).toEqual([ETH, TRC20].sort());

    // Five minutes after the step-up it is stale again; a moment before, it still counts.
    const btc = () =>
      post(
        t.app,
        '/account/add-wallet-address',
        { wallet_address: { token: 'btc', network: 'bitcoin', address: BTC } },
        m.token,
      );
    await f.passedAgo(m.token, 5.1);
    expect((await btc()).body).toMatchObject({ status: 403, errors: STEP_UP });
    await f.passedAgo(m.token, 4.9);
    expect((await btc()).code).toBe(200);
  });

  it('asking for a code to prove a number: the same (issue 30)', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const { secret } = await f.enrolApp(m.token);
    await f.passedAgo(m.token, 6);
    const ask = () => post(t.app, '/account/number-proofs', { kind: 'phone' }, m.token);
    expect((await ask()).body).toMatchObject({
      status: 403,
      msg: memberMsg.stepUpNeeded,
      errors: STEP_UP,
    });
    expect(
      await t.db
        .selectFrom('number_proof_codes')
        .select('id')
        .where('user_id', '=', userIdOf(m.token))
        .execute(),
    ).toEqual([]);
    await f.verify(m.token, { code: await f.freshCode(m.token, secret) });
    expect((await ask()).body.msg).toMatchObject({ outcome: 'sent', kind: 'phone' });
  });

  it('changing the password: the same', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const { codes } = await f.enrolApp(m.token);
    await f.passedAgo(m.token, 10);
    const change = () =>
      post(
        t.app,
        '/account/change-account-password',
        { old_password: m.password, new_password: 'Zebra!crossing7' },
        m.token,
      );
    expect((await change()).body).toMatchObject({
      status: 403,
      msg: memberMsg.stepUpNeeded,
      errors: STEP_UP,
    });
    // Refused before anything changed: the old password still signs in.
    expect((await f.logIn(m)).authToken).toBeTruthy();
    // A recovery code is a second factor too.
    expect((await f.verify(m.token, { code: codes[4] })).body.msg).toBe(msg.recoveryCodeUsed);
    expect((await change()).body).toMatchObject({ status: 200 });
  });

  it('a member without a second factor is never asked', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const login = await f.logIn(m);
    expect(login).not.toHaveProperty('second_factor');
    expect((await f.addWallet(login.authToken)).code).toBe(200);
    const change = await post(
      t.app,
      '/account/change-account-password',
      { old_password: m.password, new_password: 'Zebra!crossing7' },
      login.authToken,
    );
    expect(change.code).toBe(200);
    expect((await f.verify(login.authToken, { code: '123456' })).body).toMatchObject({
      status: 409,
      msg: memberMsg.notEnrolled,
    });
  });
});

describe('staff keep their own rules', () => {
  it('staff use /staff/second-factor, and are not stepped up on their member screens', async () => {
    const m = await registerMember(t.app, t.db, {
      verify: true,
      overrides: { password: 'Long!enough-2026' },
    });
    await makeStaff(t, m, 'reviewer');
    expect((await get(t.app, S, m.token)).body).toMatchObject({
      status: 403,
      msg: memberMsg.membersOnly,
    });
    expect((await post(t.app, `${S}/totp`, {}, m.token)).code).toBe(403);
    // A staff login answers as before (the back office's gate asks for the factor).
    const login = await f.logIn(m);
    expect(login).not.toHaveProperty('second_factor');
    expect((await get(t.app, '/account/info', login.authToken)).code).toBe(200);
    expect((await get(t.app, '/backoffice/queue', login.authToken)).code).toBe(403);
  });

  it('the audit entries name ids only', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    await f.enrolApp(m.token);
    await f.addPasskey(m.token, f.device());
    const id = userIdOf(m.token);
    const entries = (await f.auditFor(id)).filter((x) => x.action.startsWith('second_factor'));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'second_factor.enrol',
      'second_factor.passkey_add',
    ]);
    for (const e of entries) {
      expect({ ...e, details: JSON.parse(e.details) as unknown }).toMatchObject({
        actor_id: id,
        target_id: id,
      });
      expect(e.details).not.toMatch(/@|Phone/);
    }
  });
});
