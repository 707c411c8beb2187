import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainProofMessages,
  type DomainProof,
  type BusinessVerification,
  type BusinessVerificationPage,
  type BusinessVerificationQueueItem,
  type HostedSession,
  type MemberProfile,
  type Organisation,
  type VerificationSession,
} from '@vouch/contracts';
import { callApi, keyOf } from './setup/business.js';
import { passportSubmission } from './setup/kyc-fixtures.js';
import { decide, staff, verifiedMember } from './setup/lifecycle.js';
import { memberFactors } from './setup/member-second-factor.js';
import { get, post, registerMember, send, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Vouch's own organisations go live through a business verification of themselves (issue 49,
 * item 3): the owner gives the CAC number, the registry's directors answer their links (a
 * verified member consents once; a new one pays her own fee and verifies), a reviewer approves
 * in the KYB queue, and live mode follows with the registered name and "Verified business:
 * RC 1234567". The organisation's own verification never reaches its customers' list or webhooks.
 */
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof staff>>;
let admin: Awaited<ReturnType<typeof staff>>;
/** The DNS as the domain proof reads it: TXT records by name (the file proof is fetched for real). */
const txt = new Map<string, string[][]>();
/** A business's own web server, serving /.well-known/ files as the test sets them. */
const files = new Map<string, string>();
let site: Server;
let siteOrigin: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    const body = files.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end('not here');
    else res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  t = await createTestApp({
    // The business's server is on this machine: the guarded fetcher lets loopback through here.
    env: { JOBS_POLL_MS: '50', WEBHOOKS_ALLOW_LOOPBACK: 'on' },
    resolveTxt: (name) => {
      const records = txt.get(name);
      if (!records) return Promise.reject(Object.assign(new Error('ENODATA'), { code: 'ENODATA' }));
      return Promise.resolve(records);
    },
  });
  await t.checks.syncLists();
  reviewer = await staff(t, 'reviewer');
  admin = await staff(t, 'admin');
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((r) => site.close(r));
});

const orgPath = (id: string, rest = '') => `/business/organisations/${id}${rest}`;
const sessionOf = (url: string) => url.split('/verify/')[1]!;

/** An organisation made by `token`'s member, not asked to go live yet. */
async function organisation(token: string, name: string) {
  const r = await post(
    t.app,
    '/business/organisations',
    {
      name,
      support_email: 'help@amaka.example',
      website: 'https://amaka.example',
      redirect_origins: ['https://shop.amaka.example'],
    },
    token,
  );
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body.msg as Organisation;
}

const askLive = (orgId: string, token: string, registration_number = 'RC 1234567') =>
  post(t.app, orgPath(orgId, '/live-request'), { registration_number }, token);

const ownVerification = async (orgId: string, id: string, token: string) => {
  const r = await get(t.app, orgPath(orgId, `/business-verifications/${id}?mode=live`), token);
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body.msg as BusinessVerification;
};

