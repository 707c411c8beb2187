import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycRecord, MemberProfile } from '@vouch/contracts';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember } from './setup/members.js';
import { runVouch, runVouchProcess } from './setup/cli.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { auditOf, emailIndex } from './setup/columns.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const vouch = (...args: string[]) => runVouch(t.config, args);

describe('the operator CLI', () => {
  it('--help lists the commands', async () => {
    const r = await vouch('--help');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('create-staff');
    expect(r.stdout).toContain('outbox');
  });

  it('create-staff, as its own process, makes a reviewer who can log in on the same database', async () => {
    // The one command started as an operator's shell does: environment in, exit code out.
    const r = await runVouchProcess(t.config, [
      'create-staff',
      '--email',
      'Rita@Vouch.test',
      '--password',
      'Revi3w!er-2026',
      '--role',
      'reviewer',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Created reviewer rita@vouch.test');
    const login = await post(t.app, '/auth/login', {
      email_address: 'rita@vouch.test',
      password: 'Revi3w!er-2026',
    });
    expect(login.code).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'email_verified_at'])
      .where('email_bidx', '=', emailIndex(t, 'rita@vouch.test'))
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('reviewer');
    expect(row.email_verified_at).not.toBeNull();
  });

  it('create-staff refuses a bad role or a weak password and creates nothing', async () => {
    const r = await vouch(
      'create-staff',
      '--email',
      'x@vouch.test',
      '--password',
      'weak',
      '--role',
      'boss',
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--role must be reviewer or admin');
    expect(r.stderr).toContain('--password: Staff passwords must be at least 12 characters.');
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email_bidx', '=', emailIndex(t, 'x@vouch.test'))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('outbox prints the mail the app kept, with its link', async () => {
    const m = await registerMember(t.app, t.db);
    const r = await vouch('outbox', '--to', m.email);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Verify your e-mail address');
    expect(r.stdout).toMatch(/http:\/\/vouch\.test\/email-verified\?token=\S+/);
  });

  it('kyc-decision rejects with a reason the member then sees, and approves to VERIFIED', async () => {
    const m = await paidMember(t.app, t.db);
    await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    const bad = await vouch('kyc-decision', '--email', m.email);
    expect(bad.code).toBe(2);
    const r = await vouch(
      'kyc-decision',
      '--email',
      m.email,
      '--reject',
      'The document photo is blurred',
    );
    expect(r.code).toBe(0);
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
    ).info;
    expect(info).toMatchObject({ status: 'REJECTED', reason: 'The document photo is blurred' });
    expect((await vouch('kyc-decision', '--email', m.email, '--approve')).code).toBe(1);
    await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), m.token);
    expect((await vouch('kyc-decision', '--email', m.email, '--approve')).code).toBe(0);
    const profile = (await get(t.app, '/account/info', m.token)).body.msg as MemberProfile;
    expect(profile.status).toBe('VERIFIED');
  });

  it('set-status sets a member status outside production', async () => {
    const m = await registerMember(t.app, t.db);
    expect((await vouch('set-status', '--email', m.email, '--status', 'SUPERUSER')).code).toBe(2);
    const r = await vouch('set-status', '--email', m.email, '--status', 'VERIFIED');
    expect(r.code).toBe(0);
    expect(((await get(t.app, '/account/info', m.token)).body.msg as MemberProfile).status).toBe(
      'VERIFIED',
    );
  });

  it('verify-audit passes an intact chain and fails a tampered one', async () => {
    const log = auditOf(t);
    await log.append(t.db, {
      actorId: 'a',
      action: 'case.view',
      targetType: 'kyc_submission',
      targetId: '1',
      ip: '127.0.0.1',
    });
    await log.append(t.db, {
      actorId: 'a',
      action: 'kyc.approve',
      targetType: 'kyc_submission',
      targetId: '1',
      ip: '127.0.0.1',
    });
    const ok = await vouch('verify-audit');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/intact/);
    await t.db.deleteFrom('audit_log').where('seq', '=', 1).execute();
    const broken = await vouch('verify-audit');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/BROKEN at entry/);
  });

  it('an unknown command fails with the usage', async () => {
    const r = await vouch('launch-rockets');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unknown command: launch-rockets');
  });
});
