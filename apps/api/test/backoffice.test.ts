import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backofficeMessages,
  type AuditPage,
  type CaseView,
  type KycRecord,
  type MemberProfile,
  type QueueItem,
} from '@vouch/contracts';
import { SANDBOX_BVNS } from '../src/adapters/identity/sandbox-identity.js';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { enrolTotp, makeStaff } from './setup/second-factor.js';
import { auditOf } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function staff(role: 'reviewer' | 'admin') {
  const m = await registerMember(t.app, t.db, { verify: true });
  return { ...m, factor: await makeStaff(t, m, role) };
}

async function submitted(opts: { bvn?: boolean } = {}) {
  const m = await paidMember(t.app, t.db);
  if (opts.bvn) {
    await post(
      t.app,
      '/account/verify-identification-number',
      { id_type: 'bvn', id_number: SANDBOX_BVNS.self },
      m.token,
    );
  }
  await post(
    t.app,
    '/kyc/create-new-kyc',
    await passportSubmission(
      opts.bvn ? { identity_type: 'bvn', identity_number: SANDBOX_BVNS.self } : {},
    ),
    m.token,
  );
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  return { ...m, submissionId: info.id };
}

const decide = (token: string, id: string, body: unknown) =>
  post(t.app, `/backoffice/cases/${id}/decision`, body, token);

