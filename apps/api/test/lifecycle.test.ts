import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backofficeMessages,
  KYC_FEE_KOBO,
  kycMessages,
  lifecycleMessages,
  type KycRecord,
  type MemberStanding,
  type MemberStandingView,
  type PaymentCheckout,
  type QueueItem,
} from '@vouch/contracts';
import type { LifecycleEvent } from '../src/modules/lifecycle/index.js';
import { failInsertsInto } from './setup/inject-failure.js';
import { jobTable, jobsWhere } from './setup/jobs.js';
import {
  answeredName,
  decide,
  profileOf,
  staff,
  submitted,
  uuidOf,
  verifiedMember,
  verifiedProvenMember,
} from './setup/lifecycle.js';
import { passportSubmission } from './setup/kyc-fixtures.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let reviewer: { token: string };
let admin: { token: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

const kycOf = async (token: string) =>
  ((await get(t.app, '/kyc/fetch-kyc-info', token)).body.msg as { info: KycRecord }).info;

const actions = async (targetId: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', targetId)
      .orderBy('seq')
      .execute()
  ).map((r) => r.action);

const mailJobsFor = (email: string) => jobsWhere(t.db, 'mail', 'to', email);

const standing = (uuid: string, action: string, body: unknown = {}) =>
  post(t.app, `/backoffice/members/${uuid}/${action}`, body, admin.token);

describe('the lifecycle, transition by transition', () => {
  it('e-mail verified → fee paid → submitted → rejected → resubmitted → approved, each audited', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const uuid = await uuidOf(t, m.token);
    expect((await profileOf(t, m.token)).status).toBe('KYC_REQUIREMENT');
    expect(await actions(uuid)).toEqual(['member.email_verified']);

    const c = (await post(t.app, '/transaction/initiate-payment', {}, m.token)).body
      .msg as PaymentCheckout;
    await post(
      t.app,
      '/sandbox/checkout/complete',
      { ref_number: c.ref_number, method: 'card', outcome: 'successful' },
      m.token,
    );
    await post(t.app, '/transaction/create-new-transaction', { ref_number: c.ref_number }, m.token);
    expect((await profileOf(t, m.token)).status).toBe('KYC_IN_PROGRESS');
    expect(await actions(uuid)).toEqual(['member.email_verified', 'payment.confirmed']);
    await waitForMail(t.db, m.email, 'Receipt: KYC verification fee');

    await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    const v1 = await kycOf(m.token);
    expect(await actions(v1.id)).toEqual(['kyc.submit']);
    await decide(t, reviewer.token, v1.id, { decision: 'reject', reason_code: 'expired_document' });
    expect((await kycOf(m.token)).status).toBe('REJECTED');
    expect((await profileOf(t, m.token)).status).toBe('KYC_IN_PROGRESS');

    await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), m.token);
    const v2 = await kycOf(m.token);
    expect(v2).toMatchObject({ version: 2, status: 'CURRENTLY_UNDER_REVIEW' });
    expect(await actions(v2.id)).toEqual(['kyc.resubmit']);
    await decide(t, reviewer.token, v2.id, { decision: 'approve' });
    expect((await profileOf(t, m.token)).status).toBe('VERIFIED');
    expect(await actions(v2.id)).toEqual(['kyc.resubmit', 'kyc.approve']);
    expect(await answeredName(t, admin.token, 'EMAIL_ADDRESS', m.email)).toBe('Okafor');
  });

  it('refuses what the lifecycle does not allow, and changes nothing', async () => {
    const m = await submitted(t);
    // A member under review cannot submit again; an approved one cannot update.
    expect(
      (await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token)).body,
    ).toMatchObject({ status: 409, msg: kycMessages.underReview });
    await decide(t, reviewer.token, m.submissionId, { decision: 'approve' });
    expect(
      (await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), m.token)).body,
    ).toMatchObject({ status: 409, msg: kycMessages.alreadyApproved });
    // A decided case cannot be decided again.
    expect(
      (
        await decide(t, reviewer.token, m.submissionId, {
          decision: 'reject',
          reason_code: 'other',
          note: 'Changed my mind about it',
        })
      ).body,
    ).toMatchObject({ status: 409, msg: backofficeMessages.notUnderReview });
    // Only a verified member can be revoked; only a suspended or revoked one reinstated.
    const other = await registerMember(t.app, t.db, { verify: true });
    const otherId = await uuidOf(t, other.token);
    const reason = { reason: 'Documents were found to be forged.' };
    expect((await standing(otherId, 'revoke', reason)).body).toMatchObject({
      status: 409,
      msg: lifecycleMessages.cannotRevoke,
    });
    expect((await standing(m.uuid, 'reinstate')).body).toMatchObject({
      status: 409,
      msg: lifecycleMessages.cannotReinstate,
    });
    expect((await profileOf(t, m.token)).status).toBe('VERIFIED');
    expect((await profileOf(t, other.token)).status).toBe('KYC_REQUIREMENT');
  });

  it('the CLI decides with the same effects as the back office: audit entry and e-mail', async () => {
    const { runVouch } = await import('./setup/cli.js');
    const m = await submitted(t);
    const r = await runVouch(t.config, ['kyc-decision', '--email', m.email, '--approve']);
    expect(r.code, r.stderr).toBe(0);
    expect((await profileOf(t, m.token)).status).toBe('VERIFIED');
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'details'])
      .where('target_id', '=', m.submissionId)
      .where('action', '=', 'kyc.approve')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBeNull();
    expect(JSON.parse(entry.details)).toMatchObject({ via: 'cli', member_status: 'VERIFIED' });
    // The CLI only writes the mail job; this server's worker sends it.
    await waitForMail(t.db, m.email, 'You are verified');
    expect(await answeredName(t, admin.token, 'UUID', m.uuid)).toBe('Okafor');
  });
});

