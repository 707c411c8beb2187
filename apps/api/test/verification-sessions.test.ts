import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KYC_FEE_KOBO,
  sessionMessages,
  testSessionClaims,
  type BusinessEventType,
  type ConnectedBusiness,
  type CreatedApiKey,
  type GrantPage,
  type HostedSession,
  type SessionPrefill,
  type SessionOutcome,
  type UsageSummary,
  type VerificationSession,
  type VerificationSessionPage,
} from '@vouch/contracts';
import { approveLive, callApi, keyOf, ownerWithOrganisation, problemOf } from './setup/business.js';
import { memberFactors } from './setup/member-second-factor.js';
import { passportSubmission } from './setup/kyc-fixtures.js';
import { decide, staff, verifiedMember } from './setup/lifecycle.js';
import { get, linkToken, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Verification sessions, the hosted flow's member routes and consent (issue 33, decision 0039):
 * every status, Idempotency-Key (replay, 422, 409), redirect origins, claims only from the
 * approved snapshot and only while consent stands, revocation, expiry by the clock, and test and
 * live data apart. Events are read from the business events table (delivery is not ours here).
 */
let t: TestApp;
let org: Awaited<ReturnType<typeof ownerWithOrganisation>>;
let reviewer: Awaited<ReturnType<typeof staff>>;
let admin: Awaited<ReturnType<typeof staff>>;
let testKey: CreatedApiKey;
let liveKey: CreatedApiKey;
const ORIGIN = 'https://shop.adire.example';

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  org = await ownerWithOrganisation(t);
  reviewer = await staff(t, 'reviewer');
  admin = await staff(t, 'admin');
  testKey = await keyOf(t, org.owner.token, org.org.id, 'test', ['sessions']);
  await memberFactors(t).enrolApp(org.owner.token);
  await approveLive(t, admin.token, org.org.id);
  liveKey = await keyOf(t, org.owner.token, org.org.id, 'live', ['sessions']);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  reference: 'customer-42',
  redirect_url: `${ORIGIN}/kyc/done?step=2`,
  claims: ['first_name', 'last_name', 'date_of_birth', 'age_over_18'],
  purpose: 'Opening your Adire Market seller account',
  ...over,
});

async function create(key: string, over: Record<string, unknown> = {}, headers = {}) {
  return callApi(t.app, '/verification-sessions', { key, body: body(over), headers });
}
async function created(key: string, over: Record<string, unknown> = {}) {
  const r = await create(key, over);
  expect(r.code, r.text).toBe(200);
  return r.json() as VerificationSession;
}
const read = async (key: string, id: string) =>
  (await callApi(t.app, `/verification-sessions/${id}`, { key })).json() as VerificationSession;
const hosted = async (id: string) => get(t.app, `/verification-sessions/${id}`);
const consent = (token: string, id: string, decision: string) =>
  post(t.app, `/verification-sessions/${id}/consent`, { decision }, token);

