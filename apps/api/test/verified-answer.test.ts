import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lifecycleMessages,
  type CaseView,
  type ClaimConflict,
  type MemberProfile,
  type ProfileChangeItem,
} from '@vouch/contracts';
import {
  answeredName,
  decide,
  profileEdit,
  profileOf,
  staff,
  submitted,
  verifiedMember,
  verifiedProvenMember,
} from './setup/lifecycle.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
let reviewer: { token: string };
let searcher: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
  searcher = await registerMember(t.app, t.db, { verify: true });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof verifiedMember>>;
const edit = (m: Member, changes: Record<string, unknown>) =>
  post(t.app, '/account/update-profile', profileEdit(m, changes), m.token);
const changes = async () =>
  (await get(t.app, '/backoffice/profile-changes', reviewer.token)).body.msg as ProfileChangeItem[];
const changeOf = async (uuid: string) => (await changes()).find((c) => c.member_uuid === uuid);
const decideChange = (id: string, body: unknown) =>
  post(t.app, `/backoffice/profile-changes/${id}/decision`, body, reviewer.token);
const name = (by: string, value: string) => answeredName(t, searcher.token, by, value);

describe('Check Verification answers from what a reviewer approved', () => {
  it('a verified member edits their last name and WeChat ID: the answer waits for a reviewer', async () => {
    const a = await verifiedProvenMember(t, reviewer.token, { wechat_id: `ada_${Date.now()}` });
    const oldWechat = a.payload.wechat_id!;
    const newWechat = `adaeze_${Date.now()}`;
    const r = await edit(a, { last_name: 'Adeyemi', wechat_id: newWechat });
    expect(r.code).toBe(200);
    const saved = r.body.msg as MemberProfile;
    expect(saved).toMatchObject({ last_name: 'Adeyemi', wechat_id: newWechat });
    expect(saved.profile_review).toMatchObject({
      status: 'pending',
      fields: ['last_name', 'wechat_id'],
    });
    await waitForMail(t.db, a.email, 'We received your change');

    // The answer is what was approved; the new WeChat ID finds nobody yet.
    expect(await name('WECHAT_ID', oldWechat)).toBe('Okafor');
    expect(await name('WECHAT_ID', newWechat)).toBeNull();
    expect(await name('PHONE_NUMBER', a.payload.phone_number)).toBe('Okafor');

    const change = (await changeOf(a.uuid))!;
    expect(change.changes).toEqual([
      { field: 'last_name', before: 'Okafor', after: 'Adeyemi' },
      { field: 'wechat_id', before: oldWechat, after: newWechat },
    ]);
    expect((await decideChange(change.id, { decision: 'approve' })).body).toEqual({
      status: 200,
      msg: lifecycleMessages.changeApproved,
    });
    expect(await name('WECHAT_ID', newWechat)).toBe('Adeyemi');
    expect(await name('WECHAT_ID', oldWechat)).toBeNull();
    expect(await name('PHONE_NUMBER', a.payload.phone_number)).toBe('Adeyemi');
    expect((await profileOf(t, a.token)).profile_review).toMatchObject({ status: 'approved' });
    await waitForMail(t.db, a.email, 'Your profile change was approved');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', change.id)
      .orderBy('seq')
      .execute();
    expect(audit.map((x) => x.action)).toEqual([
      'profile.change_request',
      'profile.change_approve',
    ]);
  });

  it('a rejected change: the member reads why and the profile shows the certified values again', async () => {
    const a = await verifiedMember(t, reviewer.token);
    await edit(a, { first_name: 'Chioma' });
    const change = (await changeOf(a.uuid))!;
    expect((await decideChange(change.id, { decision: 'reject' })).body).toMatchObject({
      status: 400,
      msg: lifecycleMessages.reasonRequired,
    });
    const reason = 'Send a document that shows the new name.';
    expect((await decideChange(change.id, { decision: 'reject', reason })).body.msg).toBe(
      lifecycleMessages.changeRejected,
    );
    const p = await profileOf(t, a.token);
    expect(p.first_name).toBe('Adaeze');
    expect(p.profile_review).toMatchObject({ status: 'rejected', reason, fields: ['first_name'] });
    expect((await waitForMail(t.db, a.email, 'was not approved')).text_body).toContain(reason);
    expect((await decideChange(change.id, { decision: 'approve' })).body).toMatchObject({
      status: 409,
      msg: lifecycleMessages.changeNotPending,
    });
  });

  it('a second edit replaces the waiting change; undoing the edit withdraws it', async () => {
    const a = await verifiedMember(t, reviewer.token);
    await edit(a, { last_name: 'Bello' });
    const first = (await changeOf(a.uuid))!;
    await edit(a, { last_name: 'Bello-Okafor' });
    const second = (await changeOf(a.uuid))!;
    expect(second.id).not.toBe(first.id);
    expect(second.changes).toEqual([
      { field: 'last_name', before: 'Okafor', after: 'Bello-Okafor' },
    ]);
    // The reviewer who opened the first one cannot approve what the member no longer asks.
    expect((await decideChange(first.id, { decision: 'approve' })).code).toBe(409);
    // A number is proven by code, not reviewed (number-proofs.test.ts): no change for it.
    const samePhone = a.payload.phone_number.replace(/^0/, '+234').replace(/\s/g, '');
    const undone = await edit(a, { last_name: 'Okafor', phone_number: samePhone });
    expect((undone.body.msg as MemberProfile).profile_review).toBeNull();
    expect(await changeOf(a.uuid)).toBeUndefined();
    // Fields outside the certificate (WeChat name) are saved at once, without review.
    const wechatName = await edit(a, { wechat_name: 'Ada on WeChat' });
    expect((wechatName.body.msg as MemberProfile).profile_review).toBeNull();
  });
});