describe('a failure between the statements of a transition leaves no half state', () => {
  for (const table of ['identity_claims', 'verified_snapshots', 'audit_log', jobTable]) {
    it(`approval, with the insert into ${table} failing`, async () => {
      const m = await submitted(t);
      const mailsBefore = (await mailJobsFor(m.email)).length;
      const restore = await failInsertsInto(t.db, table);
      let r;
      try {
        r = await decide(t, reviewer.token, m.submissionId, { decision: 'approve' });
      } finally {
        await restore();
      }
      expect(r.code).toBe(500);
      expect((await kycOf(m.token)).status).toBe('CURRENTLY_UNDER_REVIEW');
      expect((await profileOf(t, m.token)).status).toBe('KYC_IN_PROGRESS');
      const snapshot = await t.db
        .selectFrom('verified_snapshots')
        .select('user_id')
        .where('user_id', '=', m.uuid)
        .execute();
      const claims = await t.db
        .selectFrom('identity_claims')
        .select('kind')
        .where('user_id', '=', m.uuid)
        .execute();
      expect([snapshot, claims]).toEqual([[], []]);
      expect(await actions(m.submissionId)).toEqual(['kyc.submit']);
      expect(await mailJobsFor(m.email)).toHaveLength(mailsBefore);
      expect(await answeredName(t, admin.token, 'UUID', m.uuid)).toBeNull();
      // Nothing was lost either: the same approval goes through once the fault is gone.
      expect((await decide(t, reviewer.token, m.submissionId, { decision: 'approve' })).code).toBe(
        200,
      );
      expect((await profileOf(t, m.token)).status).toBe('VERIFIED');
    });
  }

  for (const table of ['audit_log', jobTable]) {
    it(`a confirmed payment, with the insert into ${table} failing`, async () => {
      const m = await registerMember(t.app, t.db, { verify: true });
      const c = (await post(t.app, '/transaction/initiate-payment', {}, m.token)).body
        .msg as PaymentCheckout;
      const confirm = () =>
        post(t.app, '/transaction/create-new-transaction', { ref_number: c.ref_number }, m.token);
      // The fault is in place before the sandbox's webhook (sent after the checkout answers)
      // runs, and the webhook has ended before the fault goes: it fails like the confirmation,
      // instead of racing the test and confirming the payment first.
      const restore = await failInsertsInto(t.db, table);
      let r;
      try {
        await post(
          t.app,
          '/sandbox/checkout/complete',
          { ref_number: c.ref_number, method: 'card', outcome: 'successful' },
          m.token,
        );
        await t.background.drain();
        r = await confirm();
      } finally {
        await restore();
      }
      expect(r.code).toBe(500);
      const tx = await t.db
        .selectFrom('transactions')
        .select('status')
        .where('ref_number', '=', c.ref_number)
        .executeTakeFirstOrThrow();
      // Not "paid but stuck": neither the payment nor the member moved.
      expect(tx.status).toBe('pending');
      expect((await profileOf(t, m.token)).status).toBe('KYC_REQUIREMENT');
      const again = await confirm();
      expect((again.body.msg as { status: string }).status).toBe('paid');
      expect((await profileOf(t, m.token)).status).toBe('KYC_IN_PROGRESS');
      await waitForMail(t.db, m.email, 'Receipt: KYC verification fee');
    });
  }
});

