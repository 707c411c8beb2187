import { createHash, createHmac, randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseView, KycRecord, SupportTicket } from '@vouch/contracts';
import { runVouch } from './setup/cli.js';
import { failInsertsInto } from './setup/inject-failure.js';
import { staff, submitted, uuidOf } from './setup/lifecycle.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { auditOf, emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const vouch = (...args: string[]) => runVouch(t.config, args);
const log = () => auditOf(t);
const actionsOf = async (targetId: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', targetId)
      .orderBy('seq')
      .execute()
  ).map((r) => r.action);

async function appendSome(n: number, tag: string) {
  for (let i = 0; i < n; i++)
    await log().append(t.db, {
      actorId: null,
      action: 'test.entry',
      targetType: 'test',
      targetId: `${tag}-${i}`,
      ip: null,
    });
}

type Row = {
  seq: number;
  at: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  ip: string | null;
  details: string;
  prev_hash: string;
  hash: string;
};
const fields = (e: Omit<Row, 'hash'>) =>
  JSON.stringify([
    e.seq,
    e.prev_hash,
    e.at,
    e.actor_id,
    e.action,
    e.target_type,
    e.target_id,
    e.ip,
    e.details,
  ]);

/** What someone with write access to the database, but not the key, can do: recompute hashes. */
async function rewriteFrom(
  seq: number,
  change: Partial<Row>,
  hash: (e: Omit<Row, 'hash'>) => string,
) {
  const rows = (await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('seq', '>=', seq - 1)
    .orderBy('seq')
    .execute()) as Row[];
  let prev = rows[0]!.seq === seq - 1 ? rows[0]!.hash : '0'.repeat(64);
  for (const r of rows.filter((x) => Number(x.seq) >= seq)) {
    const next = {
      ...r,
      ...(Number(r.seq) === seq ? change : {}),
      seq: Number(r.seq),
      prev_hash: prev,
    };
    const { hash: _old, ...unhashed } = next;
    next.hash = hash(unhashed);
    await t.db
      .updateTable('audit_log')
      .set({ target_id: next.target_id, prev_hash: next.prev_hash, hash: next.hash })
      .where('seq', '=', next.seq)
      .execute();
    prev = next.hash;
  }
}

describe('the keyed audit chain', () => {
  it('a rewritten entry fails verify-audit even with every later hash recomputed', async () => {
    await appendSome(4, 'rewrite');
    expect((await vouch('verify-audit')).code).toBe(0);
    const target = await t.db
      .selectFrom('audit_log')
      .select('seq')
      .where('target_id', '=', 'rewrite-1')
      .executeTakeFirstOrThrow();
    const seq = Number(target.seq);
    // The unkeyed hash of earlier versions: anyone could recompute it.
    await rewriteFrom(seq, { target_id: 'forged' }, (e) =>
      createHash('sha256').update(fields(e)).digest('hex'),
    );
    let r = await vouch('verify-audit');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`BROKEN at entry ${seq}`);
    // A guessed key does no better.
    const guess = randomBytes(32);
    await rewriteFrom(seq, { target_id: 'forged' }, (e) =>
      createHmac('sha256', guess).update(fields(e)).digest('hex'),
    );
    r = await vouch('verify-audit');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/contents were changed/);
    // Only the key restores it: here, the real one, to leave the chain intact for the next test.
    await rewriteFrom(seq, { target_id: 'rewrite-1' }, (e) =>
      createHmac('sha256', t.config.auditKey).update(fields(e)).digest('hex'),
    );
    expect((await vouch('verify-audit')).code).toBe(0);
  }, 90_000);

  it('entries cut off the end are caught against the head the operator recorded', async () => {
    await appendSome(3, 'head');
    const printed = await vouch('audit-head');
    expect(printed.code).toBe(0);
    const head = printed.stdout.trim();
    expect(head).toMatch(/^\d+:[0-9a-f]{64}$/);
    await appendSome(2, 'after-head');
    const ok = await vouch('verify-audit', '--head', head);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`reaches the recorded head ${head.split(':')[0]}`);

    const seq = Number(head.split(':')[0]);
    await t.db
      .deleteFrom('audit_log')
      .where('seq', '>=', seq - 1)
      .execute();
    // Without the head the shorter chain still checks out: that is what the head is for.
    expect((await vouch('verify-audit')).code).toBe(0);
    const cut = await vouch('verify-audit', '--head', head);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/entries up to the recorded head were removed/);
    expect((await vouch('verify-audit', '--head', 'not-a-head')).code).toBe(2);
  }, 90_000);

  it('a log written before AUDIT_KEY is re-keyed once, after its chain checks out', async () => {
    const legacy = await createTestApp();
    try {
      let prev = '0'.repeat(64);
      for (let seq = 1; seq <= 3; seq++) {
        const e = {
          seq,
          at: new Date().toISOString(),
          actor_id: null,
          action: 'legacy.entry',
          target_type: 'test',
          target_id: String(seq),
          ip: null,
          details: '{}',
          prev_hash: prev,
        };
        const hash = createHash('sha256').update(fields(e)).digest('hex');
        await legacy.db
          .insertInto('audit_log')
          .values({ ...e, hash })
          .execute();
        prev = hash;
      }
      const run = (...args: string[]) => runVouch(legacy.config, args);
      const before = await run('verify-audit');
      expect(before.code).toBe(1);
      expect(before.stderr).toMatch(/written before the audit key was set: run .*audit-rekey/);
      const rekey = await run('audit-rekey');
      expect(rekey.code, rekey.stderr).toBe(0);
      expect(rekey.stdout).toContain('3 entries');
      expect((await run('verify-audit')).code).toBe(0);
      expect((await run('audit-rekey')).code).toBe(1);
    } finally {
      await legacy.close();
    }
  }, 90_000);

  it('two processes appending 50 entries each at once: all 100 land in one unbroken chain', async () => {
    const script = path.resolve(import.meta.dirname, 'setup/append-audit.ts');
    const db = t.config.database;
    const env = {
      ...process.env,
      DATABASE_URL: db.kind === 'postgres' ? db.url : db.file,
      AUDIT_KEY: t.config.auditKey.toString('hex'),
      APPENDS: '50',
    };
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', script], { env }).then(
        (r) => JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { ok: number; failed: number },
      );
    const results = await Promise.all([run(), run()]);
    expect(results).toEqual([
      { ok: 50, failed: 0 },
      { ok: 50, failed: 0 },
    ]);
    const rows = await t.db
      .selectFrom('audit_log')
      .select('seq')
      .where('action', '=', 'load.test')
      .execute();
    expect(rows).toHaveLength(100);
    expect(await log().verify()).toMatchObject({ ok: true });
  }, 60_000);
});