describe('the back office', () => {
  it('refuses members on every back-office endpoint', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const s = await submitted();
    for (const r of [
      await get(t.app, '/backoffice/queue', m.token),
      await get(t.app, `/backoffice/cases/${s.submissionId}`, m.token),
      await decide(m.token, s.submissionId, { decision: 'approve' }),
      await post(t.app, '/backoffice/roles', { email: m.email, role: 'reviewer' }, m.token),
      await get(t.app, '/backoffice/audit', m.token),
    ]) {
      expect(r.code).toBe(403);
    }
    const reviewer = await staff('reviewer');
    expect(
      (await post(t.app, '/backoffice/roles', { email: m.email, role: 'reviewer' }, reviewer.token))
        .code,
    ).toBe(403);
    expect((await get(t.app, '/backoffice/audit', reviewer.token)).code).toBe(403);
  });

  it('the queue lists cases under review oldest first, filters and searches', async () => {
    const reviewer = await staff('reviewer');
    const a = await submitted();
    const b = await submitted();
    const q = (await get(t.app, '/backoffice/queue', reviewer.token)).body.msg as QueueItem[];
    const ids = q.map((x) => x.submission_id);
    expect(ids.indexOf(a.submissionId)).toBeLessThan(ids.indexOf(b.submissionId));
    expect(q.find((x) => x.submission_id === a.submissionId)).toMatchObject({
      member_email: a.email,
      version: 1,
      status: 'CURRENTLY_UNDER_REVIEW',
    });
    const byEmail = (
      await get(
        t.app,
        `/backoffice/queue?q=${encodeURIComponent(b.email.toUpperCase())}`,
        reviewer.token,
      )
    ).body.msg as QueueItem[];
    expect(byEmail.map((x) => x.submission_id)).toEqual([b.submissionId]);
    const none = (await get(t.app, '/backoffice/queue?id_type=bvn', reviewer.token)).body
      .msg as QueueItem[];
    expect(none.some((x) => x.submission_id === a.submissionId)).toBe(false);
  });

  it('the case view shows the lookup beside the member, the payment, and a duplicate ID', async () => {
    const reviewer = await staff('reviewer');
    const first = await submitted({ bvn: true });
    const second = await submitted({ bvn: true });
    const r = await get(t.app, `/backoffice/cases/${second.submissionId}`, reviewer.token);
    expect(r.code).toBe(200);
    const c = r.body.msg as CaseView;
    expect(c.member.email).toBe(second.email);
    expect(c.lookup).toMatchObject({
      provider: 'sandbox',
      matches: { first_name: true, last_name: true, dob: true },
    });
    expect(c.payment).toMatchObject({ amount: 5000 });
    expect(c.duplicate_id_accounts).toEqual([c.duplicate_id_accounts[0]]);
    expect(c.duplicate_id_accounts[0]).not.toBe(c.member.uuid);
    expect(c.submission.portrait_file.old_capture).toMatch(/^\/api\/v1\/kyc\/files\//);
    // This app runs with CHECKS=off: the case says so rather than "running" forever.
    expect(c.checks).toMatchObject({ enabled: false, risk: { level: 'pending' }, results: [] });
    // The member never learns of the duplicate.
    expect(
      JSON.stringify((await get(t.app, '/kyc/fetch-kyc-info', second.token)).body),
    ).not.toContain(first.email);
  });

  it('reject with a reason: the member sees it and is e-mailed; the update returns to the queue; approve verifies', async () => {
    const reviewer = await staff('reviewer');
    const m = await submitted();
    const bad = await decide(reviewer.token, m.submissionId, { decision: 'reject' });
    expect(bad.body.errors?.reason_code).toBe(backofficeMessages.reasonRequired);
    const r = await decide(reviewer.token, m.submissionId, {
      decision: 'reject',
      reason_code: 'unreadable_document',
      note: 'The photo of the passport is blurred.',
    });
    expect(r.body).toEqual({ status: 200, msg: backofficeMessages.rejected });
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
    ).info;
    expect(info).toMatchObject({
      status: 'REJECTED',
      reason: 'Document is unreadable. The photo of the passport is blurred.',
    });
    const mail = await waitForMail(t.db, m.email, 'needs an update');
    expect(mail.text_body).toContain('The photo of the passport is blurred.');

    await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), m.token);
    const v2 = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
      .info;
    const q = (await get(t.app, '/backoffice/queue', reviewer.token)).body.msg as QueueItem[];
    expect(q.find((x) => x.submission_id === v2.id)?.version).toBe(2);
    const c = (await get(t.app, `/backoffice/cases/${v2.id}`, reviewer.token)).body.msg as CaseView;
    expect(c.versions).toMatchObject([{ version: 1, status: 'REJECTED' }]);

    expect((await decide(reviewer.token, v2.id, { decision: 'approve' })).body.msg).toBe(
      backofficeMessages.approved,
    );
    expect(((await get(t.app, '/account/info', m.token)).body.msg as MemberProfile).status).toBe(
      'VERIFIED',
    );
    await waitForMail(t.db, m.email, 'You are verified');
  });

  it('a reviewer cannot decide their own case, nor one no longer under review', async () => {
    const m = await submitted();
    await makeStaff(t, m, 'reviewer');
    expect((await decide(m.token, m.submissionId, { decision: 'approve' })).body).toMatchObject({
      status: 403,
      msg: backofficeMessages.ownSubmission,
    });
    const reviewer = await staff('reviewer');
    await decide(reviewer.token, m.submissionId, { decision: 'approve' });
    expect(
      (await decide(reviewer.token, m.submissionId, { decision: 'approve' })).body,
    ).toMatchObject({
      status: 409,
      msg: backofficeMessages.notUnderReview,
    });
  });

  it('two reviewers deciding at once: exactly one decision wins, the other is told', async () => {
    const r1 = await staff('reviewer');
    const r2 = await staff('reviewer');
    const m = await submitted();
    const results = await Promise.all([
      decide(r1.token, m.submissionId, { decision: 'approve' }),
      decide(r2.token, m.submissionId, { decision: 'reject', reason_code: 'expired_document' }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.code === 409)!;
    expect([backofficeMessages.alreadyDecided, backofficeMessages.notUnderReview]).toContain(
      loser.body.msg,
    );
  });

  it('an admin grants and removes the reviewer role; everything is in an intact audit chain without PII', async () => {
    const admin = await staff('admin');
    const password = 'Kola!nut42Lagos';
    const m = await registerMember(t.app, t.db, { verify: true, overrides: { password } });
    expect(
      (await post(t.app, '/backoffice/roles', { email: m.email, role: 'reviewer' }, admin.token))
        .body.msg,
    ).toBe(backofficeMessages.roleChanged);
    // The member's session ended with the change; they sign in again, as staff.
    expect((await get(t.app, '/backoffice/queue', m.token)).code).toBe(401);
    const token = (
      (await post(t.app, '/auth/login', { email_address: m.email, password })).body.msg as {
        authToken: string;
      }
    ).authToken;
    // The new reviewer's password alone does not open the queue: their second factor does.
    expect((await get(t.app, '/backoffice/queue', token)).code).toBe(403);
    await enrolTotp(t, token);
    expect((await get(t.app, '/backoffice/queue', token)).code).toBe(200);
    await post(t.app, '/backoffice/roles', { email: m.email, role: 'member' }, admin.token);
    expect((await get(t.app, '/backoffice/queue', token)).code).toBe(401);
    expect(
      (await post(t.app, '/backoffice/roles', { email: admin.email, role: 'member' }, admin.token))
        .code,
    ).toBe(403);
    const entries = (
      (await get(t.app, '/backoffice/audit?limit=200', admin.token)).body.msg as AuditPage
    ).entries;
    expect(entries.slice(0, 4).map((e) => e.action)).toEqual([
      'role.change',
      'second_factor.enrol',
      'auth.login',
      'role.change',
    ]);
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['case.view', 'kyc.approve', 'kyc.reject']),
    );
    const raw = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    expect(raw).not.toContain(m.email);
    expect(raw).not.toContain('blurred');
    expect(await auditOf(t).verify()).toMatchObject({ ok: true });
  });

  it('records one case view per reviewer and case, not one per refresh', async () => {
    const reviewer = await staff('reviewer');
    const other = await staff('reviewer');
    const m = await submitted();
    for (let i = 0; i < 3; i++)
      await get(t.app, `/backoffice/cases/${m.submissionId}`, reviewer.token);
    await get(t.app, `/backoffice/cases/${m.submissionId}`, other.token);
    const views = await t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'case.view')
      .where('target_id', '=', m.submissionId)
      .execute();
    expect(views).toHaveLength(2);
  });

  it('detects a changed or removed audit entry', async () => {
    const log = auditOf(t);
    await log.append(t.db, {
      actorId: 'x',
      action: 'test',
      targetType: 't',
      targetId: '1',
      ip: '127.0.0.1',
    });
    await log.append(t.db, {
      actorId: 'x',
      action: 'test',
      targetType: 't',
      targetId: '2',
      ip: '127.0.0.1',
    });
    expect((await log.verify()).ok).toBe(true);
    const last = await t.db
      .selectFrom('audit_log')
      .select('seq')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('audit_log')
      .set({ target_id: 'tampered' })
      .where('seq', '=', Number(last.seq) - 1)
      .execute();
    expect(await log.verify()).toMatchObject({ ok: false, seq: Number(last.seq) - 1 });
  });

  it('concurrent appends keep one unbroken chain', async () => {
    const log = auditOf(t);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        log.append(t.db, {
          actorId: 'y',
          action: 'burst',
          targetType: 't',
          targetId: String(i),
          ip: null,
        }),
      ),
    );
    const rows = await t.db
      .selectFrom('audit_log')
      .select('seq')
      .where('action', '=', 'burst')
      .execute();
    expect(rows).toHaveLength(10);
  });
});