describe('what the lifecycle tells its subscribers', () => {
  it('each change, in order, inside its transaction; a subscriber that fails undoes the change', async () => {
    const heard: LifecycleEvent[] = [];
    let failOn: string | null = null;
    t.events.onAny(async (tx, e) => {
      heard.push(e);
      // Written with the change's transaction: it exists only if the change commits.
      if (e.memberId === failOn) throw new Error('subscriber failed');
    });
    const m = await verifiedMember(t, reviewer.token);
    const mine = () => heard.filter((e) => e.memberId === m.uuid).map((e) => e.type);
    expect(mine()).toEqual(['submission.submitted', 'submission.approved']);
    expect(heard.find((e) => e.type === 'submission.approved')).toMatchObject({
      submissionId: m.submissionId,
      decidedBy: 'staff',
    });
    await standing(m.uuid, 'suspend', { reason: 'Reported for fraud; under investigation.' });
    await standing(m.uuid, 'reinstate');
    expect(mine().slice(2)).toEqual(['member.suspended', 'member.reinstated']);

    failOn = m.uuid;
    const refused = await standing(m.uuid, 'revoke', {
      reason: 'The passport was reported stolen.',
    });
    expect(refused.code).toBe(500);
    failOn = null;
    // (The suspension ended the member's sessions: read the row.)
    const row = await t.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', m.uuid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('VERIFIED');
    expect(await actions(m.uuid)).not.toContain('member.revoke');
  });
});

