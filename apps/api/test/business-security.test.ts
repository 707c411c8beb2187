import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessMessages,
  KYC_FEE_KOBO,
  memberSecondFactorMessages,
  type BusinessQueueItem,
  type CreatedApiKey,
  type HostedSession,
  type Organisation,
  type Team,
  type UsageSummary,
  type VerificationSession,
} from '@vouch/contracts';
import {
  approveLive,
  businessLookup,
  callApi,
  createKey,
  keyOf,
  liveOrganisation,
  ownerWithOrganisation,
} from './setup/business.js';
import { operator } from '../src/modules/lifecycle/index.js';
import { NUL_REFUSED } from '../src/plugins/nul-characters.js';
import { staff, uuidOf } from './setup/lifecycle.js';
import { memberFactors, STEP_UP } from './setup/member-second-factor.js';
import { get, linkToken, post, registerMember, send, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The third security review's business findings (issue 46), each reproduced as the reviewer did
 * and then refused: the second factor behind every credential, role and destination; the name a
 * member sees is the one checked; partial updates; invitation, key and rate limits; a removed
 * developer's keys; a declined start's fee.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staff>>;
let live: Awaited<ReturnType<typeof liveOrganisation>>;
const f = () => memberFactors(t);
const ENROL = { second_factor: 'enrol' };
const orgPath = (id: string, rest = '') => `/business/organisations/${id}${rest}`;
const patch = (url: string, body: object, token: string) => send(t.app, 'PATCH', url, token, body);
const del = (url: string, token: string) => send(t.app, 'DELETE', url, token);

beforeAll(async () => {
  t = await createTestApp({
    env: { BUSINESS_RATE_LIMIT_TEST: '1000', WEBHOOKS_ALLOW_LOOPBACK: 'on' },
  });
  admin = await staff(t, 'admin');
  live = await liveOrganisation(t, admin.token, 'Lagos Lender');
});
afterAll(() => t.close());

/** Invites `email` as `role` with `token` and accepts as `member`. */
async function join(
  orgId: string,
  token: string,
  member: { token: string; email: string },
  role: string,
) {
  const inv = await post(
    t.app,
    orgPath(orgId, '/invitations'),
    { email: member.email, role },
    token,
  );
  expect(inv.code, JSON.stringify(inv.body)).toBe(200);
  const mail = await waitForMail(t.db, member.email, 'An invitation to a business team');
  const r = await post(
    t.app,
    '/business/invitations/accept',
    { token: linkToken(mail.text_body, 'token') },
    member.token,
  );
  expect(r.code, JSON.stringify(r.body)).toBe(200);
}

describe('the second factor (finding 1)', () => {
  it('a stale session cannot invite, change a role, add a live endpoint, rotate a secret or change the origins', async () => {
    const dev = await registerMember(t.app, t.db, { verify: true });
    await join(live.org.id, live.owner.token, dev, 'developer');
    const endpoints = orgPath(live.org.id, '/webhook-endpoints');
    const ep = await post(
      t.app,
      endpoints,
      { url: 'https://127.0.0.1/lender-hook', mode: 'live', event_types: [] },
      live.owner.token,
    );
    expect(ep.code, JSON.stringify(ep.body)).toBe(200);
    const epId = (ep.body.msg as { id: string }).id;
    const devId = await uuidOf(t, dev.token);

    // Ten minutes later, the same session (stolen, or left open) tries each.
    await f().passedAgo(live.owner.token, 10);
    const attempts = [
      post(
        t.app,
        orgPath(live.org.id, '/invitations'),
        { email: 'mallory@evil.example', role: 'owner' },
        live.owner.token,
      ),
      patch(orgPath(live.org.id, `/members/${devId}`), { role: 'owner' }, live.owner.token),
      post(
        t.app,
        endpoints,
        { url: 'https://127.0.0.1/evil-hook', mode: 'live', event_types: [] },
        live.owner.token,
      ),
      post(t.app, `${endpoints}/${epId}/rotate-secret`, { overlap: 'none' }, live.owner.token),
      patch(orgPath(live.org.id), { redirect_origins: ['https://evil.example'] }, live.owner.token),
      createKey(t, live.owner.token, live.org.id, 'live'),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.code, JSON.stringify(r.body)).toBe(403);
      expect(r.body.errors).toEqual(STEP_UP);
    }
    // Nothing changed: no invitation, the role, the origins, no second endpoint.
    const team = (await get(t.app, orgPath(live.org.id, '/team'), live.owner.token)).body
      .msg as Team;
    expect(team.invitations.map((i) => i.email)).not.toContain('mallory@evil.example');
    expect(team.members.find((m) => m.user_id === devId)?.role).toBe('developer');
    const o = (await get(t.app, orgPath(live.org.id), live.owner.token)).body.msg as Organisation;
    expect(o.redirect_origins).toEqual(['https://shop.adire.example']);
    expect(((await get(t.app, endpoints, live.owner.token)).body.msg as unknown[]).length).toBe(1);

    // Passing the factor again lets the owner do each.
    await live.fresh();
    const role = await patch(
      orgPath(live.org.id, `/members/${devId}`),
      { role: 'viewer' },
      live.owner.token,
    );
    expect(role.code, JSON.stringify(role.body)).toBe(200);
    const rotated = await post(
      t.app,
      `${endpoints}/${epId}/rotate-secret`,
      { overlap: 'none' },
      live.owner.token,
    );
    expect(rotated.code).toBe(200);
    expect((rotated.body.msg as { secret: string }).secret).toMatch(/^whsec_/);
  });

  it('an owner or developer without a second factor cannot act on a live organisation: the invitee who joined cannot mint a live key', async () => {
    const invitee = await registerMember(t.app, t.db, { verify: true });
    await live.fresh();
    await join(live.org.id, live.owner.token, invitee, 'owner');
    for (const r of [
      await createKey(t, invitee.token, live.org.id, 'live'),
      await createKey(t, invitee.token, live.org.id, 'test'),
      await post(
        t.app,
        orgPath(live.org.id, '/invitations'),
        { email: 'x@lender.example', role: 'developer' },
        invitee.token,
      ),
      await post(
        t.app,
        orgPath(live.org.id, '/webhook-endpoints'),
        { url: 'https://127.0.0.1/evil-hook', mode: 'live', event_types: [] },
        invitee.token,
      ),
    ]) {
      expect(r.code, JSON.stringify(r.body)).toBe(403);
      expect(r.body).toMatchObject({ msg: memberSecondFactorMessages.enrolNeeded, errors: ENROL });
    }
    // The session alone cannot turn one on to get past the rule: that takes the password.
    expect(
      (await post(t.app, '/account/second-factor/totp', {}, invitee.token)).body.errors,
    ).toEqual({
      second_factor: 'password',
    });
    // With an authenticator app (and the password), the same invitee may.
    await f().enrolApp(invitee.token);
    expect((await createKey(t, invitee.token, live.org.id, 'live')).code).toBe(200);
  });

  it('a rename back in review keeps the rule: an owner without a factor still cannot rotate, invite or redirect', async () => {
    const lender = await liveOrganisation(t, admin.token, 'Pending Rename');
    const ep = await post(
      t.app,
      orgPath(lender.org.id, '/webhook-endpoints'),
      { url: 'https://127.0.0.1/pending-hook', mode: 'live', event_types: [] },
      lender.owner.token,
    );
    expect(ep.code).toBe(200);
    const invitee = await registerMember(t.app, t.db, { verify: true });
    await join(lender.org.id, lender.owner.token, invitee, 'owner');
    // The invitee, without a factor, cannot rename either; the owner renames (back to review).
    const byInvitee = await patch(
      orgPath(lender.org.id),
      { name: 'Access Bank Plc' },
      invitee.token,
    );
    expect(byInvitee.body.errors).toEqual(ENROL);
    const renamed = await patch(
      orgPath(lender.org.id),
      { name: 'Pending Rename Two' },
      lender.owner.token,
    );
    expect((renamed.body.msg as Organisation).live.status).toBe('pending');
    const epId = (ep.body.msg as { id: string }).id;
    for (const r of [
      await post(
        t.app,
        orgPath(lender.org.id, `/webhook-endpoints/${epId}/rotate-secret`),
        { overlap: 'none' },
        invitee.token,
      ),
      await patch(
        orgPath(lender.org.id),
        { redirect_origins: ['https://evil.example'] },
        invitee.token,
      ),
      await post(
        t.app,
        orgPath(lender.org.id, '/invitations'),
        { email: 'm@evil.example', role: 'owner' },
        invitee.token,
      ),
    ])
      expect(r.body.errors, JSON.stringify(r.body)).toEqual(ENROL);
  });

  it('an organisation in test mode only keeps working without a second factor', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Test Shop');
    const other = await registerMember(t.app, t.db, { verify: true });
    await join(org.id, owner.token, other, 'developer');
    expect((await createKey(t, owner.token, org.id, 'test')).code).toBe(200);
    expect((await createKey(t, owner.token, org.id, 'live')).body.msg).toBe(
      businessMessages.liveNotApproved,
    );
  });
});

