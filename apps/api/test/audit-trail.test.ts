import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage, MemberProfile } from '@vouch/contracts';
import { get, linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { makeStaff, totpCode } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 31, item 6d: staff sign-ins, second-factor passes and wrong codes, password changes,
 * resets and logouts left no audit entry, and the admin's audit view showed only the latest 200
 * entries. They are audited (ids only), and the view pages with a cursor and filters.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF_PASSWORD = 'Revi3w!er2026Lagos';

async function uuidOf(token: string) {
  return ((await get(t.app, '/account/info', token)).body.msg as MemberProfile).uuid;
}

/** A reviewer with a second factor, signed in afresh (the sign-in is what is audited). */
async function reviewer() {
  const m = await registerMember(t.app, t.db, {
    verify: true,
    overrides: { password: STAFF_PASSWORD },
  });
  const { secret } = await makeStaff(t, m, 'reviewer');
  const uuid = await uuidOf(m.token);
  return { ...m, secret, uuid };
}

async function admin() {
  const a = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, a, 'admin');
  return { ...a, uuid: await uuidOf(a.token) };
}

const entriesAbout = (userId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'target_id', 'details', 'ip'])
    .where('target_id', '=', userId)
    .orderBy('seq')
    .execute();

async function page(token: string, query = '') {
  const r = await get(t.app, `/backoffice/audit${query}`, token);
  return { code: r.code, body: r.body, page: r.body.msg as AuditPage };
}

describe('security events on the audit log', () => {
  it('a staff sign-in, a wrong code, a passing code, a password change and a logout', async () => {
    const r = await reviewer();
    const login = await post(t.app, '/auth/login', {
      email_address: r.email,
      password: STAFF_PASSWORD,
    });
    const token = (login.body.msg as { authToken: string }).authToken;
    expect((await post(t.app, '/staff/second-factor/verify', { code: '000000' }, token)).code).toBe(
      400,
    );
    // The step after the one enrolment used: a code not yet spent.
    const code = totpCode(r.secret, Date.now() + 30_000);
    const passed = await post(t.app, '/staff/second-factor/verify', { code }, token);
    expect(passed.code, JSON.stringify(passed.body)).toBe(200);
    expect(
      (
        await post(
          t.app,
          '/account/change-account-password',
          {
            old_password: STAFF_PASSWORD,
            new_password: 'Revi3w!er2027Abuja',
            confirm_password: 'Revi3w!er2027Abuja',
          },
          token,
        )
      ).code,
    ).toBe(200);
    expect((await post(t.app, '/auth/logout', {}, token)).code).toBe(200);

    const entries = await entriesAbout(r.uuid);
    const security = [
      'auth.login',
      'second_factor.code_wrong',
      'second_factor.totp_pass',
      'auth.password_change',
      'auth.logout',
    ];
    const ours = entries.filter((e) => security.includes(e.action));
    // In the order they happened, each done by the reviewer, from an address.
    expect(ours.map((e) => e.action)).toEqual(security);
    for (const e of ours) {
      expect(e.actor_id).toBe(r.uuid);
      expect(e.ip).not.toBeNull();
    }
    // Ids only: no address, password or code in any of them.
    const raw = JSON.stringify(entries);
    for (const secret of [r.email, STAFF_PASSWORD, 'Revi3w!er2027Abuja', code, '000000'])
      expect(raw).not.toContain(secret);
  });

  it('a member’s password reset is on the log too; a member’s sign-in is not', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const uuid = await uuidOf(m.token);
    await post(t.app, '/auth/forgot-password', { email_address: m.email });
    const mail = await waitForMail(t.db, m.email, 'Reset');
    const reset = await post(t.app, '/auth/reset-password', {
      code: linkToken(mail.text_body, 'token'),
      new_password: 'Kola!nut42Ikeja',
      confirm_password: 'Kola!nut42Ikeja',
    });
    expect(reset.code).toBe(200);
    const actions = (await entriesAbout(uuid)).map((e) => e.action);
    expect(actions).toContain('auth.password_reset');
    expect(actions).not.toContain('auth.login');
  });
});