describe('one verified member per e-mail and WeChat ID; a number is whoever proved it', () => {
  it('a WeChat ID another verified member holds is refused; a typed number blocks nobody', async () => {
    const a = await verifiedProvenMember(t, reviewer.token, { wechat_id: `ada_${Date.now()}` });
    const b = await verifiedMember(t, reviewer.token, { wechat_id: `bola_${Date.now()}` });
    const aPhone = a.payload.phone_number;

    const wechat = await edit(b, { wechat_id: a.payload.wechat_id!.toUpperCase() });
    expect(wechat.body).toMatchObject({
      status: 409,
      msg: lifecycleMessages.claimTaken.wechat_id,
      errors: { wechat_id: lifecycleMessages.claimTaken.wechat_id },
    });
    // B may type A's numbers (B may be their new owner): saved, unproven, finding nobody new.
    const phone = await edit(b, {
      phone_number: aPhone.replace(/^0/, '+234 '),
      whatsapp_number: a.payload.whatsapp_number,
    });
    expect(phone.code).toBe(200);
    expect((phone.body.msg as MemberProfile).numbers).toMatchObject({
      phone: { state: 'unproven' },
      whatsapp: { state: 'unproven' },
    });
    expect(await name('PHONE_NUMBER', aPhone)).toBe('Okafor');
    expect(await name('WHATSAPP_NUMBER', a.payload.whatsapp_number)).toBe('Okafor');
    expect(await name('WECHAT_ID', a.payload.wechat_id!)).toBe('Okafor');

    // Staff see the refused claim.
    const seen = (await get(t.app, '/backoffice/claim-conflicts', reviewer.token)).body
      .msg as ClaimConflict[];
    const mine = seen.filter((c) => c.claimant_uuid === b.uuid);
    expect(mine.map((c) => [c.kind, c.holder_uuid, c.context])).toEqual([
      ['wechat_id', a.uuid, 'profile_edit'],
    ]);
    expect((await get(t.app, '/backoffice/claim-conflicts', b.token)).code).toBe(403);
  });

  it('e-mail is not editable, and a name is not an identifier: it waits for review', async () => {
    const a = await verifiedMember(t, reviewer.token);
    const b = await verifiedMember(t, reviewer.token, { last_name: 'Eze' });
    const r = await edit(b, { email_address: a.email, last_name: 'Okafor' });
    expect(r.code).toBe(200);
    expect((r.body.msg as MemberProfile).email_address).toBe(b.email);
    expect(await name('EMAIL_ADDRESS', a.email)).toBe('Okafor');
    // B looks like A on the profile, but the answer for B is B's approved name.
    expect(await name('UUID', b.uuid)).toBe('Eze');
  });

  it("a new member with a verified member's number is approved; the number stays with who proved it", async () => {
    const a = await verifiedProvenMember(t, reviewer.token);
    const c = await submitted(t, { phone_number: a.payload.phone_number, last_name: 'Obi' });
    const view = (await get(t.app, `/backoffice/cases/${c.submissionId}`, reviewer.token)).body
      .msg as CaseView;
    expect(view.certifies).toMatchObject({
      last_name: 'Obi',
      phone_number: a.payload.phone_number,
      email_address: c.email,
    });
    expect(view.claim_conflicts).toEqual([]);
    expect((await decide(t, reviewer.token, c.submissionId, { decision: 'approve' })).code).toBe(
      200,
    );
    expect(await name('PHONE_NUMBER', a.payload.phone_number)).toBe('Okafor');
    expect((await profileOf(t, c.token)).numbers.phone.state).toBe('unproven');
  });

  it('an edit made while the case waited becomes a change for a reviewer after approval', async () => {
    const m = await submitted(t);
    // Not verified yet: saved at once, nothing to review.
    const early = await edit(m as Member, { last_name: 'Nwosu' });
    expect((early.body.msg as MemberProfile).profile_review).toBeNull();
    await decide(t, reviewer.token, m.submissionId, { decision: 'approve' });
    // The reviewer approved the submission (Okafor), not the later edit.
    expect(await name('UUID', m.uuid)).toBe('Okafor');
    expect((await profileOf(t, m.token)).profile_review).toMatchObject({
      status: 'pending',
      fields: ['last_name'],
    });
    expect((await changeOf(m.uuid))!.changes).toEqual([
      { field: 'last_name', before: 'Okafor', after: 'Nwosu' },
    ]);
  });
});
