import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWaitMessage, messages } from '@vouch/contracts';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A login from a given client address (the socket's, as no proxy is trusted here). */
function loginFrom(ip: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email_address: email, password },
    remoteAddress: ip,
  });
}

describe('POST /auth/login', () => {
  it('returns msg.authToken for the right password, case-insensitive e-mail', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await post(t.app, '/auth/login', {
      email_address: m.email.toUpperCase(),
      password: m.password,
      ip_address: '{ip}',
    });
    expect(r.code).toBe(200);
    const token = (r.body.msg as { authToken: string }).authToken;
    expect(token.split('.')).toHaveLength(3);
    const info = await get(t.app, '/account/info', token);
    expect(info.code).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const m = await registerMember(t.app, t.db);
    const wrong = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: 'Wrong!pass1',
    });
    const unknown = await post(t.app, '/auth/login', {
      email_address: 'nobody@example.com',
      password: 'Wrong!pass1',
    });
    expect(wrong.code).toBe(401);
    expect(wrong.body).toMatchObject({ status: 401, msg: messages.invalidCredentials });
    expect(unknown.code).toBe(wrong.code);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('shows the spec messages for missing and malformed fields', async () => {
    const empty = await post(t.app, '/auth/login', { email_address: '', password: '' });
    expect(empty.code).toBe(400);
    expect(empty.body.msg).toBe(messages.emailRequired);
    expect(empty.body.errors).toEqual({
      email_address: messages.emailRequired,
      password: messages.passwordRequired,
    });
    const bad = await post(t.app, '/auth/login', { email_address: 'not-an-email', password: 'x' });
    expect(bad.body.errors).toEqual({ email_address: messages.emailInvalid });
  });

  it('slows guesses down progressively (never locks); the wait is said in seconds', async () => {
    const m = await registerMember(t.app, t.db);
    const guess = () => loginFrom('10.1.0.1', m.email, 'Nope!nope1');
    for (let i = 0; i < 4; i++) expect((await guess()).statusCode).toBe(401);
    // The 4th guess asked for a 1-second wait, the 5th for 2 seconds.
    const early = await guess();
    expect(early.statusCode).toBe(429);
    expect(early.json().msg).toBe(loginWaitMessage(1));
    await sleep(1100);
    expect((await guess()).statusCode).toBe(401);
    expect((await guess()).json().msg).toBe(loginWaitMessage(2));
    // Once the wait is over, the right password gets in from the same address.
    await sleep(2100);
    expect((await loginFrom('10.1.0.1', m.email, m.password)).statusCode).toBe(200);
  });

  it('a stranger guessing from elsewhere cannot keep the member out', async () => {
    const m = await registerMember(t.app, t.db);
    for (let i = 0; i < 12; i++) await loginFrom('10.1.0.2', m.email, 'Nope!nope1');
    expect((await loginFrom('10.1.0.2', m.email, m.password)).statusCode).toBe(429);
    // The member, from their own address, is let in at once.
    const own = await loginFrom('10.1.0.3', m.email, m.password);
    expect(own.statusCode).toBe(200);
    expect(own.json().msg.authToken).toEqual(expect.any(String));
  });

  it('unknown addresses slow down the same way: a delay reveals nothing', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await loginFrom('10.1.0.4', 'ghost@example.com', 'Nope!nope1')).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });

  it('parallel guesses cannot skip the delays: at most 4 passwords are checked', async () => {
    const m = await registerMember(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => loginFrom('10.1.0.5', m.email, 'Nope!nope1')),
    );
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(4);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(20 - checked);
  });

  it('answers a wrongly typed field with a plain message, not a parser message', async () => {
    const r = await post(t.app, '/auth/login', {
      email_address: 'a@b.co',
      password: 'x',
      remember_me: 'yes',
    });
    expect(r.body).toMatchObject({ status: 400, msg: messages.invalidRequest });
  });

  it('keeps a remembered session for 30 days and a normal one for 12 hours', async () => {
    const m = await registerMember(t.app, t.db);
    const short = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    const long = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
      remember_me: true,
    });
    const ttl = (tok: unknown) => {
      const p = decodeJwt((tok as { authToken: string }).authToken);
      return (p.exp! - p.iat!) / 3600;
    };
    expect(ttl(short.body.msg)).toBeCloseTo(12, 0);
    expect(ttl(long.body.msg)).toBeCloseTo(720, 0);
  });
});

describe('sessions', () => {
  it('POST /auth/logout revokes the token at once', async () => {
    const m = await registerMember(t.app, t.db);
    expect((await post(t.app, '/auth/logout', {}, m.token)).code).toBe(200);
    const after = await get(t.app, '/account/info', m.token);
    expect(after.code).toBe(401);
    expect(after.body.msg).toBe(messages.unauthorized);
  });

  it('refuses missing, malformed, forged and expired tokens with 401', async () => {
    expect((await get(t.app, '/account/info')).code).toBe(401);
    expect((await get(t.app, '/account/info', 'not.a.jwt')).code).toBe(401);
    const m = await registerMember(t.app, t.db);
    const { sid, sub } = decodeJwt(m.token) as { sid: string; sub: string };
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-chars!'));
    expect((await get(t.app, '/account/info', forged)).code).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${m.token.split('.')[1]}.`;
    expect((await get(t.app, '/account/info', unsigned)).code).toBe(401);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', sid)
      .execute();
    expect((await get(t.app, '/account/info', m.token)).code).toBe(401);
  });

  it("a member's session id cannot be used with another member's id", async () => {
    const a = await registerMember(t.app, t.db);
    const b = await registerMember(t.app, t.db);
    const { sid } = decodeJwt(a.token) as { sid: string };
    const { sub: bId } = decodeJwt(b.token) as { sub: string };
    const spliced = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(bId)
      .setExpirationTime('1h')
      .sign(t.config.jwtSecret);
    expect((await get(t.app, '/account/info', spliced)).code).toBe(401);
  });
});
