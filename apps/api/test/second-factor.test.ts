import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  secondFactorMessages as msg,
  type AuditPage,
  type SecondFactorStatus,
  type TotpEnrolment,
} from '@vouch/contracts';
import { get, linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { enrolTotp, makeStaff, totpCode } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF_PASSWORD = 'Long!enough-2026';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A reviewer or admin whose password follows the staff rule, logged in without the factor. */
async function freshStaff(role: 'reviewer' | 'admin') {
  const m = await registerMember(t.app, t.db, {
    verify: true,
    overrides: { password: STAFF_PASSWORD },
  });
  await t.db
    .updateTable('users')
    .set({ role })
    .where('email_bidx', '=', emailIndex(t, m.email))
    .execute();
  return { ...m, token: await logIn(m.email) };
}

async function logIn(email: string, extra: Record<string, unknown> = {}) {
  const r = await post(t.app, '/auth/login', {
    email_address: email,
    password: STAFF_PASSWORD,
    ...extra,
  });
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return (r.body.msg as { authToken: string }).authToken;
}

const status = async (token: string) =>
  (await get(t.app, '/staff/second-factor', token)).body.msg as SecondFactorStatus;

/** Every back-office operation the API documents, with its path parameters filled in. */
async function backofficeOperations() {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string }[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/backoffice')) continue;
    for (const method of Object.keys(methods)) {
      ops.push({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      });
    }
  }
  return ops;
}