describe('the name a member sees (finding 2)', () => {
  it('is the one an admin checked; a rename goes back to review and members keep seeing the checked one', async () => {
    const lender = await liveOrganisation(t, admin.token, 'Kudi Loans');
    const key = await keyOf(t, lender.owner.token, lender.org.id, 'live', ['sessions']);
    // The owner is a verified business, so the badge shows.
    const ownerId = await uuidOf(t, lender.owner.token);
    await t.lifecycle.forceStatus(ownerId, 'VERIFIED', operator);
    await t.db
      .updateTable('verified_snapshots')
      .set({ business_name: 'Kudi Loans Ltd', business_check: 'cac' })
      .where('user_id', '=', ownerId)
      .execute();
    const session = async () => {
      const r = await callApi(t.app, '/verification-sessions', {
        key: key.key,
        body: {
          reference: `r-${Date.now()}`,
          redirect_url: 'https://shop.adire.example/done',
          claims: ['verified'],
          purpose: 'A loan',
        },
      });
      expect(r.code, r.text).toBe(200);
      const s = r.json() as VerificationSession;
      return (await get(t.app, `/verification-sessions/${s.id}`)).body.msg as HostedSession;
    };
    expect((await session()).organisation).toEqual({
      name: lender.org.name,
      // Not its own until the domain is proven (go-live.test proves one).
      website: null,
      verified: true,
      registration: null,
      logo_url: null,
      colour: null,
    });

    // The reviewer's rename.
    const renamed = await patch(
      orgPath(lender.org.id),
      { name: 'Access Bank Plc', website: 'https://accessbankplc.com' },
      lender.owner.token,
    );
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    const o = renamed.body.msg as Organisation;
    expect(o.live.status).toBe('pending');
    expect(o.verified_as).toEqual({ name: lender.org.name, website: 'https://adire.example' });
    // A member still reads what was checked, with its badge; never the new name.
    const seen = await session();
    expect(seen.organisation).toEqual({
      name: lender.org.name,
      // Not its own until the domain is proven (go-live.test proves one).
      website: null,
      verified: true,
      registration: null,
      logo_url: null,
      colour: null,
    });
    expect(JSON.stringify(seen)).not.toContain('Access Bank');
    // New live keys wait for the review; the admin sees what changed.
    expect((await createKey(t, lender.owner.token, lender.org.id, 'live')).code).toBe(403);
    const item = (
      (await get(t.app, '/backoffice/businesses?status=pending', admin.token)).body
        .msg as BusinessQueueItem[]
    ).find((q) => q.id === lender.org.id)!;
    expect(item).toMatchObject({
      name: 'Access Bank Plc',
      website: 'https://accessbankplc.com',
      verified_as: { name: lender.org.name, website: 'https://adire.example' },
    });
    // Approved: the new name is what members see.
    expect((await approveLive(t, admin.token, lender.org.id)).code).toBe(200);
    expect((await session()).organisation).toMatchObject({
      name: 'Access Bank Plc',
      verified: true,
    });
  });

  it('an approval is of what the admin saw: a rename while the review waits is refused until looked at again', async () => {
    const o = await liveOrganisation(t, admin.token, 'Chidi Foods');
    const first = await patch(orgPath(o.org.id), { name: 'Chidi Foods Lagos' }, o.owner.token);
    expect((first.body.msg as Organisation).live.status).toBe('pending');
    const seen = { name: 'Chidi Foods Lagos', website: 'https://adire.example' };
    await patch(
      orgPath(o.org.id),
      { name: 'Access Bank Plc', website: 'https://accessbankplc.com' },
      o.owner.token,
    );
    const stale = await post(
      t.app,
      `/backoffice/businesses/${o.org.id}/approve`,
      seen,
      admin.token,
    );
    expect(stale.code).toBe(409);
    expect(stale.body.msg).toBe(businessMessages.changedSinceSeen);
    expect(
      (await post(t.app, `/backoffice/businesses/${o.org.id}/approve`, {}, admin.token)).code,
    ).toBe(400);
    const now = (await get(t.app, orgPath(o.org.id), o.owner.token)).body.msg as Organisation;
    expect(now.live.status).toBe('pending');
    expect(now.verified_as).toEqual({ name: o.org.name, website: 'https://adire.example' });
  });

  it('a support e-mail change alone stays approved', async () => {
    const o = await liveOrganisation(t, admin.token, 'Quiet Change');
    const r = await patch(orgPath(o.org.id), { support_email: 'new@adire.example' }, o.owner.token);
    expect((r.body.msg as Organisation).live.status).toBe('approved');
  });
});