/** The events the organisation was sent about one session (or grant), in order. */
async function eventsOf(mode: 'test' | 'live', id: string): Promise<BusinessEventType[]> {
  const all = await t.businessEvents.list(org.org.id, mode);
  return all
    .filter((e) => e.data.id === id || e.data.session_id === id || e.data.grant_id === id)
    .map((e) => e.type);
}
const countSessions = async () =>
  Number(
    (
      await t.db
        .selectFrom('verification_sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('test mode, end to end', () => {
  it('created → opened by the link → approved by the test button; test claims, events in order', async () => {
    const s = await created(testKey.key);
    expect(s).toMatchObject({
      object: 'verification_session',
      mode: 'test',
      status: 'created',
      reference: 'customer-42',
      url: `http://vouch.test/verify/${s.id}`,
      claims_requested: ['verified', 'first_name', 'last_name', 'date_of_birth', 'age_over_18'],
      claims: null,
    });
    expect(s.id).toMatch(/^vs_[0-9A-Za-z]{22}$/);
    const page = await hosted(s.id);
    expect(page.code).toBe(200);
    const h = page.body.msg as HostedSession;
    expect(h).toMatchObject({
      status: 'opened',
      mode: 'test',
      organisation: { name: org.org.name, verified: false },
      purpose: 'Opening your Adire Market seller account',
      return_url: `${ORIGIN}/kyc/done?step=2&session_id=${s.id}`,
    });
    const done = await post(t.app, `/verification-sessions/${s.id}/test-outcome`, {
      outcome: 'approve',
    });
    expect(done.body.msg as SessionOutcome).toEqual({
      status: 'approved',
      return_url: h.return_url,
    });
    const after = await read(testKey.key, s.id);
    expect(after.status).toBe('approved');
    expect(after.completed_at).not.toBeNull();
    // A simulated approval is a live capture's (issue 45).
    expect(after.liveness).toBe('passed');
    expect(after.claims).toEqual({
      verified: true,
      first_name: testSessionClaims.first_name,
      last_name: testSessionClaims.last_name,
      date_of_birth: testSessionClaims.date_of_birth,
      age_over_18: true,
    });
    expect(await eventsOf('test', s.id)).toEqual([
      'verification_session.opened',
      'verification_session.approved',
    ]);
    // Over: the buttons and the consent route refuse it, and nothing moves.
    const again = await post(t.app, `/verification-sessions/${s.id}/test-outcome`, {
      outcome: 'reject',
    });
    expect(again.code).toBe(409);
    expect((await read(testKey.key, s.id)).status).toBe('approved');
  });

  it('simulate from code: reject and decline; never in live mode; a live member cannot consent to a test link', async () => {
    const a = await created(testKey.key);
    const rejected = await callApi(t.app, `/verification-sessions/${a.id}/simulate`, {
      key: testKey.key,
      body: { outcome: 'reject' },
    });
    expect((rejected.json() as VerificationSession).status).toBe('rejected');
    const b = await created(testKey.key);
    const declined = await callApi(t.app, `/verification-sessions/${b.id}/simulate`, {
      key: testKey.key,
      body: { outcome: 'decline' },
    });
    expect((declined.json() as VerificationSession).status).toBe('declined');
    expect(await eventsOf('test', a.id)).toEqual(['verification_session.rejected']);
    expect(await eventsOf('test', b.id)).toEqual(['verification_session.declined']);
    // The moves no button makes: a submission, then an approval, then consent withdrawn.
    const moved = await created(testKey.key);
    const simulate = (outcome: string) =>
      callApi(t.app, `/verification-sessions/${moved.id}/simulate`, {
        key: testKey.key,
        body: { outcome },
      });
    expect(problemOf(await simulate('revoke_consent')).detail).toBe(
      'Only an approved session’s consent can be revoked.',
    );
    expect(((await simulate('submit')).json() as VerificationSession).status).toBe('submitted');
    expect((await simulate('submit')).code).toBe(409);
    expect(((await simulate('approve')).json() as VerificationSession).status).toBe('approved');
    const revoked = await simulate('revoke_consent');
    expect((revoked.json() as VerificationSession).status).toBe('consent_revoked');
    expect(await eventsOf('test', moved.id)).toEqual([
      'verification_session.submitted',
      'verification_session.approved',
      'consent.revoked',
    ]);
    expect((await simulate('pause')).code).toBe(400);

    const live = await created(liveKey.key);
    const refused = await callApi(t.app, `/verification-sessions/${live.id}/simulate`, {
      key: liveKey.key,
      body: { outcome: 'approve' },
    });
    expect(refused.code).toBe(403);
    expect(problemOf(refused).title).toBe('This works in test mode only');
    const button = await post(t.app, `/verification-sessions/${live.id}/test-outcome`, {
      outcome: 'approve',
    });
    expect(button.code).toBe(409);
    expect((await read(liveKey.key, live.id)).status).toBe('created');

    const c = await created(testKey.key);
    const m = await registerMember(t.app, t.db, { verify: true });
    expect((await consent(m.token, c.id, 'allow')).body).toMatchObject({
      status: 409,
      msg: sessionMessages.liveOnly,
    });
  });

  it('test and live never meet: each key sees only its own mode’s sessions and events', async () => {
    const s = await created(testKey.key, { reference: 'mode-apart' });
    const asLive = await callApi(t.app, `/verification-sessions/${s.id}`, { key: liveKey.key });
    expect(asLive.code).toBe(404);
    expect(problemOf(asLive).title).toBe('No such resource');
    const list = (
      await callApi(t.app, '/verification-sessions?reference=mode-apart', { key: liveKey.key })
    ).json() as VerificationSessionPage;
    expect(list.data).toEqual([]);
    await hosted(s.id);
    expect(await eventsOf('live', s.id)).toEqual([]);
    expect(await eventsOf('test', s.id)).toEqual(['verification_session.opened']);
  });
});

describe('creating a session', () => {
  it('refuses a redirect off the allowed origins, http in live, bad claims and expiry, and creates nothing', async () => {
    const before = await countSessions();
    const cases: [string, Record<string, unknown>, string, string][] = [
      [testKey.key, { redirect_url: 'https://evil.example/x' }, 'redirect_url', 'not on an origin'],
      [
        testKey.key,
        { redirect_url: 'https://shop.adire.example.evil.example/' },
        'redirect_url',
        'not on an origin',
      ],
      [liveKey.key, { redirect_url: 'http://shop.adire.example/' }, 'redirect_url', 'https'],
      [testKey.key, { redirect_url: 'javascript:alert(1)' }, 'redirect_url', 'absolute https'],
      [testKey.key, { claims: ['password'] }, 'claims.0', 'claims lists'],
      [testKey.key, { expires_in: 10 }, 'expires_in', 'between 300'],
      [testKey.key, { purpose: '' }, 'purpose', 'why you ask'],
      [testKey.key, { reference: '' }, 'reference', 'reference'],
    ];
    for (const [key, over, field, words] of cases) {
      const r = await create(key, over);
      expect(r.code, JSON.stringify(over)).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(problemOf(r).errors?.[field], JSON.stringify(over)).toContain(words);
    }
    expect(await countSessions()).toBe(before);
    // A key without the sessions scope is refused before anything.
    const lookupsOnly = await keyOf(t, org.owner.token, org.org.id, 'test', ['lookups']);
    const r = await create(lookupsOnly.key);
    expect(r.code).toBe(403);
    expect(problemOf(r).detail).toContain('"sessions"');
  });

  it('Idempotency-Key: the same body answers the first result again; another body 422; a running one 409', async () => {
    const before = await countSessions();
    const key = `order-${Date.now()}`;
    const first = await create(testKey.key, {}, { 'idempotency-key': key });
    const second = await create(testKey.key, {}, { 'idempotency-key': key });
    expect(first.code).toBe(200);
    expect(second.code).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await countSessions()).toBe(before + 1);

    const other = await create(
      testKey.key,
      { reference: 'someone-else' },
      { 'idempotency-key': key },
    );
    expect(other.code).toBe(422);
    expect(problemOf(other).detail).toBe(sessionMessages.idempotencyMismatch);
    // The same key in live mode is another key: keys are per organisation and mode.
    expect((await create(liveKey.key, {}, { 'idempotency-key': key })).code).toBe(200);

    // A request still running with that key (another instance, a moment ago): 409.
    await t.db
      .insertInto('idempotency_keys')
      .values({
        organisation_id: org.org.id,
        mode: 'test',
        idem_key: 'still-running',
        fingerprint: 'x',
        state: 'running',
        response_status: null,
        response_type: null,
        response_body: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const running = await create(testKey.key, {}, { 'idempotency-key': 'still-running' });
    expect(running.code).toBe(409);
    expect(problemOf(running).title).toBe('A request with this Idempotency-Key is running');
    expect(await countSessions()).toBe(before + 2);

    // After 24 hours the key is free: a new session.
    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('idem_key', '=', key)
      .execute();
    const later = await create(testKey.key, {}, { 'idempotency-key': key });
    expect(later.code).toBe(200);
    expect((later.json() as VerificationSession).id).not.toBe(
      (first.json() as VerificationSession).id,
    );
    // A malformed key is refused, nothing created.
    const bad = await create(testKey.key, {}, { 'idempotency-key': 'a b' });
    expect(bad.code).toBe(400);
    expect(await countSessions()).toBe(before + 3);
  });
});

describe('listing, cancelling, expiring', () => {
  it('lists by reference and status in cursor pages, newest first; a cursor not ours is 400', async () => {
    const ref = `list-${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await created(testKey.key, { reference: ref }));
    const p1 = (
      await callApi(t.app, `/verification-sessions?reference=${ref}&limit=2`, { key: testKey.key })
    ).json() as VerificationSessionPage;
    expect(p1.has_more).toBe(true);
    expect(p1.data.map((s) => s.id)).toEqual([made[2]!.id, made[1]!.id]);
    const p2 = (
      await callApi(
        t.app,
        `/verification-sessions?reference=${ref}&limit=2&cursor=${p1.next_cursor}`,
        { key: testKey.key },
      )
    ).json() as VerificationSessionPage;
    expect(p2).toMatchObject({ has_more: false, next_cursor: null });
    expect(p2.data.map((s) => s.id)).toEqual([made[0]!.id]);
    await callApi(t.app, `/verification-sessions/${made[1]!.id}/cancel`, {
      key: testKey.key,
      method: 'POST',
    });
    const cancelled = (
      await callApi(t.app, `/verification-sessions?reference=${ref}&status=cancelled`, {
        key: testKey.key,
      })
    ).json() as VerificationSessionPage;
    expect(cancelled.data.map((s) => s.id)).toEqual([made[1]!.id]);
    const bad = await callApi(t.app, '/verification-sessions?cursor=bm9wZQ', { key: testKey.key });
    expect(bad.code).toBe(400);
    expect(problemOf(bad).errors?.cursor).toBeDefined();
  });

  it('cancel: an open session is cancelled and its link says so; a finished one is 409', async () => {
    const s = await created(testKey.key);
    const r = await callApi(t.app, `/verification-sessions/${s.id}/cancel`, {
      key: testKey.key,
      method: 'POST',
    });
    expect((r.json() as VerificationSession).status).toBe('cancelled');
    const again = await callApi(t.app, `/verification-sessions/${s.id}/cancel`, {
      key: testKey.key,
      method: 'POST',
    });
    expect(again.code).toBe(409);
    expect(problemOf(again).detail).toBe(sessionMessages.notCancellable);
    expect(((await hosted(s.id)).body.msg as HostedSession).status).toBe('cancelled');
    expect(await eventsOf('test', s.id)).toEqual(['verification_session.cancelled']);
    expect((await hosted('vs_0000000000000000000000')).code).toBe(404);
  });

  it('expires by the clock: read after its time, or swept by the job; one event each', async () => {
    const a = await created(testKey.key, { expires_in: 300 });
    const b = await created(testKey.key, { expires_in: 300 });
    // Time passes for a: its expiry is now behind us.
    await t.db
      .updateTable('verification_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', a.id)
      .execute();
    expect((await read(testKey.key, a.id)).status).toBe('expired');
    expect(((await hosted(a.id)).body.msg as HostedSession).status).toBe('expired');
    expect(await eventsOf('test', a.id)).toEqual(['verification_session.expired']);
    // The sweep with a clock 301 s ahead expires b (and a stays as it is).
    expect(
      await t.verificationSessions.expireDue(new Date(Date.now() + 301_000).toISOString()),
    ).toBeGreaterThanOrEqual(1);
    expect((await read(testKey.key, b.id)).status).toBe('expired');
    expect(await eventsOf('test', b.id)).toEqual(['verification_session.expired']);
    const late = await post(t.app, `/verification-sessions/${b.id}/test-outcome`, {
      outcome: 'approve',
    });
    expect(late.code).toBe(409);
  });
});

describe('the sign-up prefill (issue 47)', () => {
  it('is handed out once, never in the link’s public answer, and never for a test link', async () => {
    const customer = {
      first_name: 'Tunde',
      last_name: 'Bakare',
      email_address: 'tunde@example.com',
      phone_number: '0803 000 0099',
    };
    const take = async (id: string) =>
      ((await post(t.app, `/verification-sessions/${id}/prefill`, {})).body.msg as SessionPrefill)
        .prefill;
    const bad = await create(liveKey.key, { customer: { ...customer, email_address: 'no' } });
    expect(bad.code).toBe(400);
    expect(problemOf(bad).errors).toEqual({
      'customer.email_address': sessionMessages.customerEmail,
    });
    const s = await created(liveKey.key, { customer });
    // Kept encrypted, never as typed; a link not opened yet hands out nothing.
    const row = () =>
      t.db
        .selectFrom('verification_sessions')
        .select('customer_enc')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
    expect((await row()).customer_enc).not.toContain('Tunde');
    expect(await take(s.id)).toBeNull();
    const page = await hosted(s.id);
    expect(JSON.stringify(page.body)).not.toContain('Tunde');
    expect(await take(s.id)).toEqual({ ...customer, phone_number: '+2348030000099' });
    // Once: a second visitor (or a forwarded link) gets nothing, and nothing is kept.
    expect(await take(s.id)).toBeNull();
    expect((await row()).customer_enc).toBeNull();
    // Not taken, it is dropped as soon as the customer moves on.
    const s2 = await created(liveKey.key, { customer });
    await hosted(s2.id);
    const m = await registerMember(t.app, t.db, { verify: true });
    expect((await post(t.app, `/verification-sessions/${s2.id}/start`, {}, m.token)).code).toBe(
      200,
    );
    expect(await take(s2.id)).toBeNull();
    // A test link has nobody to sign up; an unknown one is 404.
    const test = await created(testKey.key, { customer });
    await hosted(test.id);
    expect(await take(test.id)).toBeNull();
    expect((await post(t.app, '/verification-sessions/vs_nope/prefill', {})).code).toBe(404);
  });
});

describe('live mode: consent the member controls', () => {
  it('a VERIFIED member allows: the business reads the snapshot’s claims; revoking ends it at once', async () => {
    const m = await verifiedMember(t, reviewer.token, {
      first_name: 'Chiamaka',
      last_name: 'Eze',
      dob: '02-07-1990',
    });
    const s = await created(liveKey.key, {
      claims: ['first_name', 'last_name', 'date_of_birth', 'age_over_18', 'member_uuid', 'id_type'],
    });
    expect(((await hosted(s.id)).body.msg as HostedSession).status).toBe('opened');
    // The consent screen shows the values Allow shares (issue 47), to that member only.
    const preview = await get(t.app, `/verification-sessions/${s.id}/consent-preview`, m.token);
    expect(preview.code, JSON.stringify(preview.body)).toBe(200);
    const shown = (preview.body.msg as { values: Record<string, unknown> }).values;
    expect((await get(t.app, `/verification-sessions/${s.id}/consent-preview`)).code).toBe(401);
    const unverified = await registerMember(t.app, t.db, { verify: true });
    expect(
      (await get(t.app, `/verification-sessions/${s.id}/consent-preview`, unverified.token)).code,
    ).toBe(403);
    const allowed = await consent(m.token, s.id, 'allow');
    expect(allowed.code).toBe(200);
    expect(allowed.body.msg).toEqual({
      status: 'approved',
      return_url: `${ORIGIN}/kyc/done?step=2&session_id=${s.id}`,
    });
    const answer = await read(liveKey.key, s.id);
    expect(answer.status).toBe('approved');
    // Verified with an uploaded selfie, by a reviewer: the business is told (issue 45), in the
    // session and in its approval's event.
    expect(answer.liveness).toBe('not_performed');
    const approvedEvent = (await t.businessEvents.list(org.org.id, 'live')).find(
      (e) => e.type === 'verification_session.approved' && e.data.id === s.id,
    );
    expect(approvedEvent?.data.liveness).toBe('not_performed');
    expect(answer.claims).toEqual({
      verified: true,
      first_name: 'Chiamaka',
      last_name: 'Eze',
      date_of_birth: '1990-07-02',
      age_over_18: true,
      member_uuid: m.uuid,
      id_type: 'nin',
    });
    expect(shown).toEqual(answer.claims);
    // Nothing more than asked: no phone, no e-mail.
    expect(JSON.stringify(answer)).not.toContain(m.email);
    expect(await eventsOf('live', s.id)).toEqual([
      'verification_session.opened',
      'verification_session.approved',
    ]);
    // The grant is the member's to see; stored encrypted.
    const grants = (await get(t.app, '/account/connected-businesses', m.token)).body
      .msg as ConnectedBusiness[];
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      organisation: { name: org.org.name },
      purpose: 'Opening your Adire Market seller account',
      revoked_at: null,
    });
    const row = await t.db
      .selectFrom('consent_grants')
      .selectAll()
      .where('id', '=', grants[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row.values_enc).not.toContain('Chiamaka');
    // Audited with ids only.
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'consent.granted')
      .where('target_id', '=', s.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('Chiamaka');

    // Another member cannot revoke it; the member can, once.
    const other = await registerMember(t.app, t.db, { verify: true });
    expect(
      (await post(t.app, `/account/connected-businesses/${grants[0]!.id}/revoke`, {}, other.token))
        .code,
    ).toBe(404);
    const revoked = await post(
      t.app,
      `/account/connected-businesses/${grants[0]!.id}/revoke`,
      {},
      m.token,
    );
    expect(revoked.body).toEqual({ status: 200, msg: sessionMessages.revoked });
    const gone = await read(liveKey.key, s.id);
    expect(gone.status).toBe('consent_revoked');
    expect(gone.claims).toBeNull();
    expect(
      (
        await t.db
          .selectFrom('consent_grants')
          .select('values_enc')
          .where('id', '=', grants[0]!.id)
          .executeTakeFirstOrThrow()
      ).values_enc,
    ).toBeNull();
    expect(await eventsOf('live', s.id)).toEqual([
      'verification_session.opened',
      'verification_session.approved',
      'consent.revoked',
    ]);
    expect(
      (await post(t.app, `/account/connected-businesses/${grants[0]!.id}/revoke`, {}, m.token))
        .code,
    ).toBe(409);

    // The member's copy of their data lists the grant, and when it stopped.
    expect((await post(t.app, '/privacy/export', {}, m.token)).code).toBe(200);
    await t.jobs.drain();
    const mail = await waitForMail(t.db, m.email, 'copy of your Vouch data');
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/v1/privacy/export/download?token=${encodeURIComponent(linkToken(mail.text_body, 'token'))}`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const exported = JSON.parse(
      strFromU8(files['connected-businesses.json']!),
    ) as ConnectedBusiness[];
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ id: grants[0]!.id, organisation: { name: org.org.name } });
    expect(exported[0]!.revoked_at).not.toBeNull();
  });

  it('a member not verified cannot allow; declining shares nothing; another account cannot take the link', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const s = await created(liveKey.key);
    expect((await consent(m.token, s.id, 'allow')).body).toMatchObject({
      status: 403,
      msg: sessionMessages.notVerified,
    });
    expect(
      await t.db.selectFrom('consent_grants').select('id').where('session_id', '=', s.id).execute(),
    ).toEqual([]);
    expect((await consent(m.token, s.id, 'decline')).body.msg).toMatchObject({
      status: 'declined',
    });
    const answer = await read(liveKey.key, s.id);
    expect(answer).toMatchObject({ status: 'declined', claims: null });
    expect(await eventsOf('live', s.id)).toEqual(['verification_session.declined']);
    expect((await consent(m.token, s.id, 'allow')).code).toBe(409);
    expect(
      (await post(t.app, `/verification-sessions/${s.id}/consent`, { decision: 'maybe' }, m.token))
        .code,
    ).toBe(400);
    expect(
      (await post(t.app, `/verification-sessions/${s.id}/consent`, { decision: 'allow' })).code,
    ).toBe(401);
  });

  it('KYC from the link, paid by the organisation: in_progress → submitted → rejected follows the lifecycle', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const uuid = ((await get(t.app, '/account/info', m.token)).body.msg as { uuid: string }).uuid;
    const s = await created(liveKey.key);
    const usage = async (mode: string) =>
      (
        await get(
          t.app,
          `/business/organisations/${org.org.id}/usage?mode=${mode}&days=7`,
          org.owner.token,
        )
      ).body.msg as UsageSummary;
    const paidBefore = (await usage('live')).verifications_paid;
    expect(
      (await post(t.app, `/verification-sessions/${s.id}/start`, {}, m.token)).body.msg,
    ).toMatchObject({ status: 'in_progress' });
    expect((await read(liveKey.key, s.id)).status).toBe('in_progress');
    // The organisation paid the fee (its usage); the member paid nothing and may submit.
    const fee = await t.db
      .selectFrom('verification_fees')
      .selectAll()
      .where('session_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(fee).toMatchObject({
      organisation_id: org.org.id,
      user_id: uuid,
      amount_kobo: KYC_FEE_KOBO,
    });
    expect(
      await t.db.selectFrom('transactions').select('id').where('user_id', '=', uuid).execute(),
    ).toEqual([]);
    // The console's usage shows what the organisation paid for (live only).
    const after = await usage('live');
    expect(after.verifications_paid).toBe(paidBefore + 1);
    expect(after.verifications_paid_ngn).toBe(((paidBefore + 1) * KYC_FEE_KOBO) / 100);
    expect(await usage('test')).toMatchObject({ verifications_paid: 0, verifications_paid_ngn: 0 });
    // The CSV an invoice is checked against has the fees too, a line a day, in naira.
    const csv = await t.app.inject({
      url: `/api/v1/business/organisations/${org.org.id}/usage.csv?mode=live&days=7`,
      headers: { authorization: `Bearer ${org.owner.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const feeLines = csv.body
      .split('\r\n')
      .map((l) => l.split(','))
      .filter((c) => c[1] === 'verification_fees');
    expect(feeLines.length).toBeGreaterThan(0);
    for (const c of feeLines) expect(c.slice(2, 5)).toEqual(['', '', 'live']);
    expect(feeLines.reduce((a, c) => a + Number(c[5]), 0)).toBe(after.verifications_paid);
    expect(feeLines.reduce((a, c) => a + Number(c[7]), 0)).toBe(after.verifications_paid_ngn);
    expect(
      ((await get(t.app, '/account/info', m.token)).body.msg as { status: string }).status,
    ).toBe('KYC_IN_PROGRESS');
    // Starting again pays nothing more.
    await post(t.app, `/verification-sessions/${s.id}/start`, {}, m.token);
    expect(
      await t.db
        .selectFrom('verification_fees')
        .select('session_id')
        .where('user_id', '=', uuid)
        .execute(),
    ).toHaveLength(1);
    const sub = await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token);
    expect(sub.code).toBe(200);
    expect((await read(liveKey.key, s.id)).status).toBe('submitted');
    // Submitted waits for the decision, not the clock.
    await t.verificationSessions.expireDue(new Date(Date.now() + 8 * 86_400_000).toISOString());
    expect((await read(liveKey.key, s.id)).status).toBe('submitted');
    const info = (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as {
      info: { id: string };
    };
    const r = await decide(t, reviewer.token, info.info.id, {
      decision: 'reject',
      reason_code: 'expired_document',
    });
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect((await read(liveKey.key, s.id)).status).toBe('rejected');
    expect(await eventsOf('live', s.id)).toEqual([
      'verification_session.submitted',
      'verification_session.rejected',
    ]);
    // Someone else cannot take over a session that is another member's.
    const other = await registerMember(t.app, t.db, { verify: true });
    expect((await post(t.app, `/verification-sessions/${s.id}/start`, {}, other.token)).code).toBe(
      403,
    );
  });

  it('staff revoking a member who shared tells the business; closing an account revokes its grants', async () => {
    const m = await verifiedMember(t, reviewer.token);
    const s = await created(liveKey.key);
    await consent(m.token, s.id, 'allow');
    const grant = (
      (await get(t.app, '/account/connected-businesses', m.token)).body.msg as ConnectedBusiness[]
    )[0]!;
    // The session names its grant; the business lists its grants with where each member stands.
    expect((await read(liveKey.key, s.id)).grant_id).toBe(grant.id);
    const grantsNow = async (query = '') =>
      (
        (await callApi(t.app, `/grants${query}`, { key: liveKey.key })).json() as GrantPage
      ).data.find((g) => g.session_id === s.id);
    expect(await grantsNow('?active=true')).toMatchObject({
      id: grant.id,
      object: 'grant',
      claims: ['verified', 'first_name', 'last_name', 'date_of_birth', 'age_over_18'],
      revoked_at: null,
      member_standing: 'verified',
    });
    const r = await post(
      t.app,
      `/backoffice/members/${m.uuid}/revoke`,
      { reason: 'The passport was reported stolen' },
      admin.token,
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(await eventsOf('live', grant.id)).toContain('member.verification_revoked');
    expect((await grantsNow())?.member_standing).toBe('revoked');
    // Staff see the member's sessions and grants in the case view; a member does not.
    const seen = await get(
      t.app,
      `/backoffice/members/${m.uuid}/verification-sessions`,
      reviewer.token,
    );
    expect(seen.body.msg).toMatchObject({
      sessions: [{ id: s.id, organisation: org.org.name, status: 'approved', mode: 'live' }],
      grants: [{ id: grant.id }],
    });
    expect(JSON.stringify(seen.body)).not.toContain('values');
    expect(
      (await get(t.app, `/backoffice/members/${m.uuid}/verification-sessions`, m.token)).code,
    ).toBe(403);
    // What the business reads now says the member is not verified.
    expect((await read(liveKey.key, s.id)).claims?.verified).toBe(false);

    const c = await verifiedMember(t, reviewer.token);
    const s2 = await created(liveKey.key);
    await consent(c.token, s2.id, 'allow');
    const closed = await post(
      t.app,
      '/privacy/close',
      { password: c.password, confirm: true },
      c.token,
    );
    expect(closed.code, JSON.stringify(closed.body)).toBe(200);
    const after = await read(liveKey.key, s2.id);
    expect(after).toMatchObject({ status: 'consent_revoked', claims: null });
    const closedGrant = (
      (
        await callApi(t.app, '/grants?active=false&limit=100', { key: liveKey.key })
      ).json() as GrantPage
    ).data.find((g) => g.session_id === s2.id);
    expect(closedGrant).toMatchObject({ revoked_by: 'account_closed', member_standing: 'closed' });
    // A cursor this API never gave is refused, naming the field.
    const badCursor = await callApi(t.app, '/grants?cursor=bm9wZQ', { key: liveKey.key });
    expect(badCursor.code).toBe(400);
    expect(await eventsOf('live', s2.id)).toContain('consent.revoked');
    const rows = await t.db
      .selectFrom('consent_grants')
      .selectAll()
      .where('session_id', '=', s2.id)
      .execute();
    expect(rows[0]).toMatchObject({
      revoked_by: 'account_closed',
      values_enc: null,
      user_id: null,
    });
    expect(
      await t.db
        .selectFrom('verification_sessions')
        .select('id')
        .where('member_id', '=', c.uuid)
        .execute(),
    ).toEqual([]);
  });
});
