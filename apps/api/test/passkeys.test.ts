import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  secondFactorMessages as msg,
  type SecondFactorStatus,
  type StaffPasskey,
} from '@vouch/contracts';
import { get, post, registerMember, send } from './setup/members.js';
import { enrolTotp } from './setup/second-factor.js';
import { SoftwareAuthenticator } from './setup/software-authenticator.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Long!enough-2026';
const P = '/staff/second-factor/passkeys';

async function logIn(email: string) {
  const r = await post(t.app, '/auth/login', { email_address: email, password: PASSWORD });
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return (r.body.msg as { authToken: string }).authToken;
}

/** A reviewer (or admin) with TOTP set up, and a session that has passed it. */
async function staffWithTotp(role: 'reviewer' | 'admin' = 'reviewer') {
  const m = await registerMember(t.app, t.db, { verify: true, overrides: { password: PASSWORD } });
  await t.db
    .updateTable('users')
    .set({ role })
    .where('email_bidx', '=', emailIndex(t, m.email))
    .execute();
  const token = await logIn(m.email);
  await enrolTotp(t, token);
  const origin = new URL(t.config.appUrl);
  return { ...m, token, device: new SoftwareAuthenticator(origin.hostname, origin.origin) };
}

async function addPasskey(s: Awaited<ReturnType<typeof staffWithTotp>>, name = 'Work laptop') {
  const options = (await post(t.app, `${P}/registration-options`, {}, s.token)).body.msg as {
    challenge: string;
    rp: { id: string };
  };
  return post(t.app, P, { name, response: s.device.create(options) }, s.token);
}

async function signInWithPasskey(token: string, answer: (o: { challenge: string }) => unknown) {
  const options = (await post(t.app, `${P}/authentication-options`, {}, token)).body.msg as {
    challenge: string;
  };
  return post(t.app, `${P}/verify`, { response: answer(options) }, token);
}

describe('passkeys (WebAuthn) as the staff second factor', () => {
  it('a staff member adds a passkey, then signs in with it instead of a code', async () => {
    const s = await staffWithTotp();
    const options = (await post(t.app, `${P}/registration-options`, {}, s.token)).body.msg as {
      rp: { id: string };
      user: { name: string };
    };
    expect(options.rp.id).toBe(new URL(t.config.appUrl).hostname);
    expect(options.user.name).toBe(s.email);
    expect((await addPasskey(s)).body).toEqual({ status: 200, msg: msg.passkeyAdded });
    const list = (await get(t.app, P, s.token)).body.msg as StaffPasskey[];
    expect(list.map((p) => p.name)).toEqual(['Work laptop']);

    const next = await logIn(s.email);
    expect((await get(t.app, '/backoffice/queue', next)).code).toBe(403);
    expect((await get(t.app, '/staff/second-factor', next)).body.msg).toMatchObject({
      passkeys: 1,
      verified: false,
    } satisfies Partial<SecondFactorStatus>);
    const r = await signInWithPasskey(next, (o) => s.device.get(o));
    expect(r.body).toEqual({ status: 200, msg: msg.verified });
    expect((await get(t.app, '/backoffice/queue', next)).code).toBe(200);
  });

  it('refuses a replayed answer, a rolled-back counter, another origin and another’s key', async () => {
    const s = await staffWithTotp();
    await addPasskey(s);
    const token = await logIn(s.email);

    let first: unknown;
    await signInWithPasskey(token, (o) => (first = s.device.get(o)));
    const again = await logIn(s.email);
    // The same signed answer for a new challenge: the challenge inside it no longer matches.
    const replay = await signInWithPasskey(again, () => first);
    expect(replay.body).toMatchObject({ status: 400, msg: msg.passkeyFailed });
    // A cloned authenticator: its counter goes backwards.
    const cloned = await signInWithPasskey(again, (o) => s.device.get(o, undefined, -1));
    // Each refusal says why (issue 37).
    expect(cloned.body).toMatchObject({ status: 400, msg: msg.passkeyCopied });
    // A phishing page on another origin gets a signature the server does not accept.
    const origin = new URL(t.config.appUrl);
    const phished = new SoftwareAuthenticator(origin.hostname, 'https://vouch-login.example');
    phished.credentials.push(s.device.credentials[0]!);
    const phish = await signInWithPasskey(again, (o) => phished.get(o));
    expect(phish.body).toMatchObject({ status: 400, msg: msg.passkeyWrongOrigin });
    // Another staff member's passkey is not this account's.
    const other = await staffWithTotp();
    await addPasskey(other);
    const foreign = await signInWithPasskey(again, (o) => other.device.get(o));
    expect(foreign.body).toMatchObject({ status: 400, msg: msg.passkeyUnknown });
    // Four refusals in a row: the next attempt waits (the same slow-down as codes).
    const stale = () =>
      post(t.app, `${P}/verify`, { response: s.device.get({ challenge: 'x' }) }, again);
    expect((await stale()).code).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    // A verify without fresh options has no challenge to answer.
    expect((await stale()).body).toMatchObject({ status: 400, msg: msg.passkeyExpired });
    expect((await get(t.app, '/backoffice/queue', again)).code).toBe(403);
  });

  it('adding a passkey needs a session past the factor; members have none; bad input is refused', async () => {
    const s = await staffWithTotp();
    const fresh = await logIn(s.email);
    expect((await post(t.app, `${P}/registration-options`, {}, fresh)).body).toMatchObject({
      status: 403,
      msg: msg.passkeyNeedsFactor,
    });
    expect((await post(t.app, `${P}/authentication-options`, {}, fresh)).body).toMatchObject({
      status: 409,
      msg: msg.passkeyNone,
    });
    const m = await registerMember(t.app, t.db, { verify: true });
    expect((await post(t.app, `${P}/registration-options`, {}, m.token)).code).toBe(403);
    const junk = await post(t.app, P, { name: '', response: { id: 'x' } }, s.token);
    expect(junk.code).toBe(400);
    const forged = await post(
      t.app,
      P,
      {
        name: 'Forged',
        response: {
          id: 'aa',
          rawId: 'aa',
          type: 'public-key',
          response: { clientDataJSON: 'e30' },
        },
      },
      s.token,
    );
    expect(forged.body).toMatchObject({ status: 400 });
    expect((await get(t.app, P, s.token)).body.msg).toEqual([]);
  });

  it('a member removes a passkey; an admin’s reset removes them all', async () => {
    const s = await staffWithTotp();
    await addPasskey(s, 'Phone');
    await addPasskey(s, 'Laptop');
    const [phone] = (await get(t.app, P, s.token)).body.msg as StaffPasskey[];
    const removed = await send(t.app, 'DELETE', `${P}/${phone!.id}`, s.token);
    expect(removed.body).toEqual({ status: 200, msg: msg.passkeyRemoved });
    expect(((await get(t.app, P, s.token)).body.msg as StaffPasskey[]).map((p) => p.name)).toEqual([
      'Laptop',
    ]);

    const admin = await staffWithTotp('admin');
    await post(t.app, '/backoffice/second-factor/reset', { email: s.email }, admin.token);
    const again = await logIn(s.email);
    expect((await get(t.app, '/staff/second-factor', again)).body.msg).toMatchObject({
      enrolled: false,
      passkeys: 0,
    });
  });
});