describe('a partial update', () => {
  it('keeps the redirect origins it leaves out, and audits only what changed', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Partial');
    const r = await patch(orgPath(org.id), { support_email: 'other@adire.example' }, owner.token);
    expect(r.code).toBe(200);
    expect((r.body.msg as Organisation).redirect_origins).toEqual(['https://shop.adire.example']);
    const entry = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'business.organisation_updated')
      .where('target_id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(entry.details))).toMatchObject({ fields: 'support_email' });
  });
});

describe('invitations', () => {
  it('are limited per organisation a day, and the subject never carries its name', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'URGENT: your bank account is locked');
    for (let i = 0; i < 20; i++)
      expect(
        (
          await post(
            t.app,
            orgPath(org.id, '/invitations'),
            { email: `p${i}@adire.example`, role: 'viewer' },
            owner.token,
          )
        ).code,
      ).toBe(200);
    const over = await post(
      t.app,
      orgPath(org.id, '/invitations'),
      { email: 'p21@adire.example', role: 'viewer' },
      owner.token,
    );
    expect(over.code).toBe(429);
    expect(over.body.msg).toBe(businessMessages.tooManyInvitations(20));
    const mail = await waitForMail(t.db, 'p0@adire.example', 'An invitation');
    expect(mail.subject).toBe('An invitation to a business team on Vouch');
    expect(mail.text_body).toContain(`“${org.name}”`);
  });
});

