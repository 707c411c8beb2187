import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GoLiveChecklist,
  businessMessages,
  type BusinessQueueItem,
  type Organisation,
  type OrganisationSummary,
  type Team,
} from '@vouch/contracts';
import { operator } from '../src/modules/lifecycle/index.js';
import {
  businessLookup,
  createKey,
  fundOrganisation,
  keyOf,
  ownerWithOrganisation,
} from './setup/business.js';
import { memberFactors } from './setup/member-second-factor.js';
import { runVouch } from './setup/cli.js';
import { staff, uuidOf } from './setup/lifecycle.js';
import { get, linkToken, post, registerMember, send, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The business console's member routes (issue 32): organisations, the team and its roles,
 * invitations, live mode's review in the back office, the operator CLI and the audit log. The
 * business API itself: business-api.test.ts.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staff>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

const orgPath = (id: string, rest = '') => `/business/organisations/${id}${rest}`;

/** The invitation mailed to `email` from `organisation` (the subject names no organisation). */
async function invitationMail(email: string, organisation: string) {
  for (let i = 0; i < 500; i++) {
    const rows = await t.db
      .selectFrom('dev_outbox')
      .selectAll()
      .where('to_address', '=', email.toLowerCase())
      .execute();
    const mail = rows.find(
      (r) =>
        r.subject === 'An invitation to a business team on Vouch' &&
        r.text_body.includes(`“${organisation}”`),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no invitation from ${organisation} to ${email}`);
}

/** Invites `email` as `role` and accepts with the mailed link as `token`. */
async function join(
  owner: { token: string },
  org: { id: string; name: string },
  member: { token: string; email: string },
  role: string,
) {
  const inv = await post(
    t.app,
    orgPath(org.id, '/invitations'),
    { email: member.email, role },
    owner.token,
  );
  expect(inv.code, JSON.stringify(inv.body)).toBe(200);
  const mail = await invitationMail(member.email, org.name);
  const token = linkToken(mail.text_body, 'token');
  expect(mail.text_body).toContain('/business/join?token=');
  const r = await post(t.app, '/business/invitations/accept', { token }, member.token);
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return token;
}

describe('organisations', () => {
  it('are created by a member with a verified e-mail, who becomes the owner', async () => {
    const unverified = await registerMember(t.app, t.db);
    const payload = {
      name: 'Adire Market',
      support_email: 'Help@Adire.example',
      website: 'https://adire.example',
      redirect_origins: ['https://shop.adire.example', 'http://localhost:5173'],
    };
    const refused = await post(t.app, '/business/organisations', payload, unverified.token);
    expect(refused.code).toBe(403);
    expect(refused.body.msg).toBe(businessMessages.emailNotVerified);

    const m = await registerMember(t.app, t.db, { verify: true });
    const r = await post(t.app, '/business/organisations', payload, m.token);
    expect(r.code).toBe(200);
    const o = r.body.msg as Organisation;
    expect(o).toMatchObject({
      name: 'Adire Market',
      role: 'owner',
      support_email: 'help@adire.example',
      live_status: 'none',
      redirect_origins: payload.redirect_origins,
      price_lookup_ngn: 100,
    });
    expect(o.id).toMatch(/^org_[0-9A-Za-z]{22}$/);
    const mine = (await get(t.app, '/business/organisations', m.token)).body
      .msg as OrganisationSummary[];
    expect(mine).toEqual([{ id: o.id, name: 'Adire Market', role: 'owner', live_status: 'none' }]);
    // Nobody else sees it.
    const other = await registerMember(t.app, t.db, { verify: true });
    expect((await get(t.app, orgPath(o.id), other.token)).code).toBe(404);
    expect((await get(t.app, '/business/organisations', other.token)).body.msg).toEqual([]);
  });

  it('refuses origins that are not origins, with a message per field', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const r = await post(
      t.app,
      '/business/organisations',
      {
        name: '',
        support_email: 'nope',
        website: 'ftp://adire.example',
        redirect_origins: ['https://shop.adire.example/path', 'http://shop.adire.example'],
      },
      m.token,
    );
    expect(r.code).toBe(400);
    expect(r.body.errors).toMatchObject({
      name: businessMessages.nameRequired,
      website: businessMessages.websiteInvalid,
      'redirect_origins.0': businessMessages.originInvalid,
      'redirect_origins.1': businessMessages.originInvalid,
    });
  });

  it('have settings only owners change', async () => {
    const { owner, org } = await ownerWithOrganisation(t);
    const dev = await registerMember(t.app, t.db, { verify: true });
    await join(owner, org, dev, 'developer');
    const change = { name: 'Adire Market Ltd', redirect_origins: ['https://pay.adire.example'] };
    expect((await send(t.app, 'PATCH', orgPath(org.id), dev.token, change)).code).toBe(403);
    const r = await send(t.app, 'PATCH', orgPath(org.id), owner.token, change);
    expect(r.code).toBe(200);
    expect(r.body.msg).toMatchObject(change);
  });
});

describe('the team', () => {
  it('joins by a single-use link sent to their e-mail, and only that e-mail', async () => {
    const { owner, org } = await ownerWithOrganisation(t);
    const viewer = await registerMember(t.app, t.db, { verify: true });
    const inv = await post(
      t.app,
      orgPath(org.id, '/invitations'),
      { email: viewer.email, role: 'viewer' },
      owner.token,
    );
    expect(inv.body.msg).toMatchObject({ email: viewer.email, role: 'viewer' });
    const token = linkToken((await invitationMail(viewer.email, org.name)).text_body, 'token');
    // Someone else with the link gets nothing.
    const stranger = await registerMember(t.app, t.db, { verify: true });
    const wrong = await post(t.app, '/business/invitations/accept', { token }, stranger.token);
    expect(wrong.code).toBe(403);
    expect(wrong.body.msg).toBe(businessMessages.invitationOtherEmail);
    expect((await post(t.app, '/business/invitations/accept', { token }, viewer.token)).code).toBe(
      200,
    );
    // Once.
    const again = await post(t.app, '/business/invitations/accept', { token }, viewer.token);
    expect(again.code).toBe(410);
    const team = (await get(t.app, orgPath(org.id, '/team'), viewer.token)).body.msg as Team;
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [viewer.email, 'viewer'],
    ]);
    expect(team.invitations).toEqual([]);
    // An expired invitation is refused.
    const late = await registerMember(t.app, t.db, { verify: true });
    await post(
      t.app,
      orgPath(org.id, '/invitations'),
      { email: late.email, role: 'viewer' },
      owner.token,
    );
    const lateToken = linkToken((await invitationMail(late.email, org.name)).text_body, 'token');
    await t.db
      .updateTable('organisation_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('organisation_id', '=', org.id)
      .where('accepted_at', 'is', null)
      .execute();
    expect(
      (await post(t.app, '/business/invitations/accept', { token: lateToken }, late.token)).code,
    ).toBe(410);
  });

  it('keeps an invitee e-mail encrypted at rest', async () => {
    const { owner, org } = await ownerWithOrganisation(t);
    await post(
      t.app,
      orgPath(org.id, '/invitations'),
      { email: 'secret.invitee@example.com', role: 'viewer' },
      owner.token,
    );
    const rows = await t.db
      .selectFrom('organisation_invitations')
      .selectAll()
      .where('organisation_id', '=', org.id)
      .execute();
    expect(JSON.stringify(rows)).not.toContain('secret.invitee');
    const team = (await get(t.app, orgPath(org.id, '/team'), owner.token)).body.msg as Team;
    expect(team.invitations.map((i) => i.email)).toEqual(['secret.invitee@example.com']);
  });

  it('have roles: a viewer reads but cannot make keys or invite; a developer makes test keys', async () => {
    const { owner, org } = await ownerWithOrganisation(t);
    const viewer = await registerMember(t.app, t.db, { verify: true });
    const dev = await registerMember(t.app, t.db, { verify: true });
    await join(owner, org, viewer, 'viewer');
    await join(owner, org, dev, 'developer');
    const refused = await createKey(t, viewer.token, org.id);
    expect(refused.code).toBe(403);
    expect(refused.body.msg).toBe(businessMessages.notAllowed);
    expect((await get(t.app, orgPath(org.id, '/api-keys'), viewer.token)).code).toBe(200);
    expect((await get(t.app, orgPath(org.id, '/usage'), viewer.token)).code).toBe(200);
    expect(
      (
        await post(
          t.app,
          orgPath(org.id, '/invitations'),
          { email: 'x@example.com', role: 'owner' },
          viewer.token,
        )
      ).code,
    ).toBe(403);
    const k = await createKey(t, dev.token, org.id);
    expect(k.code).toBe(200);
    expect(
      (
        await post(
          t.app,
          orgPath(org.id, '/invitations'),
          { email: 'x@example.com', role: 'owner' },
          dev.token,
        )
      ).code,
    ).toBe(403);
    // A viewer cannot revoke either.
    const keyId = (k.body.msg as { id: string }).id;
    expect(
      (await send(t.app, 'DELETE', orgPath(org.id, `/api-keys/${keyId}`), viewer.token)).code,
    ).toBe(403);
  });

  it('loses access at once when removed; the last owner cannot leave', async () => {
    const { owner, org } = await ownerWithOrganisation(t);
    const dev = await registerMember(t.app, t.db, { verify: true });
    await join(owner, org, dev, 'developer');
    expect((await createKey(t, dev.token, org.id)).code).toBe(200);
    const devId = await uuidOf(t, dev.token);
    expect(
      (await send(t.app, 'DELETE', orgPath(org.id, `/members/${devId}`), owner.token)).code,
    ).toBe(200);
    expect((await createKey(t, dev.token, org.id)).code).toBe(404);
    expect((await get(t.app, orgPath(org.id), dev.token)).code).toBe(404);
    expect((await get(t.app, orgPath(org.id, '/api-keys'), dev.token)).code).toBe(404);
    expect((await get(t.app, '/business/organisations', dev.token)).body.msg).toEqual([]);

    const ownerId = await uuidOf(t, owner.token);
    const leave = await send(t.app, 'DELETE', orgPath(org.id, `/members/${ownerId}`), owner.token);
    expect(leave.code).toBe(409);
    expect(leave.body.msg).toBe(businessMessages.lastOwner);
    expect(
      (
        await send(t.app, 'PATCH', orgPath(org.id, `/members/${ownerId}`), owner.token, {
          role: 'viewer',
        })
      ).code,
    ).toBe(409);
    // With a second owner, the first may step down and then leave.
    const second = await registerMember(t.app, t.db, { verify: true });
    await join(owner, org, second, 'owner');
    expect(
      (
        await send(t.app, 'PATCH', orgPath(org.id, `/members/${ownerId}`), owner.token, {
          role: 'viewer',
        })
      ).code,
    ).toBe(200);
    expect(
      (await send(t.app, 'DELETE', orgPath(org.id, `/members/${ownerId}`), owner.token)).code,
    ).toBe(200);
    expect((await get(t.app, orgPath(org.id), owner.token)).code).toBe(404);
  });

  it('may belong to several organisations', async () => {
    const a = await ownerWithOrganisation(t, 'First');
    const b = await ownerWithOrganisation(t, 'Second');
    const m = await registerMember(t.app, t.db, { verify: true });
    await join(a.owner, a.org, m, 'developer');
    await join(b.owner, b.org, m, 'viewer');
    const mine = (await get(t.app, '/business/organisations', m.token)).body
      .msg as OrganisationSummary[];
    expect(mine.map((o) => [o.id, o.role])).toEqual([
      [a.org.id, 'developer'],
      [b.org.id, 'viewer'],
    ]);
  });
});

describe('live mode', () => {
  it('is asked with the CAC number, decided by its business verification (the queue cannot pass it) or the operator; the owners are mailed', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Naira Exchange');
    const live = await createKey(t, owner.token, org.id, 'live');
    expect(live.code).toBe(403);
    expect(live.body.msg).toBe(businessMessages.liveNotApproved);
    // The go-live checklist (issue 47) reads the organisation as it is, step by step.
    const goLive = async () => {
      const r = await get(t.app, orgPath(org.id, '/go-live'), owner.token);
      expect(r.code, JSON.stringify(r.body)).toBe(200);
      const c = r.body.msg as GoLiveChecklist;
      return { status: c.status, done: Object.fromEntries(c.items.map((i) => [i.id, i.done])) };
    };
    expect(await goLive()).toEqual({
      status: 'none',
      done: {
        owner_verified: false,
        second_factor: false,
        https_origin: true,
        tried_test_mode: false,
        webhook_endpoint: false,
        balance: false,
      },
    });
    const testKey = await keyOf(t, owner.token, org.id, 'test');
    await businessLookup(t.app, testKey.key, 'UUID', 'x');
    expect((await goLive()).done.tried_test_mode).toBe(true);
    const stranger = await registerMember(t.app, t.db, { verify: true });
    expect((await get(t.app, orgPath(org.id, '/go-live'), stranger.token)).code).toBe(404);

    // Going live is asked with the business's CAC number (issue 49); anything else changes nothing.
    for (const body of [
      {},
      { registration_number: 'XY 1234567' },
      { registration_number: '1234567' },
    ]) {
      const bad = await post(t.app, orgPath(org.id, '/live-request'), body, owner.token);
      expect(bad.code, JSON.stringify(body)).toBe(400);
      expect(bad.body.errors).toEqual({ registration_number: businessMessages.liveRegistration });
    }
    expect((await get(t.app, orgPath(org.id), owner.token)).body.msg).toMatchObject({
      live: { status: 'none', registration: null, verification_id: null },
    });

    // The owner is verified as a business, and asks with its number.
    const ownerId = await uuidOf(t, owner.token);
    await t.lifecycle.forceStatus(ownerId, 'VERIFIED', operator);
    await t.db
      .updateTable('verified_snapshots')
      .set({
        business_name: 'Naira Exchange Ltd',
        business_check: 'cac',
        business_registration: 'RC 1234567',
      })
      .where('user_id', '=', ownerId)
      .execute();
    const asked = await post(
      t.app,
      orgPath(org.id, '/live-request'),
      { registration_number: 'rc1234567' },
      owner.token,
    );
    expect(asked.code, JSON.stringify(asked.body)).toBe(200);
    const pending = asked.body.msg as Organisation;
    expect(pending.live).toMatchObject({ status: 'pending', registration: 'RC 1234567' });
    expect(pending.live.verification_id).toMatch(/^bv_/);
    const twice = await post(
      t.app,
      orgPath(org.id, '/live-request'),
      { registration_number: 'RC 1234567' },
      owner.token,
    );
    expect(twice.code).toBe(409);
    // Members are not admins.
    expect((await get(t.app, '/backoffice/businesses', owner.token)).code).toBe(403);
    const queue = (await get(t.app, '/backoffice/businesses', admin.token)).body
      .msg as BusinessQueueItem[];
    const item = queue.find((q) => q.id === org.id)!;
    expect(item).toMatchObject({
      name: org.name,
      live_status: 'pending',
      members: 1,
      verification_id: pending.live.verification_id,
      verified_registration: null,
      owner: {
        email: owner.email,
        status: 'VERIFIED',
        verified_business_name: 'Naira Exchange Ltd',
      },
    });
    expect(item.live_requested_at).not.toBeNull();
    // Its business verification approves it, never this queue (which may only refuse a request
    // whose people never answer: go-live.test).
    const bypass = await post(
      t.app,
      `/backoffice/businesses/${org.id}/approve`,
      { name: org.name, website: 'https://adire.example' },
      admin.token,
    );
    expect(bypass.code).toBe(409);
    expect(bypass.body.msg).toBe(businessMessages.liveByVerification);
    expect(await goLive()).toMatchObject({
      status: 'pending',
      done: { owner_verified: true, second_factor: false, balance: false },
    });
    // The operator's override, audited, stays (the CLI's approve-business).
    const override = await runVouch(t.config, ['approve-business', '--id', org.id]);
    expect(override.code, override.stderr).toBe(0);
    expect((await runVouch(t.config, ['approve-business', '--id', org.id])).code).toBe(1);
    await fundOrganisation(t, org.id, 1_000_000);
    expect(await goLive()).toMatchObject({ status: 'approved', done: { balance: true } });
    const approvedMail = await waitForMail(t.db, owner.email, 'Live mode approved');
    // The owner asked for it: no "if you didn't ask for this" at its end (issue 47).
    expect(approvedMail.text_body).toContain(
      `You receive this as an owner of ${org.name} on Vouch.`,
    );
    expect(approvedMail.text_body).not.toContain("didn't ask");
    // A live organisation's owner needs a second factor (issue 46).
    expect((await createKey(t, owner.token, org.id, 'live')).body.errors).toEqual({
      second_factor: 'enrol',
    });
    await memberFactors(t).enrolApp(owner.token);
    const key = await keyOf(t, owner.token, org.id, 'live');
    expect(key.key).toMatch(/^vk_live_/);
    expect((await businessLookup(t.app, key.key, 'UUID', ownerId)).json()).toMatchObject({
      verified: true,
      member: { business_name: 'Naira Exchange Ltd' },
    });

    // A new name goes back to the Businesses queue, where an admin refuses it with a reason.
    const renamed = await send(t.app, 'PATCH', orgPath(org.id), owner.token, {
      name: 'Naira Exchange Global',
    });
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body.msg as Organisation).live.status).toBe('pending');
    const noReason = await post(
      t.app,
      `/backoffice/businesses/${org.id}/refuse`,
      { reason: '' },
      admin.token,
    );
    expect(noReason.code).toBe(400);
    const refused = await post(
      t.app,
      `/backoffice/businesses/${org.id}/refuse`,
      { reason: 'The registry knows no such trading name.' },
      admin.token,
    );
    expect(refused.code, JSON.stringify(refused.body)).toBe(200);
    const refusedMail = await waitForMail(t.db, owner.email, 'not approved');
    expect(refusedMail.text_body).toContain('The registry knows no such trading name.');
    expect((await get(t.app, orgPath(org.id), owner.token)).body.msg).toMatchObject({
      live: { status: 'refused', reason: 'The registry knows no such trading name.' },
    });
  });
});

describe('the audit log and the operator CLI', () => {
  it('audits every change with ids only', async () => {
    const { owner, org } = await ownerWithOrganisation(t);
    const k = await keyOf(t, owner.token, org.id);
    await send(t.app, 'DELETE', orgPath(org.id, `/api-keys/${k.id}`), owner.token);
    await post(
      t.app,
      orgPath(org.id, '/invitations'),
      { email: 'audited.invitee@example.com', role: 'viewer' },
      owner.token,
    );
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'business.%')
      .execute();
    const mine = entries.filter(
      (e) => e.target_id === org.id || e.details.includes(org.id) || e.target_id === k.id,
    );
    expect(mine.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'business.organisation_created',
        'business.key_created',
        'business.key_revoked',
        'business.member_invited',
      ]),
    );
    const text = JSON.stringify(mine);
    expect(text).not.toContain('audited.invitee');
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain(k.key);
  });

  it('create-business, list-businesses and approve-business', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const vouch = (...args: string[]) => runVouch(t.config, args);
    const bad = await vouch('create-business', '--owner-email', m.email, '--name', 'X');
    expect(bad.code).toBe(2);
    const made = await vouch(
      'create-business',
      '--owner-email',
      m.email,
      '--name',
      'Kano Traders',
      '--support-email',
      'help@kano.example',
      '--website',
      'https://kano.example',
      '--origin',
      'https://kano.example',
    );
    expect(made.code, made.stderr).toBe(0);
    const id = /(org_[0-9A-Za-z]{22})/.exec(made.stdout)![1]!;
    const list = await vouch('list-businesses', '--json');
    expect(JSON.parse(list.stdout)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, name: 'Kano Traders', live_status: 'none' }),
      ]),
    );
    const approved = await vouch('approve-business', '--id', id);
    expect(approved.code, approved.stderr).toBe(0);
    expect((await vouch('approve-business', '--id', id)).code).toBe(1);
    expect((await vouch('approve-business', '--id', 'org_nope')).code).toBe(1);
    const o = (await get(t.app, orgPath(id), m.token)).body.msg as Organisation;
    expect(o).toMatchObject({ role: 'owner', live_status: 'approved' });
    await memberFactors(t).enrolApp(m.token);
    expect((await createKey(t, m.token, id, 'live')).code).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_id', '=', id)
      .execute();
    expect(audit.find((a) => a.action === 'business.live_approved')?.details).toContain(
      '"via":"cli"',
    );
  }, 180_000);
});