describe('revoke, suspend, reinstate', () => {
  it('a revoked member reads why, is "not verified" at once, and may submit again', async () => {
    const m = await verifiedProvenMember(t, reviewer.token);
    const phone = m.payload.phone_number;
    expect(await answeredName(t, admin.token, 'PHONE_NUMBER', phone)).toBe('Okafor');
    const reason = 'The passport was reported stolen by its owner.';
    expect((await standing(m.uuid, 'revoke', { reason })).body).toEqual({
      status: 200,
      msg: lifecycleMessages.revoked,
    });
    expect(await answeredName(t, admin.token, 'PHONE_NUMBER', phone)).toBeNull();
    expect(await profileOf(t, m.token)).toMatchObject({ status: 'REVOKED', status_reason: reason });
    expect(await kycOf(m.token)).toMatchObject({ status: 'REVOKED', reason });
    const mail = await waitForMail(t.db, m.email, 'verification was revoked');
    expect(mail.text_body).toContain(reason);
    expect(await actions(m.uuid)).toContain('member.revoke');
    // Its e-mail and WeChat ID are free again (numbers belong to whoever proves them).
    expect(
      await t.db
        .selectFrom('identity_claims')
        .select('kind')
        .where('user_id', '=', m.uuid)
        .execute(),
    ).toEqual([]);

    const again = await post(t.app, '/kyc/update-kyc-info', await passportSubmission(), m.token);
    expect(again.code).toBe(200);
    expect(await profileOf(t, m.token)).toMatchObject({
      status: 'KYC_IN_PROGRESS',
      status_reason: null,
    });
    expect((await kycOf(m.token)).version).toBe(2);
  });

  it('an admin withdraws a revocation: verified again with the same answer', async () => {
    const m = await verifiedProvenMember(t, reviewer.token);
    await standing(m.uuid, 'revoke', { reason: 'Flagged by mistake during a fraud sweep.' });
    expect((await standing(m.uuid, 'reinstate')).body).toEqual({
      status: 200,
      msg: lifecycleMessages.reinstated,
    });
    expect((await profileOf(t, m.token)).status).toBe('VERIFIED');
    expect((await kycOf(m.token)).status).toBe('APPROVED');
    expect(await answeredName(t, admin.token, 'PHONE_NUMBER', m.payload.phone_number)).toBe(
      'Okafor',
    );
    expect(await actions(m.uuid)).toEqual(
      expect.arrayContaining(['member.revoke', 'member.restore']),
    );
  });

  it('a suspended member is signed out, cannot log in, reads "not verified"; reinstated, all returns', async () => {
    const m = await verifiedMember(t, reviewer.token);
    const reason = 'Reported for fraud; under investigation.';
    expect((await standing(m.uuid, 'suspend', { reason })).body.msg).toBe(
      lifecycleMessages.suspended,
    );
    expect((await get(t.app, '/account/info', m.token)).code).toBe(401);
    const login = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    expect(login.body).toMatchObject({ status: 403, msg: lifecycleMessages.accountSuspended });
    // A wrong password reads as always: the suspension is told only to whoever knows it.
    expect(
      (await post(t.app, '/auth/login', { email_address: m.email, password: 'Wrong!pass1' })).code,
    ).toBe(401);
    expect(await answeredName(t, admin.token, 'EMAIL_ADDRESS', m.email)).toBeNull();
    expect((await waitForMail(t.db, m.email, 'account is suspended')).text_body).toContain(reason);
    expect((await standing(m.uuid, 'suspend', { reason })).body).toMatchObject({
      status: 409,
      msg: lifecycleMessages.cannotSuspend,
    });

    expect((await standing(m.uuid, 'reinstate')).code).toBe(200);
    const back = await post(t.app, '/auth/login', {
      email_address: m.email,
      password: m.password,
    });
    expect(back.code).toBe(200);
    expect(await answeredName(t, admin.token, 'EMAIL_ADDRESS', m.email)).toBe('Okafor');
    await waitForMail(t.db, m.email, 'active again');
  });

  it('a suspension found under review keeps the case waiting; decisions are refused meanwhile', async () => {
    const m = await submitted(t);
    await standing(m.uuid, 'suspend', { reason: 'Several accounts opened with one face.' });
    expect(
      (await decide(t, reviewer.token, m.submissionId, { decision: 'approve' })).body,
    ).toMatchObject({ status: 409, msg: lifecycleMessages.memberSuspended });
    await standing(m.uuid, 'reinstate');
    const s = (await get(t.app, `/backoffice/members?q=${m.uuid}`, admin.token)).body
      .msg as MemberStanding;
    expect(s.status).toBe('KYC_IN_PROGRESS');
    expect((await decide(t, reviewer.token, m.submissionId, { decision: 'approve' })).code).toBe(
      200,
    );
  });

  it('only admins; never their own account or a staff account; a reason is required', async () => {
    const m = await verifiedMember(t, reviewer.token);
    const reason = { reason: 'Documents were found to be forged.' };
    expect(
      (await post(t.app, `/backoffice/members/${m.uuid}/revoke`, reason, reviewer.token)).code,
    ).toBe(403);
    expect((await get(t.app, `/backoffice/members?q=${m.email}`, reviewer.token)).code).toBe(403);
    expect((await standing(m.uuid, 'revoke', { reason: 'short' })).body).toMatchObject({
      status: 400,
      msg: lifecycleMessages.reasonRequired,
    });
    const adminId = await uuidOf(t, admin.token);
    expect((await standing(adminId, 'suspend', reason)).body).toMatchObject({
      status: 403,
      msg: lifecycleMessages.ownAccount,
    });
    const reviewerId = await uuidOf(t, reviewer.token);
    expect((await standing(reviewerId, 'suspend', reason)).body).toMatchObject({
      status: 403,
      msg: lifecycleMessages.staffAccount,
    });
    expect(
      (await standing('00000000-0000-4000-8000-000000000000', 'revoke', reason)).body,
    ).toMatchObject({
      status: 404,
      msg: lifecycleMessages.noSuchMember,
    });
    expect((await profileOf(t, m.token)).status).toBe('VERIFIED');
  });

  it("an admin's look at a member's standing is audited", async () => {
    const m = await verifiedMember(t, reviewer.token);
    const r = await get(t.app, `/backoffice/members?q=${encodeURIComponent(m.email)}`, admin.token);
    expect(r.body.msg).toMatchObject({
      uuid: m.uuid,
      status: 'VERIFIED',
      verified: { last_name: 'Okafor', email_address: m.email },
    });
    expect(await actions(m.uuid)).toContain('member.view');
  });

  it("the standing page's activity: cases with who decided, payments, tickets, lookups (issue 37)", async () => {
    const m = await verifiedMember(t, reviewer.token);
    const filed = await post(
      t.app,
      '/support/tickets',
      {
        fullName: 'Adaeze Okafor',
        email: m.email,
        category: 'kyc',
        subject: 'When does my badge show?',
        message: 'I was approved today and want to know when the badge shows.',
      },
      m.token,
    );
    expect(filed.code).toBe(200);
    const searcher = await registerMember(t.app, t.db, { verify: true });
    const looked = await post(
      t.app,
      '/verification/check-verification',
      { search_by: 'EMAIL_ADDRESS', search_value: m.email },
      searcher.token,
    );
    expect(looked.code, JSON.stringify(looked.body)).toBe(200);
    const r = await get(t.app, `/backoffice/members?q=${m.uuid}`, admin.token);
    const { activity } = r.body.msg as MemberStandingView;
    const me = await profileOf(t, reviewer.token);
    expect(activity.cases).toEqual([
      expect.objectContaining({
        submission_id: m.submissionId,
        status: 'APPROVED',
        decided_by: `${me.first_name} ${me.last_name}`,
      }),
    ]);
    expect(activity.payments).toEqual([
      expect.objectContaining({ amount_kobo: KYC_FEE_KOBO, status: 'paid' }),
    ]);
    expect(activity.tickets.map((x) => x.subject)).toEqual(['When does my badge show?']);
    expect(activity.lookups).toEqual({ found_them: 1, made: 0 });

    // The approved list says who decided, too.
    const queue = await get(t.app, `/backoffice/queue?status=APPROVED&q=${m.uuid}`, reviewer.token);
    expect((queue.body.msg as QueueItem[])[0]).toMatchObject({
      decided_by: `${me.first_name} ${me.last_name}`,
    });
  });
});