describe('every staff and operator action is on the record', () => {
  it('case views, file downloads, decisions and ticket replies by staff', async () => {
    const reviewer = await staff(t, 'reviewer');
    const m = await submitted(t);
    const view = (await get(t.app, `/backoffice/cases/${m.submissionId}`, reviewer.token)).body
      .msg as CaseView;
    const selfie = view.submission.portrait_file.new_capture;
    const res = await t.app.inject({
      url: selfie,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(res.statusCode).toBe(200);
    const fileId = selfie.split('/').at(-1)!;
    expect(await actionsOf(fileId)).toEqual(['file.download']);
    // The member's own download is not a staff action.
    await t.app.inject({ url: selfie, headers: { authorization: `Bearer ${m.token}` } });
    expect(await actionsOf(fileId)).toEqual(['file.download']);
    await post(
      t.app,
      `/backoffice/cases/${m.submissionId}/decision`,
      { decision: 'approve' },
      reviewer.token,
    );
    expect(await actionsOf(m.submissionId)).toEqual(['kyc.submit', 'case.view', 'kyc.approve']);

    const ticket = (
      await post(
        t.app,
        '/support/tickets',
        {
          fullName: 'Adaeze Okafor',
          email: m.email,
          category: 'kyc',
          subject: 'Where is my result?',
          message: 'I submitted my KYC two days ago and heard nothing.',
        },
        m.token,
      )
    ).body.msg as SupportTicket;
    await post(
      t.app,
      `/backoffice/tickets/${ticket.id}/replies`,
      { message: 'You are verified now: see your profile.' },
      reviewer.token,
    );
    await post(t.app, `/backoffice/tickets/${ticket.id}/close`, {}, reviewer.token);
    expect(await actionsOf(ticket.id)).toEqual(['ticket.reply', 'ticket.close']);
  });

  it('an action whose audit entry cannot be written does not happen', async () => {
    const admin = await staff(t, 'admin');
    const m = await registerMember(t.app, t.db, { verify: true });
    const restore = await failInsertsInto(t.db, 'audit_log');
    let r;
    try {
      r = await post(t.app, '/backoffice/roles', { email: m.email, role: 'reviewer' }, admin.token);
    } finally {
      await restore();
    }
    expect(r.code).toBe(500);
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('email_bidx', '=', emailIndex(t, m.email))
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('member');
  });

  it('CLI commands that change data: create-staff, set-status, kyc-decision, sanctions-reload', async () => {
    const email = `ops.${Date.now()}@vouch.test`;
    expect(
      (
        await vouch(
          'create-staff',
          '--email',
          email,
          '--password',
          'Revi3w!er-2026',
          '--role',
          'reviewer',
        )
      ).code,
    ).toBe(0);
    const created = await t.db
      .selectFrom('users')
      .select('id')
      .where('email_bidx', '=', emailIndex(t, email))
      .executeTakeFirstOrThrow();
    expect(await actionsOf(created.id)).toEqual(['staff.create', 'member.email_verified']);

    const m = await registerMember(t.app, t.db, { verify: true });
    const uuid = await uuidOf(t, m.token);
    expect((await vouch('set-status', '--email', m.email, '--status', 'VERIFIED')).code).toBe(0);
    expect(await actionsOf(uuid)).toContain('member.status_forced');

    const s = await submitted(t);
    await vouch('kyc-decision', '--email', s.email, '--reject', 'The selfie is someone else');
    expect(await actionsOf(s.submissionId)).toEqual(['kyc.submit', 'kyc.reject']);
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', s.token)).body.msg as { info: KycRecord }
    ).info;
    expect(info.reason).toBe('The selfie is someone else');

    expect((await vouch('sanctions-reload')).code).toBe(0);
    const loads = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'sanctions.load')
      .execute();
    expect(loads.length).toBeGreaterThan(0);
    // Operator entries name no account (there is none) but say they came from the CLI.
    const cli = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', 'in', ['staff.create', 'member.status_forced', 'kyc.reject'])
      .execute();
    for (const e of cli) {
      expect(e.actor_id).toBeNull();
      expect(JSON.parse(e.details)).toMatchObject({ via: 'cli' });
    }
    expect((await vouch('verify-audit')).code).toBe(0);
  }, 90_000);
});
