import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactorMessages, type MemberProfile } from '@vouch/contracts';
import { runVouch } from './setup/cli.js';
import { emailIndex } from './setup/columns.js';
import { get, post, registerMember } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 31, item 4: a member given a staff role kept their 30-day "remember me" session, and that
 * token enrolled a second factor and opened the review queue. Every role change ends every
 * session of the account, in the change's transaction, audited; staff rules apply from the next
 * sign-in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A staff-length password, so the promoted member can sign in again afterwards. */
const LONG_PASSWORD = 'Kola!nut42Lagos';

async function rememberedMember() {
  const m = await registerMember(t.app, t.db, {
    verify: true,
    overrides: { password: LONG_PASSWORD },
  });
  const login = await post(t.app, '/auth/login', {
    email_address: m.email,
    password: LONG_PASSWORD,
    remember_me: true,
  });
  const token = (login.body.msg as { authToken: string }).authToken;
  const uuid = ((await get(t.app, '/account/info', token)).body.msg as MemberProfile).uuid;
  return { ...m, token, uuid };
}

async function admin() {
  const a = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, a, 'admin');
  return a;
}

const sessionsOf = (userId: string) =>
  t.db
    .selectFrom('sessions')
    .select(['id', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .execute();

const roleChanges = (userId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('target_id', '=', userId)
    .where('action', 'in', ['role.change', 'staff.update'])
    .orderBy('seq')
    .execute();

describe('a role change ends every session of the account', () => {
  it('a member made reviewer by an admin: the remembered token is refused (401) everywhere', async () => {
    const a = await admin();
    const m = await rememberedMember();
    const granted = await post(
      t.app,
      '/backoffice/roles',
      { email: m.email, role: 'reviewer' },
      a.token,
    );
    expect(granted.code).toBe(200);

    expect((await get(t.app, '/account/info', m.token)).code).toBe(401);
    expect((await post(t.app, '/staff/second-factor/totp', {}, m.token)).code).toBe(401);
    expect((await get(t.app, '/backoffice/queue', m.token)).code).toBe(401);
    expect((await sessionsOf(m.uuid)).every((s) => s.revoked_at !== null)).toBe(true);
    const [entry] = await roleChanges(m.uuid);
    expect(entry!.action).toBe('role.change');
    expect(JSON.parse(entry!.details)).toEqual({ role: 'reviewer', sessions_ended: 2 });
  });

  it('the next sign-in follows staff rules: "remember me" ignored, a short session', async () => {
    const a = await admin();
    const m = await rememberedMember();
    await post(t.app, '/backoffice/roles', { email: m.email, role: 'reviewer' }, a.token);
    const login = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: LONG_PASSWORD,
      remember_me: true,
    });
    expect(login.code).toBe(200);
    const live = (await sessionsOf(m.uuid)).filter((s) => s.revoked_at === null);
    expect(live).toHaveLength(1);
    expect(Date.parse(live[0]!.expires_at)).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000);
  });

  it('a short member password is refused at the first staff sign-in, with the way out', async () => {
    const a = await admin();
    const m = await registerMember(t.app, t.db, { verify: true });
    await post(t.app, '/backoffice/roles', { email: m.email, role: 'reviewer' }, a.token);
    expect((await get(t.app, '/account/info', m.token)).code).toBe(401);
    const login = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    expect(login.body).toMatchObject({
      status: 403,
      msg: secondFactorMessages.staffPasswordChangeNeeded,
    });
  });

  it('a reviewer made a member again loses their staff session', async () => {
    const a = await admin();
    const r = await registerMember(t.app, t.db, { verify: true });
    await makeStaff(t, r, 'reviewer');
    expect((await get(t.app, '/backoffice/queue', r.token)).code).toBe(200);
    await post(t.app, '/backoffice/roles', { email: r.email, role: 'member' }, a.token);
    expect((await get(t.app, '/backoffice/queue', r.token)).code).toBe(401);
    expect((await get(t.app, '/account/info', r.token)).code).toBe(401);
  });

  it('the same role again changes nothing and ends nothing', async () => {
    const a = await admin();
    const m = await rememberedMember();
    await post(t.app, '/backoffice/roles', { email: m.email, role: 'member' }, a.token);
    expect((await get(t.app, '/account/info', m.token)).code).toBe(200);
  });

  it('create-staff on an existing member ends their sessions too, audited', async () => {
    const m = await rememberedMember();
    const r = await runVouch(t.config, [
      'create-staff',
      '--email',
      m.email,
      '--password',
      'Revi3w!er-2026',
      '--role',
      'reviewer',
    ]);
    expect(r.code).toBe(0);
    expect((await get(t.app, '/account/info', m.token)).code).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('email_bidx', '=', emailIndex(t, m.email))
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('reviewer');
    const [entry] = await roleChanges(m.uuid);
    expect(entry!.action).toBe('staff.update');
    expect(JSON.parse(entry!.details)).toMatchObject({ role: 'reviewer', sessions_ended: 2 });
  });
});