describe('keys', () => {
  it('are capped per organisation and mode; the rate limit is the organisation’s; hints hold no secret', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Many Keys');
    const made: CreatedApiKey[] = [];
    for (let i = 0; i < 10; i++) made.push(await keyOf(t, owner.token, org.id));
    const eleventh = await createKey(t, owner.token, org.id, 'test');
    expect(eleventh.code).toBe(409);
    expect(eleventh.body.msg).toBe(businessMessages.tooManyKeys(10, 'test'));
    // Rolling swaps one for another; revoking makes room.
    expect(
      (
        await post(
          t.app,
          orgPath(org.id, `/api-keys/${made[0]!.id}/roll`),
          { overlap: '1h' },
          owner.token,
        )
      ).code,
    ).toBe(200);
    expect((await del(orgPath(org.id, `/api-keys/${made[1]!.id}`), owner.token)).code).toBe(200);
    expect((await createKey(t, owner.token, org.id, 'test')).code).toBe(200);
    // No character of the secret is in the hint: the prefix and the checksum's end.
    const k = made[2]!;
    expect(k.hint).toBe(`vk_test_…${k.key.slice(-4)}`);
    expect(k.hint).not.toContain(k.key.slice(8, 12));
    // The pricing page states the limits.
    expect((await get(t.app, '/business/pricing')).body.msg).toEqual({
      lookup_ngn: t.config.business.priceLookupNgn,
      requests_per_minute: { live: t.config.business.rateLimits.live, test: 1000 },
    });
    expect((await businessLookup(t.app, k.key, 'UUID', 'x')).headers['ratelimit-policy']).toBe(
      '"organisation";q=1000;w=60',
    );
  });

  it('caps hold against requests sent at once (keys and invitations)', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'At Once');
    const keys = await Promise.all(
      Array.from({ length: 25 }, () => createKey(t, owner.token, org.id, 'test')),
    );
    expect(keys.filter((r) => r.code === 200)).toHaveLength(10);
    expect(keys.filter((r) => r.code === 409)).toHaveLength(15);
    const invitations = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          t.app,
          orgPath(org.id, '/invitations'),
          { email: `q${i}@adire.example`, role: 'viewer' },
          owner.token,
        ),
      ),
    );
    expect(invitations.filter((r) => r.code === 200)).toHaveLength(20);
    expect(invitations.filter((r) => r.code === 429)).toHaveLength(10);
  });

  it('that a developer made stop when the developer is removed or made a viewer', async () => {
    await live.fresh();
    const dev = await registerMember(t.app, t.db, { verify: true });
    await join(live.org.id, live.owner.token, dev, 'developer');
    await f().enrolApp(dev.token);
    const liveKey = await keyOf(t, dev.token, live.org.id, 'live');
    const testKey = await keyOf(t, dev.token, live.org.id, 'test');
    expect((await businessLookup(t.app, liveKey.key, 'UUID', 'x')).code).toBe(200);
    await live.fresh();
    const removed = await del(
      orgPath(live.org.id, `/members/${await uuidOf(t, dev.token)}`),
      live.owner.token,
    );
    expect(removed.body.msg).toBe(businessMessages.memberRemoved(1));
    expect((await businessLookup(t.app, liveKey.key, 'UUID', 'x')).code).toBe(401);
    // Test keys reach no real person: they stay.
    expect((await businessLookup(t.app, testKey.key, 'UUID', 'x')).code).toBe(200);
  });
});

