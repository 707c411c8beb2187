import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SessionJwt } from './session-jwt.js';

const secret = randomBytes(32);
const jwt = new SessionJwt(secret);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A token signed with our key over any header and claims (what a forger cannot do). */
const signedRaw = (header: unknown, claims: unknown, key: Uint8Array = secret) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};

describe('session JWT (HS256 with node:crypto)', () => {
  it('reads back what it signed', () => {
    const exp = inAnHour();
    const token = jwt.sign({ sub: 'user-1', sid: 'session-1', exp });
    expect(jwt.verify(token)).toEqual({
      sub: 'user-1',
      sid: 'session-1',
      exp,
      iat: expect.any(Number) as number,
    });
  });

  it('is a standard JWT: jose reads ours and we read jose’s (sessions issued before stay valid)', async () => {
    const ours = jwt.sign({ sub: 'u', sid: 's', exp: inAnHour() });
    const { payload, protectedHeader } = await jwtVerify(ours, secret, { algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: 'u', sid: 's' });

    const theirs = await new SignJWT({ sid: 's2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u2')
      .setIssuedAt()
      .setExpirationTime(inAnHour())
      .sign(secret);
    expect(jwt.verify(theirs)).toMatchObject({ sub: 'u2', sid: 's2' });
  });

  it('refuses a token signed with another key, or changed after signing', () => {
    const token = jwt.sign({ sub: 'u', sid: 's', exp: inAnHour() });
    expect(new SessionJwt(randomBytes(32)).verify(token)).toBeNull();
    const [h, p, s] = token.split('.') as [string, string, string];
    const otherClaims = b64({ sub: 'admin', sid: 's', iat: 1, exp: inAnHour() });
    expect(jwt.verify(`${h}.${otherClaims}.${s}`)).toBeNull();
    const flipped = Buffer.from(s, 'base64url');
    flipped[0]! ^= 1;
    expect(jwt.verify(`${h}.${p}.${flipped.toString('base64url')}`)).toBeNull();
    expect(jwt.verify(`${h}.${p}.${s.slice(0, -2)}`)).toBeNull();
  });

  it('refuses expired, not-yet-valid and claimless tokens', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(jwt.verify(jwt.sign({ sub: 'u', sid: 's', exp: now - 1 }))).toBeNull();
    expect(jwt.verify(jwt.sign({ sub: 'u', sid: 's', exp: now + 10 }), (now + 10) * 1000)).toBe(
      null,
    );
    const alg = { alg: 'HS256', typ: 'JWT' };
    expect(jwt.verify(signedRaw(alg, { sub: 'u', sid: 's', iat: now }))).toBeNull();
    expect(jwt.verify(signedRaw(alg, { sub: 'u', sid: 's', iat: now, exp: '9999999999' }))).toBe(
      null,
    );
    expect(jwt.verify(signedRaw(alg, { sub: 'u', iat: now, exp: now + 60 }))).toBeNull();
    expect(jwt.verify(signedRaw(alg, { sub: 'u', sid: 's', iat: now, exp: now + 60 }))).not.toBe(
      null,
    );
    expect(
      jwt.verify(signedRaw(alg, { sub: 'u', sid: 's', iat: now, exp: now + 60, nbf: now + 30 })),
    ).toBeNull();
    expect(jwt.verify(signedRaw(alg, ['u', 's']))).toBeNull();
  });

  it('refuses any header but HS256: none, other algorithms, crit, unencoded payloads', () => {
    const claims = { sub: 'u', sid: 's', iat: 1, exp: inAnHour() };
    expect(jwt.verify(signedRaw({ alg: 'none' }, claims))).toBeNull();
    expect(jwt.verify(signedRaw({ alg: 'HS512', typ: 'JWT' }, claims))).toBeNull();
    expect(jwt.verify(signedRaw({ alg: 'HS256', crit: ['b64'], b64: false }, claims))).toBeNull();
    expect(jwt.verify(signedRaw({ alg: 'HS256', typ: 'at+jwt' }, claims))).toBeNull();
    expect(jwt.verify(signedRaw({ alg: 'HS256' }, claims))).not.toBeNull();
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims)}.`;
    expect(jwt.verify(unsigned)).toBeNull();
  });

  it('refuses malformed input without throwing', () => {
    for (const t of ['', 'a', 'a.b', 'a.b.c.d', '..', 'é.b.c', 'a b.c.d', 'x'.repeat(5000)])
      expect(jwt.verify(t)).toBeNull();
    const garbage = `${Buffer.from('{not json').toString('base64url')}.${b64({})}`;
    const sig = createHmac('sha256', secret).update(garbage).digest('base64url');
    expect(jwt.verify(`${garbage}.${sig}`)).toBeNull();
  });
});