describe('going live', () => {
  it('is a business verification of the organisation: its directors answer, a reviewer approves, members read the registered name and number', async () => {
    // The owner is ADAEZE OKAFOR (born 1992-03-14), a director the registry lists, verified.
    const owner = await verifiedMember(t, reviewer.token);
    const org = await organisation(owner.token, 'Amaka Fabrics');
    const asked = await askLive(org.id, owner.token);
    expect(asked.code, JSON.stringify(asked.body)).toBe(200);
    const pending = asked.body.msg as Organisation;
    expect(pending.live).toMatchObject({ status: 'pending', registration: 'RC 1234567' });
    const bvId = pending.live.verification_id!;

    // The team reads it in the console; its customers' list never shows it.
    const bv = await ownVerification(org.id, bvId, owner.token);
    expect(bv).toMatchObject({
      status: 'pending_people',
      registry: { name: 'AMAKA FABRICS NIGERIA LIMITED', name_matches: true },
    });
    expect(bv.people.map((p) => [p.first_name, p.last_name])).toEqual([
      ['ADAEZE', 'OKAFOR'],
      ['CHINEDU', 'EZE'],
    ]);
    const list = (
      await get(t.app, orgPath(org.id, '/business-verifications?mode=live'), owner.token)
    ).body.msg as BusinessVerificationPage;
    expect(list.data).toEqual([]);
    const hosted = (
      await get(t.app, `/verification-sessions/${sessionOf(bv.people[1]!.verification_url!)}`)
    ).body.msg as HostedSession;
    expect(hosted.purpose).toBe(
      'Confirm you are CHINEDU EZE of AMAKA FABRICS NIGERIA LIMITED, for its Vouch business account',
    );

    // The owner herself consents once.
    const own = await post(
      t.app,
      `/verification-sessions/${sessionOf(bv.people[0]!.verification_url!)}/consent`,
      { decision: 'allow' },
      owner.token,
    );
    expect(own.code, JSON.stringify(own.body)).toBe(200);

    // The other director is new to Vouch: starting his link leaves his fee his own (the
    // organisation has no live balance to pay it from, and pays nothing).
    const chinedu = await registerMember(t.app, t.db, {
      verify: true,
      overrides: { first_name: 'Chinedu', last_name: 'Eze', dob: '02-11-1988' },
    });
    const sid = sessionOf(bv.people[1]!.verification_url!);
    expect((await post(t.app, `/verification-sessions/${sid}/start`, {}, chinedu.token)).code).toBe(
      200,
    );
    const unpaid = (await get(t.app, '/account/info', chinedu.token)).body.msg as MemberProfile;
    expect(unpaid.status).toBe('KYC_REQUIREMENT');
    // The app asks him to pay: nobody else does.
    expect((await get(t.app, '/account/waiting-businesses', chinedu.token)).body.msg).toMatchObject(
      [{ session_id: sid, pays_fee: false }],
    );
    expect(
      ((await get(t.app, `/verification-sessions/${sid}`)).body.msg as HostedSession).pays_fee,
    ).toBe(false);
    expect(
      await t.db
        .selectFrom('verification_fees')
        .select('session_id')
        .where('session_id', '=', sid)
        .execute(),
    ).toEqual([]);
    const c = (await post(t.app, '/transaction/initiate-payment', {}, chinedu.token)).body.msg as {
      ref_number: string;
    };
    await post(
      t.app,
      '/sandbox/checkout/complete',
      { ref_number: c.ref_number, method: 'card', outcome: 'successful' },
      chinedu.token,
    );
    await post(
      t.app,
      '/transaction/create-new-transaction',
      { ref_number: c.ref_number, status: 'paid' },
      chinedu.token,
    );
    expect(
      (await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), chinedu.token)).code,
    ).toBe(200);
    const info = (await get(t.app, '/kyc/fetch-kyc-info', chinedu.token)).body.msg as {
      info: { id: string };
    };
    expect((await decide(t, reviewer.token, info.info.id, { decision: 'approve' })).code).toBe(200);
    expect(
      (
        await post(
          t.app,
          `/verification-sessions/${sid}/consent`,
          { decision: 'allow' },
          chinedu.token,
        )
      ).code,
    ).toBe(200);
    const organisationRow = await t.db
      .selectFrom('organisations')
      .select(['balance_kobo', 'live_status'])
      .where('id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect(Number(organisationRow.balance_kobo)).toBe(0);
    expect(organisationRow.live_status).toBe('pending');

    // Both answered: the reviewer's KYB queue, marked as the organisation itself.
    expect((await ownVerification(org.id, bvId, owner.token)).status).toBe('in_review');
    const queue = (await get(t.app, '/backoffice/business-verifications', reviewer.token)).body
      .msg as BusinessVerificationQueueItem[];
    expect(queue.find((q) => q.id === bvId)).toMatchObject({
      subject: 'organisation',
      organisation: { id: org.id },
    });
    // It grants live mode: an admin decides it, as an admin approved live mode before.
    const caseOf = (await get(t.app, `/backoffice/business-verifications/${bvId}`, admin.token))
      .body.msg as { organisation: { id: string; logo_url: string | null } };
    expect(caseOf.organisation).toMatchObject({ id: org.id, logo_url: null });
    const byReviewer = await post(
      t.app,
      `/backoffice/business-verifications/${bvId}/decision`,
      { decision: 'approve', reason: 'Registry and both directors agree' },
      reviewer.token,
    );
    expect(byReviewer.code).toBe(403);
    const decided = await post(
      t.app,
      `/backoffice/business-verifications/${bvId}/decision`,
      { decision: 'approve', reason: 'Registry and both directors agree' },
      admin.token,
    );
    expect(decided.code, JSON.stringify(decided.body)).toBe(200);

    // Live mode followed in the same transaction, with the registry's name and number.
    const live = (await get(t.app, orgPath(org.id), owner.token)).body.msg as Organisation;
    expect(live.live).toMatchObject({
      status: 'approved',
      verified_registration: 'RC 1234567',
      verification_id: null,
    });
    expect(live.verified_as).toEqual({
      name: 'AMAKA FABRICS NIGERIA LIMITED',
      website: 'https://amaka.example',
    });
    expect((await waitForMail(t.db, owner.email, 'Live mode approved')).text_body).toContain(
      'Amaka Fabrics',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', org.id)
      .where('action', '=', 'business.live_approved')
      .execute();
    expect(audit).toHaveLength(1);

    // A customer's live link: the verified name, and the badge with the number.
    await memberFactors(t).enrolApp(owner.token);
    const key = await keyOf(t, owner.token, org.id, 'live', ['sessions']);
    await t.db
      .updateTable('organisations')
      .set({ balance_kobo: 1_000_000 })
      .where('id', '=', org.id)
      .execute();
    const made = await callApi(t.app, '/verification-sessions', {
      key: key.key,
      body: {
        reference: 'c-1',
        redirect_url: 'https://shop.amaka.example/done',
        claims: ['verified'],
        purpose: 'Opening your account',
      },
    });
    expect(made.code, made.text).toBe(200);
    const page = (
      await get(t.app, `/verification-sessions/${(made.json() as VerificationSession).id}`)
    ).body.msg as HostedSession;
    expect(page.organisation).toMatchObject({
      name: 'AMAKA FABRICS NIGERIA LIMITED',
      verified: true,
      registration: 'RC 1234567',
      // Not its own until the domain is proven.
      website: null,
    });
    const hostedNow = async () =>
      (await get(t.app, `/verification-sessions/${(made.json() as VerificationSession).id}`)).body
        .msg as HostedSession;

    // The owner proves amaka.example with a DNS TXT record.
    const connected = async () =>
      (
        (await get(t.app, '/account/connected-businesses', chinedu.token)).body.msg as {
          organisation: { name: string; website: string | null };
        }[]
      )[0]!.organisation;
    expect(await connected()).toEqual({ name: 'AMAKA FABRICS NIGERIA LIMITED', website: null });
    const proof = (await get(t.app, orgPath(org.id, '/domain-proof'), owner.token)).body
      .msg as DomainProof;
    expect(proof).toMatchObject({
      host: 'amaka.example',
      proven: false,
      dns: { name: '_vouch.amaka.example' },
      file: { url: 'https://amaka.example/.well-known/vouch-domain-verification.txt' },
    });
    expect(proof.dns.value).toBe(`vouch-domain-verification=${proof.file.content}`);
    const early = await post(t.app, orgPath(org.id, '/domain-proof/check'), {}, owner.token);
    expect(early.code).toBe(409);
    expect(early.body.msg).toBe(domainProofMessages.notFound('amaka.example'));
    txt.set('_vouch.amaka.example', [
      ['v=spf1 -all'],
      ['vouch-domain-verification=', proof.file.content],
    ]);
    const proven = await post(t.app, orgPath(org.id, '/domain-proof/check'), {}, owner.token);
    expect(proven.code, JSON.stringify(proven.body)).toBe(200);
    expect(proven.body.msg).toMatchObject({ proven: true, method: 'dns' });
    expect((await hostedNow()).organisation.website).toBe('https://amaka.example');
    expect((await connected()).website).toBe('https://amaka.example');

    // A new name goes back to review; members keep reading the verified one meanwhile.
    const renamed = await send(t.app, 'PATCH', orgPath(org.id), owner.token, {
      name: 'Access Bank Plc',
    });
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body.msg as Organisation).live.status).toBe('pending');
    const again = await hostedNow();
    expect(again.organisation).toMatchObject({
      name: 'AMAKA FABRICS NIGERIA LIMITED',
      registration: 'RC 1234567',
    });
  });

  it('a website is proven by a file under /.well-known/, fetched through the guard; another website needs its own proof', async () => {
    const owner = await registerMember(t.app, t.db, { verify: true });
    const r = await post(
      t.app,
      '/business/organisations',
      {
        name: 'Kano Kicks',
        support_email: 'help@kicks.example',
        website: siteOrigin,
        redirect_origins: [siteOrigin],
      },
      owner.token,
    );
    const org = r.body.msg as Organisation;
    const proof = (await get(t.app, orgPath(org.id, '/domain-proof'), owner.token)).body
      .msg as DomainProof;
    expect(proof.file.url).toBe(`${siteOrigin}/.well-known/vouch-domain-verification.txt`);
    // Something else at the address proves nothing; nothing changes.
    files.set('/.well-known/vouch-domain-verification.txt', 'someone-else');
    expect((await post(t.app, orgPath(org.id, '/domain-proof/check'), {}, owner.token)).code).toBe(
      409,
    );
    files.set('/.well-known/vouch-domain-verification.txt', `${proof.file.content}\n`);
    const proven = await post(t.app, orgPath(org.id, '/domain-proof/check'), {}, owner.token);
    expect(proven.code, JSON.stringify(proven.body)).toBe(200);
    expect(proven.body.msg).toMatchObject({ proven: true, method: 'file', host: '127.0.0.1' });
    const key = await keyOf(t, owner.token, org.id, 'test', ['sessions']);
    const session = async () => {
      const s = await callApi(t.app, '/verification-sessions', {
        key: key.key,
        body: {
          reference: `k-${Date.now()}`,
          redirect_url: `${siteOrigin}/done`,
          claims: ['verified'],
          purpose: 'Selling on Kano Kicks',
        },
      });
      expect(s.code, s.text).toBe(200);
      return (await get(t.app, `/verification-sessions/${(s.json() as VerificationSession).id}`))
        .body.msg as HostedSession;
    };
    expect((await session()).organisation.website).toBe(siteOrigin);
    // A website on another host is not proven by this one.
    const moved = await send(t.app, 'PATCH', orgPath(org.id), owner.token, {
      website: 'https://kicks.example',
    });
    expect(moved.code, JSON.stringify(moved.body)).toBe(200);
    expect((await session()).organisation.website).toBeNull();
    expect(
      ((await get(t.app, orgPath(org.id, '/domain-proof'), owner.token)).body.msg as DomainProof)
        .proven,
    ).toBe(false);
    // Only owners read or check it.
    const stranger = await registerMember(t.app, t.db, { verify: true });
    expect((await get(t.app, orgPath(org.id, '/domain-proof'), stranger.token)).code).toBe(404);
  });

  it('a struck-off number or a rejection refuses live access with the reason; asking again starts anew', async () => {
    const owner = await verifiedMember(t, reviewer.token);
    const org = await organisation(owner.token, 'Amaka Fabrics');
    // BN 3456789: AMAKA FABRICS, struck off (the sandbox's documented number).
    const asked = await askLive(org.id, owner.token, 'BN 3456789');
    expect(asked.code, JSON.stringify(asked.body)).toBe(200);
    const bvId = (asked.body.msg as Organisation).live.verification_id!;
    const bv = await ownVerification(org.id, bvId, owner.token);
    // The registry's word sends it to a reviewer at once, with no links sent.
    expect(bv.status).toBe('in_review');
    expect(bv.review_reasons.join(' ')).toMatch(/^BN 3456789 is not active/);
    expect(
      (
        await post(
          t.app,
          `/backoffice/business-verifications/${bvId}/decision`,
          { decision: 'reject', reason: 'The CAC lists this company as struck off.' },
          admin.token,
        )
      ).code,
    ).toBe(200);
    const refused = (await get(t.app, orgPath(org.id), owner.token)).body.msg as Organisation;
    expect(refused.live).toMatchObject({
      status: 'refused',
      reason: 'The CAC lists this company as struck off.',
      verified_registration: null,
    });
    expect((await waitForMail(t.db, owner.email, 'not approved')).text_body).toContain(
      'The CAC lists this company as struck off.',
    );
    // Asked again with another number: a new verification.
    const second = await askLive(org.id, owner.token, 'RC 1234567');
    expect(second.code).toBe(200);
    expect((second.body.msg as Organisation).live.verification_id).not.toBe(bvId);
    // Only owners ask: a stranger finds no such organisation.
    const stranger = await registerMember(t.app, t.db, { verify: true });
    expect((await askLive(org.id, stranger.token)).code).toBe(404);
  });

  it('an admin may end a request whose people never answer; its verification then decides nothing', async () => {
    const owner = await verifiedMember(t, reviewer.token);
    const org = await organisation(owner.token, 'Amaka Fabrics');
    const bvId = ((await askLive(org.id, owner.token)).body.msg as Organisation).live
      .verification_id!;
    // Approving stays the verification's; refusing ends it, with the reason the owners read.
    expect(
      (
        await post(
          t.app,
          `/backoffice/businesses/${org.id}/approve`,
          { name: org.name, website: org.website },
          admin.token,
        )
      ).code,
    ).toBe(409);
    const refused = await post(
      t.app,
      `/backoffice/businesses/${org.id}/refuse`,
      { reason: 'Your directors did not answer within a month: ask again when they can.' },
      admin.token,
    );
    expect(refused.code, JSON.stringify(refused.body)).toBe(200);
    expect((await get(t.app, orgPath(org.id), owner.token)).body.msg).toMatchObject({
      live: { status: 'refused', verification_id: null },
    });
    // The directors answer after all and an admin approves the old case: live mode stays refused.
    const bv = await ownVerification(org.id, bvId, owner.token);
    await post(
      t.app,
      `/verification-sessions/${sessionOf(bv.people[0]!.verification_url!)}/consent`,
      { decision: 'allow' },
      owner.token,
    );
    await t.db
      .updateTable('business_verifications')
      .set({ status: 'in_review' })
      .where('id', '=', bvId)
      .execute();
    expect(
      (
        await post(
          t.app,
          `/backoffice/business-verifications/${bvId}/decision`,
          { decision: 'reject', reason: 'Too late' },
          admin.token,
        )
      ).code,
    ).toBe(200);
    expect((await get(t.app, orgPath(org.id), owner.token)).body.msg).toMatchObject({
      live: {
        status: 'refused',
        reason: 'Your directors did not answer within a month: ask again when they can.',
      },
    });
  });
});