describe('a live link’s fee (the declined start)', () => {
  it('comes back to the business when the member declines or lets it lapse before submitting', async () => {
    const lender = await liveOrganisation(t, admin.token, 'Fee Back');
    const key = await keyOf(t, lender.owner.token, lender.org.id, 'live', ['sessions']);
    const newSession = async () => {
      const r = await callApi(t.app, '/verification-sessions', {
        key: key.key,
        body: {
          reference: `f-${Date.now()}`,
          redirect_url: 'https://shop.adire.example/done',
          claims: ['verified'],
          purpose: 'A loan',
        },
      });
      return r.json() as VerificationSession;
    };
    const paid = async () =>
      (
        (await get(t.app, orgPath(lender.org.id, '/usage?mode=live&days=7'), lender.owner.token))
          .body.msg as UsageSummary
      ).verifications_paid;
    const statusOf = async (token: string) =>
      ((await get(t.app, '/account/info', token)).body.msg as { status: string }).status;
    // The fee comes from the prepaid balance and goes back to it (issue 47).
    const balance = async () =>
      (
        (await get(t.app, `/business/organisations/${lender.org.id}/balance`, lender.owner.token))
          .body.msg as { balance_ngn: number }
      ).balance_ngn;
    const funded = await balance();

    // Declined.
    const m = await registerMember(t.app, t.db, { verify: true });
    const s = await newSession();
    expect((await post(t.app, `/verification-sessions/${s.id}/start`, {}, m.token)).code).toBe(200);
    expect(await statusOf(m.token)).toBe('KYC_IN_PROGRESS');
    expect(await paid()).toBe(1);
    expect(await balance()).toBe(funded - KYC_FEE_KOBO / 100);
    const declined = await post(
      t.app,
      `/verification-sessions/${s.id}/consent`,
      { decision: 'decline' },
      m.token,
    );
    expect(declined.code, JSON.stringify(declined.body)).toBe(200);
    expect(await statusOf(m.token)).toBe('KYC_REQUIREMENT');
    expect(await paid()).toBe(0);
    expect(await balance()).toBe(funded);
    // Started again from another link, the business pays again; then it lapses.
    const s2 = await newSession();
    await post(t.app, `/verification-sessions/${s2.id}/start`, {}, m.token);
    expect(await paid()).toBe(1);
    await t.verificationSessions.expireDue(new Date(Date.now() + 8 * 86_400_000).toISOString());
    expect(await statusOf(m.token)).toBe('KYC_REQUIREMENT');
    expect(await paid()).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', await uuidOf(t, m.token))
      .where('action', '=', 'payment.refunded')
      .execute();
    expect(audit).toHaveLength(2);
  });
});

describe('a NUL character (the second probe)', () => {
  it('in an id, a name or a business API body is a 400 that says why, on both databases', async () => {
    const { owner, org } = await ownerWithOrganisation(t, 'Nul Shop');
    const key = await keyOf(t, owner.token, org.id, 'test', ['sessions']);
    for (const r of [
      await get(t.app, '/verification-sessions/%00'),
      await get(t.app, orgPath('%00'), owner.token),
      await post(
        t.app,
        orgPath('%00', '/invitations'),
        { email: 'a@b.example', role: 'viewer' },
        owner.token,
      ),
      await patch(orgPath(org.id), { name: 'Shop\u0000Name' }, owner.token),
      await post(t.app, '/verification-sessions/%00/credential-request', { proof: 'x' }),
    ]) {
      expect(r.code, JSON.stringify(r.body)).toBe(400);
      expect(r.body.msg).toBe(NUL_REFUSED);
    }
    const api = await callApi(t.app, '/verification-sessions', {
      key: key.key,
      body: {
        reference: 'r\u0000',
        redirect_url: 'https://shop.adire.example/x',
        claims: ['verified'],
      },
    });
    expect(api.code).toBe(400);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect((api.json() as { detail: string }).detail).toBe(NUL_REFUSED);
    const o = (await get(t.app, orgPath(org.id), owner.token)).body.msg as Organisation;
    expect(o.name).toBe(org.name);
  });
});