describe('the admin audit view', () => {
  it('pages newest first with a cursor: no entry twice, none missed', async () => {
    const a = await admin();
    // Enough entries of one actor to need several pages.
    for (let i = 0; i < 5; i++) await get(t.app, `/backoffice/audit?actor=${a.uuid}`, a.token);
    for (let i = 0; i < 3; i++) {
      const r = await registerMember(t.app, t.db, { verify: true });
      await post(t.app, '/backoffice/roles', { email: r.email, role: 'reviewer' }, a.token);
    }
    const all = (await page(a.token, `?actor=${a.uuid}&limit=200`)).page.entries;
    expect(all.length).toBeGreaterThanOrEqual(3);
    // Staff read the actor's name, not only a UUID (issue 37).
    const me = (await get(t.app, '/account/info', a.token)).body.msg as {
      first_name: string;
      last_name: string;
    };
    for (const e of all) expect(e.actor_name).toBe(`${me.first_name} ${me.last_name}`);
    const seen: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const p: AuditPage = (
        await page(a.token, `?actor=${a.uuid}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).page;
      expect(p.entries.length).toBeLessThanOrEqual(2);
      seen.push(...p.entries);
      cursor = p.next_cursor;
    } while (cursor);
    expect(seen.map((e) => e.seq)).toEqual(all.map((e) => e.seq));
    const seqs = seen.map((e) => e.seq);
    expect([...seqs].sort((x, y) => y - x)).toEqual(seqs);
  });

  it('filters by action, actor (uuid or e-mail), target and date range', async () => {
    const a = await admin();
    const m = await registerMember(t.app, t.db, { verify: true });
    const mUuid = await uuidOf(m.token);
    await post(t.app, '/backoffice/roles', { email: m.email, role: 'reviewer' }, a.token);

    const byAction = (await page(a.token, '?action=role.change&limit=200')).page.entries;
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((e) => e.action === 'role.change')).toBe(true);

    const byUuid = (await page(a.token, `?actor=${a.uuid}&limit=200`)).page.entries;
    const byEmail = (await page(a.token, `?actor=${encodeURIComponent(a.email)}&limit=200`)).page
      .entries;
    expect(byUuid.length).toBeGreaterThan(0);
    expect(byEmail.map((e) => e.seq)).toEqual(byUuid.map((e) => e.seq));
    expect(byUuid.every((e) => e.actor_id === a.uuid)).toBe(true);

    const byTarget = (await page(a.token, `?target=${mUuid}`)).page.entries;
    expect(byTarget.map((e) => e.action)).toContain('role.change');
    expect(byTarget.every((e) => e.target_id === mUuid)).toBe(true);

    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await page(a.token, `?target=${mUuid}&from=${today}&to=${today}`)).page.entries,
    ).not.toEqual([]);
    expect((await page(a.token, `?target=${mUuid}&to=${yesterday}`)).page.entries).toEqual([]);
    expect((await page(a.token, `?target=${mUuid}&from=${today}`)).page.entries).not.toEqual([]);
    // Someone nobody knows finds nothing, rather than everything.
    expect(
      (await page(a.token, `?actor=${encodeURIComponent('nobody@example.com')}`)).page.entries,
    ).toEqual([]);
  });

  it('answers a bad query with 400, never 500; members and reviewers get 403', async () => {
    const a = await admin();
    for (const q of [
      '?cursor=abc',
      '?cursor=-1',
      '?limit=0',
      '?limit=5000',
      '?from=2026-13-45',
      '?to=yesterday',
      `?action=${'x'.repeat(200)}`,
    ])
      expect((await page(a.token, q)).code, q).toBe(400);
    const r = await registerMember(t.app, t.db, { verify: true });
    await makeStaff(t, r, 'reviewer');
    expect((await page(r.token)).code).toBe(403);
    const m = await registerMember(t.app, t.db, { verify: true });
    expect((await page(m.token)).code).toBe(403);
  });
});