describe('staff second factor', () => {
  it('a staff password alone reaches no back-office route', async () => {
    const ops = await backofficeOperations();
    expect(ops.length).toBeGreaterThan(15);
    for (const role of ['reviewer', 'admin'] as const) {
      const s = await freshStaff(role);
      for (const op of ops) {
        const r = await t.app.inject({
          method: op.method,
          url: op.url,
          headers: { authorization: `Bearer ${s.token}` },
          payload: op.method === 'GET' ? undefined : {},
        });
        // An admin reaches every route's role check, so the refusal is the second factor's;
        // a reviewer is refused admin routes for the role first.
        expect({ ...op, code: r.statusCode }).toEqual({ ...op, code: 403 });
        if (role === 'admin') expect(r.json().msg).toBe(msg.required);
      }
    }
  });

  it('enrols with a QR code, confirms with a code, shows ten recovery codes once', async () => {
    const s = await freshStaff('reviewer');
    expect(await status(s.token)).toEqual({
      enrolled: false,
      passkeys: 0,
      verified: false,
      recovery_codes_left: 0,
      idle_timeout_minutes: 30,
    });
    const e = (await post(t.app, '/staff/second-factor/totp', {}, s.token)).body
      .msg as TotpEnrolment;
    expect(e.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(e.otpauth_url).toContain(`secret=${e.secret}`);
    expect(e.otpauth_url).toContain('issuer=Vouch');
    const svg = Buffer.from(e.qr_data_url.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    // The secret is stored encrypted.
    const row = await t.db
      .selectFrom('staff_totp')
      .select('secret')
      .where(
        'user_id',
        '=',
        (
          await t.db
            .selectFrom('users')
            .select('id')
            .where('email_bidx', '=', emailIndex(t, s.email))
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(e.secret);

    const wrong = await post(
      t.app,
      '/staff/second-factor/totp/confirm',
      { code: '000000' },
      s.token,
    );
    expect(wrong.body).toMatchObject({ status: 400, msg: msg.codeWrong });
    expect((await get(t.app, '/backoffice/queue', s.token)).code).toBe(403);
    const bad = await post(t.app, '/staff/second-factor/totp/confirm', { code: '12ab<' }, s.token);
    expect(bad.body).toMatchObject({ status: 400, errors: { code: msg.codeFormat } });

    const ok = await post(
      t.app,
      '/staff/second-factor/totp/confirm',
      { code: totpCode(e.secret) },
      s.token,
    );
    const codes = (ok.body.msg as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status(s.token)).toMatchObject({
      enrolled: true,
      verified: true,
      recovery_codes_left: 10,
    });
    expect((await get(t.app, '/backoffice/queue', s.token)).code).toBe(200);
    // Once confirmed, nobody can swap the secret with this session.
    expect((await post(t.app, '/staff/second-factor/totp', {}, s.token)).body.msg).toBe(
      msg.alreadyEnrolled,
    );
  });

  it('each sign-in needs a code: one use per code, recovery codes once each', async () => {
    const s = await freshStaff('reviewer');
    const { secret, recoveryCodes } = await enrolTotp(t, s.token);
    const next = await logIn(s.email);
    expect((await get(t.app, '/backoffice/queue', next)).code).toBe(403);
    expect(await status(next)).toMatchObject({ enrolled: true, verified: false });
    // The code that confirmed the enrolment cannot be played again.
    const replay = await post(
      t.app,
      '/staff/second-factor/verify',
      { code: totpCode(secret) },
      next,
    );
    expect(replay.body).toMatchObject({ status: 400, msg: msg.codeUsed });
    // The next 30-second code works (one step of clock drift is allowed).
    const later = totpCode(secret, Date.now() + 30_000);
    expect((await post(t.app, '/staff/second-factor/verify', { code: later }, next)).body.msg).toBe(
      msg.verified,
    );
    expect((await get(t.app, '/backoffice/queue', next)).code).toBe(200);

    const third = await logIn(s.email);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    expect(
      (await post(t.app, '/staff/second-factor/verify', { code: typed }, third)).body.msg,
    ).toBe(msg.recoveryCodeUsed);
    expect((await get(t.app, '/backoffice/queue', third)).code).toBe(200);
    expect((await status(third)).recovery_codes_left).toBe(9);
    const fourth = await logIn(s.email);
    const again = await post(
      t.app,
      '/staff/second-factor/verify',
      { code: recoveryCodes[3] },
      fourth,
    );
    expect(again.body).toMatchObject({ status: 400, msg: msg.codeWrong });
    expect((await get(t.app, '/backoffice/queue', fourth)).code).toBe(403);
  });

  it('wrong codes slow down, and five end the session', async () => {
    const s = await freshStaff('reviewer');
    await enrolTotp(t, s.token);
    const token = await logIn(s.email);
    const guess = () => post(t.app, '/staff/second-factor/verify', { code: '000000' }, token);
    for (let i = 0; i < 4; i++) expect((await guess()).code).toBe(400);
    expect((await guess()).code).toBe(429);
    await sleep(1100);
    expect((await guess()).body).toMatchObject({ status: 401, msg: msg.tooManyWrongCodes });
    expect((await get(t.app, '/account/info', token)).code).toBe(401);
  });

  it('an admin resets another staff member’s factor (audited); their sessions end', async () => {
    const admin = await registerMember(t.app, t.db, { verify: true });
    await makeStaff(t, admin, 'admin');
    const reviewer = await freshStaff('reviewer');
    await enrolTotp(t, reviewer.token);

    const other = await freshStaff('reviewer');
    await enrolTotp(t, other.token);
    const byReviewer = await post(
      t.app,
      '/backoffice/second-factor/reset',
      { email: reviewer.email },
      other.token,
    );
    expect(byReviewer.code).toBe(403);
    expect(
      (await post(t.app, '/backoffice/second-factor/reset', { email: admin.email }, admin.token))
        .body.msg,
    ).toBe(msg.cannotResetOwn);
    const member = await registerMember(t.app, t.db, { verify: true });
    expect(
      (await post(t.app, '/backoffice/second-factor/reset', { email: member.email }, admin.token))
        .body,
    ).toMatchObject({ status: 404, msg: msg.noSuchStaff });

    const r = await post(
      t.app,
      '/backoffice/second-factor/reset',
      { email: reviewer.email },
      admin.token,
    );
    expect(r.body).toEqual({ status: 200, msg: msg.reset });
    expect((await get(t.app, '/account/info', reviewer.token)).code).toBe(401);
    const again = await logIn(reviewer.email);
    expect(await status(again)).toMatchObject({ enrolled: false, verified: false });
    await enrolTotp(t, again);
    expect((await get(t.app, '/backoffice/queue', again)).code).toBe(200);

    const entries = (
      (await get(t.app, '/backoffice/audit?limit=200', admin.token)).body.msg as AuditPage
    ).entries;
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['second_factor.reset', 'second_factor.enrol']),
    );
  });

  it('members have no second factor to set up', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    expect((await get(t.app, '/staff/second-factor', m.token)).body).toMatchObject({
      status: 403,
      msg: msg.staffOnly,
    });
    expect((await post(t.app, '/staff/second-factor/totp', {}, m.token)).code).toBe(403);
  });
});

describe('staff sessions and passwords', () => {
  it('no remember-me for staff: the session lasts 12 hours at most', async () => {
    const s = await freshStaff('admin');
    const token = await logIn(s.email, { remember_me: true });
    const p = decodeJwt(token);
    expect((p.exp! - p.iat!) / 3600).toBeCloseTo(12, 0);
  });

  it('a staff session ends after 30 minutes without a request', async () => {
    const s = await freshStaff('reviewer');
    await enrolTotp(t, s.token);
    expect((await get(t.app, '/backoffice/queue', s.token)).code).toBe(200);
    const sid = decodeJwt(s.token).sid as string;
    const idle = new Date(Date.now() - 29 * 60_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_active_at: idle })
      .where('id', '=', sid)
      .execute();
    expect((await get(t.app, '/backoffice/queue', s.token)).code).toBe(200);
    const gone = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_active_at: gone })
      .where('id', '=', sid)
      .execute();
    expect((await get(t.app, '/backoffice/queue', s.token)).code).toBe(401);
    // A member's session is not cut for being idle.
    const m = await registerMember(t.app, t.db, { verify: true });
    const msid = decodeJwt(m.token).sid as string;
    await t.db
      .updateTable('sessions')
      .set({ last_active_at: gone })
      .where('id', '=', msid)
      .execute();
    expect((await get(t.app, '/account/info', m.token)).code).toBe(200);
  });

  it('staff passwords need 12 characters: login, reset and change say so', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    expect(m.password.length).toBeLessThan(12);
    await t.db
      .updateTable('users')
      .set({ role: 'reviewer' })
      .where('email_bidx', '=', emailIndex(t, m.email))
      .execute();
    const login = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    expect(login.body).toMatchObject({ status: 403, msg: msg.staffPasswordChangeNeeded });

    const change = await post(
      t.app,
      '/account/change-account-password',
      { old_password: m.password, new_password: 'Short!9a' },
      m.token,
    );
    expect(change.body).toMatchObject({ status: 400, msg: msg.staffPasswordTooShort });

    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    const code = linkToken((await waitForMail(t.db, m.email, 'Reset')).text_body, 'token');
    const short = await post(t.app, '/auth/reset-password', { code, new_password: 'Short!9a' });
    expect(short.body).toMatchObject({ status: 400, msg: msg.staffPasswordTooShort });
    // The code was not spent on the refused password.
    const long = await post(t.app, '/auth/reset-password', { code, new_password: STAFF_PASSWORD });
    expect(long.code).toBe(200);
    expect(
      (await post(t.app, '/auth/login', { email_address: m.email, password: STAFF_PASSWORD })).code,
    ).toBe(200);
  });
});
