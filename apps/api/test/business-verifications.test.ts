import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  monitoringMessages,
  type BusinessVerification,
  type BusinessVerificationCase,
  type BusinessVerificationPage,
  type BusinessVerificationQueueItem,
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type MonitoringAlert,
} from '@vouch/contracts';
import { TEST_SANCTIONS_LISTS } from '../src/config.js';
import { sanctionsLists } from '../src/modules/checks/index.js';
import { callApi, keyOf, liveOrganisation, problemOf } from './setup/business.js';
import { passportSubmission } from './setup/kyc-fixtures.js';
import { plainCertificatePdf } from './setup/pdf-fixtures.js';
import { decide, staff, verifiedMember } from './setup/lifecycle.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Business verifications, KYB (issue 49): the CAC registry's record and people, each person
 * through their Vouch link (a verified member consents once; a new one verifies first), the
 * registry's names and dates of birth matched, sanctions screening, a reviewer's decision, and
 * the Standard Webhooks a business receives, verified with the `standardwebhooks` package.
 */
let t: TestApp;
let org: Awaited<ReturnType<typeof liveOrganisation>>;
let reviewer: Awaited<ReturnType<typeof staff>>;
let liveKey: CreatedApiKey;
let testKey: CreatedApiKey;
let endpoint: CreatedWebhookEndpoint;
const received: { headers: Record<string, string>; body: string }[] = [];
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  t = await createTestApp({
    env: {
      WEBHOOKS_ALLOW_LOOPBACK: 'on',
      JOBS_POLL_MS: '50',
      BUSINESS_RATE_LIMIT_TEST: '1000',
      BUSINESS_RATE_LIMIT_LIVE: '1000',
    },
  });
  // The fictional test lists: a director of RC 2345678 is on the test PEP list.
  await t.checks.syncLists();
  reviewer = await staff(t, 'reviewer');
  const admin = await staff(t, 'admin');
  org = await liveOrganisation(t, admin.token, 'Kobo Loans');
  await org.fresh();
  liveKey = await keyOf(t, org.owner.token, org.org.id, 'live', ['sessions', 'webhooks']);
  testKey = await keyOf(t, org.owner.token, org.org.id, 'test', ['sessions']);
  const port = (receiver.address() as AddressInfo).port;
  const r = await callApi(t.app, '/webhook-endpoints', {
    key: liveKey.key,
    body: { url: 'https://127.0.0.1/vouch' },
  });
  expect(r.code, r.text).toBe(200);
  endpoint = r.json() as CreatedWebhookEndpoint;
  // Live endpoints are https only; this local receiver speaks http, so the accepted endpoint is
  // pointed at it (the signing and delivery are the real ones).
  await t.db
    .updateTable('webhook_endpoints')
    .set({ url: `http://127.0.0.1:${port}/hooks` })
    .where('id', '=', endpoint.id)
    .execute();
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((r) => receiver.close(r));
});

const create = async (body: Record<string, unknown>, key = liveKey.key) =>
  callApi(t.app, '/business-verifications', { key, body });
const created = async (body: Record<string, unknown>, key = liveKey.key) => {
  const r = await create(body, key);
  expect(r.code, r.text).toBe(200);
  return r.json() as BusinessVerification;
};
const read = async (id: string, key = liveKey.key) =>
  (await callApi(t.app, `/business-verifications/${id}`, { key })).json() as BusinessVerification;
const sessionOf = (url: string) => url.split('/verify/')[1]!;

/** The verified webhooks for one verification, in the order they came. */
async function hooksOf(id: string, count: number) {
  const end = Date.now() + 15_000;
  for (;;) {
    const mine = received
      .map(
        (r) =>
          new Webhook(endpoint.secret).verify(r.body, r.headers) as {
            type: string;
            data: { id: string };
          },
      )
      .filter((e) => e.data.id === id);
    if (mine.length >= count || Date.now() > end) return mine.map((e) => e.type);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a company with two directors, one already verified, one new', () => {
  it('reaches in_review when both answered, then approved by a reviewer, with its webhooks', async () => {
    // ADAEZE OKAFOR (born 1992-03-14) is already a verified member; CHINEDU EZE is not on Vouch.
    const adaeze = await verifiedMember(t, reviewer.token);
    const bv = await created({
      registration_number: 'rc-1234567',
      name: 'Amaka Fabrics Nig. Ltd',
      redirect_url: 'https://shop.adire.example/kyb/done',
    });
    expect(bv).toMatchObject({
      object: 'business_verification',
      mode: 'live',
      status: 'pending_people',
      registration_number: 'RC 1234567',
      registry: {
        lookup: 'found',
        name: 'AMAKA FABRICS NIGERIA LIMITED',
        active: true,
        name_matches: true,
      },
      screening: 'clear',
      review_reasons: [],
      decision: null,
    });
    // Directors and 5 % or more (CAMA 2020); the 3 % shareholder is not asked.
    expect(bv.people.map((p) => [p.first_name, p.last_name, p.share_percent, p.roles])).toEqual([
      ['ADAEZE', 'OKAFOR', 60, ['director', 'shareholder', 'significant_control']],
      ['CHINEDU', 'EZE', 37, ['director', 'shareholder', 'significant_control']],
    ]);
    expect(bv.people.every((p) => p.status === 'pending' && p.verification_url)).toBe(true);
    // The link says who is asked, of which registered business.
    const hosted = await get(
      t.app,
      `/verification-sessions/${sessionOf(bv.people[1]!.verification_url!)}`,
    );
    expect((hosted.body.msg as { purpose: string }).purpose).toBe(
      'Confirm you are CHINEDU EZE of AMAKA FABRICS NIGERIA LIMITED',
    );
    const [first, second] = bv.people as [
      BusinessVerification['people'][0],
      BusinessVerification['people'][0],
    ];

    // The verified member: one consent.
    const allow = await post(
      t.app,
      `/verification-sessions/${sessionOf(first.verification_url!)}/consent`,
      { decision: 'allow' },
      adaeze.token,
    );
    expect(allow.code, JSON.stringify(allow.body)).toBe(200);
    let now = await read(bv.id);
    expect(now.people[0]).toMatchObject({
      status: 'verified',
      kyc_tier: null,
      mismatch: null,
      verification_url: null,
    });
    expect(now.status).toBe('pending_people');

    // The new director: an account, KYC through the link (the business pays), a reviewer's approval, consent.
    const chinedu = await registerMember(t.app, t.db, {
      verify: true,
      overrides: { first_name: 'Chinedu', last_name: 'Eze', dob: '02-11-1988' },
    });
    const sid = sessionOf(second.verification_url!);
    expect((await post(t.app, `/verification-sessions/${sid}/start`, {}, chinedu.token)).code).toBe(
      200,
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

    now = await read(bv.id);
    expect(now.status).toBe('in_review');
    expect(now.people.map((p) => p.status)).toEqual(['verified', 'verified']);
    // Never an ID number in the business's answer.
    expect(JSON.stringify(now)).not.toContain('12345678901');

    // The reviewer's queue and case, then the decision.
    const queue = (await get(t.app, '/backoffice/business-verifications', reviewer.token)).body
      .msg as BusinessVerificationQueueItem[];
    expect(queue.find((q) => q.id === bv.id)).toMatchObject({
      organisation: { name: org.org.name },
      status: 'in_review',
    });
    const view = (await get(t.app, `/backoffice/business-verifications/${bv.id}`, reviewer.token))
      .body.msg as BusinessVerificationCase;
    expect(view.people.map((p) => p.date_of_birth)).toEqual(['1992-03-14', '1988-11-02']);
    const decided = await post(
      t.app,
      `/backoffice/business-verifications/${bv.id}/decision`,
      { decision: 'approve', reason: 'Registry, directors and lists agree' },
      reviewer.token,
    );
    expect(decided.code, JSON.stringify(decided.body)).toBe(200);
    // Decided once: a second decision is refused.
    expect(
      (
        await post(
          t.app,
          `/backoffice/business-verifications/${bv.id}/decision`,
          { decision: 'reject', reason: 'again' },
          reviewer.token,
        )
      ).code,
    ).toBe(409);
    expect((await read(bv.id)).decision).toMatchObject({
      outcome: 'approved',
      reason: 'Registry, directors and lists agree',
    });

    // The PDF report for the lender's compliance file, read back by MuPDF: the record, the
    // decision, each person, and no date of birth.
    const pdf = await t.app.inject({
      url: `/api/v1/business/organisations/${org.org.id}/business-verifications/${bv.id}/report.pdf?mode=live`,
      headers: { authorization: `Bearer ${org.owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`vouch-kyb-RC-1234567-${bv.id}.pdf`);
    const { Document } = await import('mupdf');
    const doc = Document.openDocument(pdf.rawPayload, 'application/pdf');
    let text = '';
    for (let i = 0; i < doc.countPages(); i++)
      text += doc.loadPage(i).toStructuredText('preserve-whitespace').asText();
    expect(text).toContain('Business verification report');
    expect(text).toContain('Registered name: AMAKA FABRICS NIGERIA LIMITED');
    expect(text).toContain('Decision: approved');
    expect(text).toContain('People (2 of 2 verified)');
    expect(text).toContain('CHINEDU EZE');
    expect(text).not.toContain('1988');
    const order = [
      'business_verification.created',
      'business_verification.person_updated',
      'business_verification.person_updated',
      'business_verification.in_review',
      'business_verification.approved',
    ];
    // The events list keeps their order; deliveries run side by side, so any order arrives.
    const events = await t.businessEvents.list(org.org.id, 'live');
    expect(events.filter((e) => e.data.id === bv.id).map((e) => e.type)).toEqual(order);
    expect((await hooksOf(bv.id, 5)).sort()).toEqual([...order].sort());
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', bv.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'business_verification.approved',
      'business_verification.viewed',
    ]);

    // Ongoing screening (issue 50): the lists later name the registered business. The next
    // run compares verified businesses too; the alert is a reviewer's case, never a suspension.
    const dir = mkdtempSync(path.join(tmpdir(), 'vouch-kyb-lists-'));
    const lists = [TEST_SANCTIONS_LISTS[0]!, TEST_SANCTIONS_LISTS[1]!] as const;
    try {
      const file = path.join(dir, 'opensanctions.csv');
      writeFileSync(
        file,
        `${readFileSync(lists[1], 'utf8').trimEnd()}\ntest-os-7001,Company,"Amaka Fabrics Nigeria Limited","",,ng,,,"Test sanctions programme B",,,"Test Sanctions List",2026-12-01T00:00:00,2026-12-01T00:00:00,2026-12-01T00:00:00\n`,
      );
      await sanctionsLists(t.db).sync([lists[0], file], { force: true, replace: true });
      const run = await t.monitoring.rescreen.run({ force: true });
      expect(run.businesses).toBeGreaterThanOrEqual(1);
      const queue = (await get(t.app, '/backoffice/monitoring-alerts', reviewer.token)).body
        .msg as MonitoringAlert[];
      const alert = queue.find((a) => a.business?.id === bv.id);
      expect(alert).toMatchObject({
        member: null,
        business: {
          name: 'Amaka Fabrics Nig. Ltd',
          registration: 'RC 1234567',
          organisation: org.org.name,
        },
        hit: { matched_name: 'Amaka Fabrics Nigeria Limited', entry_id: 'test-os-7001' },
      });
      const admin = await staff(t, 'admin');
      const url = `/backoffice/monitoring-alerts/${alert!.id}/decision`;
      expect(
        (await post(t.app, url, { decision: 'suspend', reason: 'Listed company' }, admin.token))
          .body,
      ).toMatchObject({ status: 409, msg: monitoringMessages.businessNotSuspended });
      expect(
        (
          await post(
            t.app,
            url,
            { decision: 'escalate', reason: 'Same RC number listed' },
            reviewer.token,
          )
        ).code,
      ).toBe(200);
      expect(
        (await post(t.app, url, { decision: 'dismiss', reason: 'Another company' }, admin.token))
          .code,
      ).toBe(200);
      // Nothing changed for the business meanwhile.
      expect((await read(bv.id)).status).toBe('approved');
    } finally {
      await sanctionsLists(t.db).sync([...lists], { force: true, replace: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('someone else answering a director’s link leaves it open: mismatch, then a new link', async () => {
    const bv = await created({ registration_number: 'RC 1234567', name: 'Amaka Fabrics' });
    const stranger = await verifiedMember(t, reviewer.token, {
      first_name: 'Emeka',
      last_name: 'Obi',
    });
    const chinedu = bv.people[1]!;
    expect(
      (
        await post(
          t.app,
          `/verification-sessions/${sessionOf(chinedu.verification_url!)}/consent`,
          { decision: 'allow' },
          stranger.token,
        )
      ).code,
    ).toBe(200);
    const after = await read(bv.id);
    expect(after.status).toBe('pending_people');
    expect(after.people[1]).toMatchObject({
      status: 'mismatch',
      mismatch: 'The verified name is not the name the registry lists',
      verification_url: null,
    });
    // The business resends: a new link, the old one cancelled.
    const again = await callApi(
      t.app,
      `/business-verifications/${bv.id}/people/${chinedu.id}/resend`,
      { key: liveKey.key, body: {} },
    );
    expect(again.code, again.text).toBe(200);
    const resent = (again.json() as BusinessVerification).people[1]!;
    expect(resent.status).toBe('pending');
    expect(resent.verification_url).not.toBe(chinedu.verification_url);
    // Right name, wrong birthday: still not the registry's person.
    const namesake = await verifiedMember(t, reviewer.token, {
      first_name: 'Chinedu',
      last_name: 'Eze',
      dob: '01-01-1990',
    });
    await post(
      t.app,
      `/verification-sessions/${sessionOf(resent.verification_url!)}/consent`,
      { decision: 'allow' },
      namesake.token,
    );
    expect((await read(bv.id)).people[1]!.mismatch).toBe(
      'The verified date of birth is not the one the registry lists',
    );
    // The console (the team's sign-in) reads it too; the owner resends a link nobody opened.
    const consoleBase = `/business/organisations/${org.org.id}/business-verifications`;
    const listedInConsole = await get(t.app, `${consoleBase}?mode=live&limit=1`, org.owner.token);
    expect((listedInConsole.body.msg as BusinessVerificationPage).data[0]!.id).toBe(bv.id);
    const adaeze = again.json() as BusinessVerification;
    const first = adaeze.people[0]!;
    const viaConsole = await post(
      t.app,
      `${consoleBase}/${bv.id}/people/${first.id}/resend?mode=live`,
      {},
      org.owner.token,
    );
    expect(viaConsole.code, JSON.stringify(viaConsole.body)).toBe(200);
    const fresh = (viaConsole.body.msg as BusinessVerification).people[0]!;
    expect(fresh.status).toBe('pending');
    expect(fresh.verification_url).not.toBe(first.verification_url);
    // The old link no longer works.
    const oldSession = await get(
      t.app,
      `/verification-sessions/${sessionOf(first.verification_url!)}`,
    );
    expect((oldSession.body.msg as { status: string }).status).toBe('cancelled');
    // Someone outside the team reads nothing.
    expect((await get(t.app, `${consoleBase}/${bv.id}?mode=live`, stranger.token)).code).toBe(404);
    // A person partway through KYC keeps their link.
    const starter = await registerMember(t.app, t.db, { verify: true });
    await post(
      t.app,
      `/verification-sessions/${sessionOf(fresh.verification_url!)}/start`,
      {},
      starter.token,
    );
    const busy = await callApi(
      t.app,
      `/business-verifications/${bv.id}/people/${first.id}/resend`,
      { key: liveKey.key, body: {} },
    );
    expect(problemOf(busy).detail).toBe(
      'This person is verifying through their link now: their answer comes when they finish',
    );
    // A person who verified has no link to resend.
    const verified = await callApi(
      t.app,
      `/business-verifications/${bv.id}/people/bvp_0000000000000000000000/resend`,
      { key: liveKey.key, body: {} },
    );
    expect(problemOf(verified).code).toBe('not-found');
  });
});

describe('a registry that lists a director’s NIN', () => {
  it('is answered only by a member who holds that NIN, and the number is never in the answer', async () => {
    const bv = await created({ registration_number: 'RC 4567890', name: 'Okeke Textiles' });
    expect(bv.people.map((p) => [p.first_name, p.last_name])).toEqual([['ADAEZE', 'OKAFOR']]);
    const link = (v: BusinessVerification) =>
      `/verification-sessions/${sessionOf(v.people[0]!.verification_url!)}/consent`;
    // The registry's names and date of birth, but a passport and no NIN: not her, for the registry.
    const adaeze = await verifiedMember(t, reviewer.token);
    expect((await post(t.app, link(bv), { decision: 'allow' }, adaeze.token)).code).toBe(200);
    expect((await read(bv.id)).people[0]).toMatchObject({
      status: 'mismatch',
      mismatch:
        'The registry lists a NIN or BVN this member has not proved on Vouch (by a lookup or their approved ID)',
    });
    // She looks her NIN up (the sandbox's 33333333333 is hers) and answers a new link.
    const lookedUp = await post(
      t.app,
      '/account/verify-identification-number',
      { id_type: 'nin', id_number: '33333333333' },
      adaeze.token,
    );
    expect(lookedUp.code, JSON.stringify(lookedUp.body)).toBe(200);
    const again = await callApi(
      t.app,
      `/business-verifications/${bv.id}/people/${bv.people[0]!.id}/resend`,
      { key: liveKey.key, body: {} },
    );
    expect(again.code, again.text).toBe(200);
    expect(
      (
        await post(
          t.app,
          link(again.json() as BusinessVerification),
          { decision: 'allow' },
          adaeze.token,
        )
      ).code,
    ).toBe(200);
    const done = await read(bv.id);
    expect(done).toMatchObject({ status: 'in_review', people: [{ status: 'verified' }] });
    expect(JSON.stringify(done)).not.toContain('33333333333');
  });
});

describe('what stops a business verification for a reviewer, with its reason', () => {
  it('struck off, another registered name, a listed director, not in the registry', async () => {
    const struck = await created({ registration_number: 'BN 3456789', name: 'Amaka Fabrics' });
    expect(struck).toMatchObject({
      status: 'in_review',
      review_reasons: ['BN 3456789 is not active (STRUCK OFF)'],
    });
    // Nobody is asked to verify for a business a person must judge first.
    expect(struck.people.every((p) => p.verification_url === null)).toBe(true);

    const other = await created({ registration_number: 'RC 1234568', name: 'Amaka Fabrics' });
    expect(other.status).toBe('in_review');
    expect(other.registry.name_matches).toBe(false);
    expect(other.review_reasons).toEqual([
      'RC 1234568 is registered as “ZENITH PALM OIL LIMITED”, not “Amaka Fabrics”',
    ]);

    // Nobody verified: not approvable. The reviewer judges the other name harmless and sends
    // the people their links after all.
    const decision = (body: Record<string, string>) =>
      post(t.app, `/backoffice/business-verifications/${other.id}/decision`, body, reviewer.token);
    const early = await decision({ decision: 'approve', reason: 'Looks fine' });
    expect(early.code).toBe(409);
    expect(early.body.msg).toBe(
      'Not every person has verified: continue to send them their links, or reject it',
    );
    expect(
      (await decision({ decision: 'continue', reason: 'A trading name of the group' })).code,
    ).toBe(200);
    const continued = await read(other.id);
    expect(continued.status).toBe('pending_people');
    expect(continued.people.every((p) => p.verification_url !== null)).toBe(true);
    expect(continued.review_reasons).toEqual(other.review_reasons);

    const listed = await created({
      registration_number: 'RC 2345678',
      name: 'Rivers Crest Logistics',
    });
    expect(listed.status).toBe('in_review');
    expect(listed.review_reasons).toHaveLength(1);
    expect(listed.review_reasons[0]).toMatch(/^A person, TAMUNOTONYE OKPARA-QUILL, may be on /);
    expect(listed.people[0]!.screening).toBe('possible_match');
    expect(listed.people[1]!.screening).toBe('clear');
    const view = (
      await get(t.app, `/backoffice/business-verifications/${listed.id}`, reviewer.token)
    ).body.msg as BusinessVerificationCase;
    expect(view.people[0]!.screening_hits[0]).toMatchObject({ pep: true });

    const missing = await created({ registration_number: 'RC 7777777', name: 'Nowhere Limited' });
    expect(missing).toMatchObject({
      status: 'in_review',
      registry: { lookup: 'not_found' },
      review_reasons: ['RC 7777777 is not in the CAC registry'],
    });

    // A reviewer rejects with the reason; the machine rejected none of them.
    const r = await post(
      t.app,
      `/backoffice/business-verifications/${struck.id}/decision`,
      { decision: 'reject', reason: 'Struck off the register' },
      reviewer.token,
    );
    expect(r.code).toBe(200);
    expect((await read(struck.id)).decision).toMatchObject({
      outcome: 'rejected',
      reason: 'Struck off the register',
    });
  });

  it('a registry that cannot be reached leaves it pending and is asked again', async () => {
    const bv = await created({
      registration_number: 'RC 1234569',
      name: 'Amaka Fabrics',
      people: [
        {
          first_name: 'Ngozi',
          last_name: 'Bello',
          roles: ['significant_control'],
          share_percent: 20,
        },
      ],
    });
    expect(bv).toMatchObject({ status: 'pending_people', registry: { lookup: 'unreachable' } });
    // The business's own person waits for the registry: no link yet.
    expect(bv.people).toMatchObject([
      { first_name: 'Ngozi', source: 'business', verification_url: null },
    ]);
    const due = () =>
      t.db
        .updateTable('business_verifications')
        .set({ next_lookup_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', bv.id)
        .execute();
    // Still away: asked again later, attempts counted.
    await due();
    expect(await t.kyb.retryRegistry()).toBe(0);
    const row = await t.db
      .selectFrom('business_verifications')
      .select(['lookup_attempts', 'next_lookup_at'])
      .where('id', '=', bv.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.lookup_attempts)).toBe(2);
    expect(row.next_lookup_at! > new Date().toISOString()).toBe(true);
    // The sandbox's outage number never answers; the row is pointed at a number it does, as
    // when the registry comes back.
    await t.db
      .updateTable('business_verifications')
      .set({ registration: 'RC 1234567' })
      .where('id', '=', bv.id)
      .execute();
    await due();
    expect(await t.kyb.retryRegistry()).toBe(1);
    const found = await read(bv.id);
    expect(found.registry.lookup).toBe('found');
    // The business hears each link as it is made (it had none to send while the registry was away).
    const heard = (await t.businessEvents.list(org.org.id, 'live')).filter(
      (e) => e.data.id === bv.id && e.type === 'business_verification.person_updated',
    );
    expect(heard).toHaveLength(3);
    expect(found.people.map((p) => [p.first_name, p.source, Boolean(p.verification_url)])).toEqual([
      ['Ngozi', 'business', true],
      ['ADAEZE', 'registry', true],
      ['CHINEDU', 'registry', true],
    ]);
  });
});

describe('the resource', () => {
  it('refuses what is not valid, answers only its organisation and mode, and lists in one envelope', async () => {
    const bad = await create({
      registration_number: 'IT 12345',
      name: 'X',
      people: [{ first_name: '', last_name: 'B', roles: ['owner'] }],
    });
    expect(bad.code).toBe(400);
    expect(problemOf(bad).errors).toMatchObject({
      registration_number:
        'registration_number is a CAC number: RC 1234567 for a company or BN 3456789 for a business name',
      name: 'name is the business’s name as it trades (2 to 200 characters)',
    });
    const offOrigin = await create({
      registration_number: 'RC 1234567',
      name: 'Amaka Fabrics',
      redirect_url: 'https://evil.example/x',
    });
    expect(problemOf(offOrigin).errors?.redirect_url).toMatch(
      /not on an origin this organisation allowed/,
    );

    const live = await created({ registration_number: 'RC 1234567', name: 'Amaka Fabrics' });
    // A test key does not see a live verification; an unknown id is not found.
    expect(
      (await callApi(t.app, `/business-verifications/${live.id}`, { key: testKey.key })).code,
    ).toBe(404);
    expect(
      (await callApi(t.app, '/business-verifications/bv_nope', { key: liveKey.key })).code,
    ).toBe(404);
    // Simulating is for test mode.
    expect(
      problemOf(
        await callApi(t.app, `/business-verifications/${live.id}/simulate`, {
          key: liveKey.key,
          body: { outcome: 'approve' },
        }),
      ).code,
    ).toBe('test-mode-only');

    const page = (
      await callApi(t.app, '/business-verifications?limit=2', { key: liveKey.key })
    ).json() as BusinessVerificationPage;
    expect(page).toMatchObject({ object: 'list', has_more: true });
    expect(page.data).toHaveLength(2);
    const next = (
      await callApi(t.app, `/business-verifications?limit=2&cursor=${page.next_cursor}`, {
        key: liveKey.key,
      })
    ).json() as BusinessVerificationPage;
    expect(next.data.map((v) => v.id)).not.toContain(page.data[0]!.id);
  });

  it('the business’s own documents: added by key or console, kept as page images, read by a reviewer (audited)', async () => {
    const bv = await created({ registration_number: 'RC 1234567', name: 'Amaka Fabrics' });
    expect(bv.documents).toEqual([]);
    const add = (body: Record<string, unknown>, id = bv.id, key = liveKey.key) =>
      callApi(t.app, `/business-verifications/${id}/documents`, { key, body });
    const pdf = `data:application/pdf;base64,${plainCertificatePdf([
      [595, 842],
      [595, 842],
    ]).toString('base64')}`;
    const r = await add({ kind: 'cac_certificate', file: pdf });
    expect(r.code, r.text).toBe(200);
    const withPdf = r.json() as BusinessVerification;
    expect(withPdf.documents).toMatchObject([{ kind: 'cac_certificate', pages: 2 }]);
    expect(withPdf.documents[0]!.id).toMatch(/^bvd_[0-9A-Za-z]{22}$/);

    // Through the console, by the owner: a photo of the status report.
    const photo = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#f4efe1' },
    })
      .png()
      .toBuffer();
    const viaConsole = await post(
      t.app,
      `/business/organisations/${org.org.id}/business-verifications/${bv.id}/documents?mode=live`,
      { kind: 'status_report', file: `data:image/png;base64,${photo.toString('base64')}` },
      org.owner.token,
    );
    expect(viaConsole.code, JSON.stringify(viaConsole.body)).toBe(200);
    expect((await read(bv.id)).documents.map((d) => [d.kind, d.pages])).toEqual([
      ['cac_certificate', 2],
      ['status_report', 1],
    ]);

    // What is not a document, or not theirs to add to, changes nothing.
    const badKind = await add({ kind: 'passport', file: pdf });
    expect(problemOf(badKind).errors?.kind).toBe(
      'kind is one of cac_certificate, status_report, memorandum, other',
    );
    const text = `data:application/pdf;base64,${Buffer.from('not a pdf at all').toString('base64')}`;
    const notPdf = await add({ kind: 'other', file: text });
    expect(notPdf.code).toBe(400);
    expect(problemOf(notPdf).errors?.file).toBe(
      'Upload the certificate as a JPEG, PNG or PDF file',
    );
    expect((await add({ kind: 'other', file: 'https://x.example/a.pdf' })).code).toBe(400);
    expect((await add({ kind: 'other', file: pdf }, bv.id, testKey.key)).code).toBe(404);
    // Nobody outside the team adds one through the console; a viewer of the team neither.
    const outsider = await registerMember(t.app, t.db, { verify: true });
    const outside = await post(
      t.app,
      `/business/organisations/${org.org.id}/business-verifications/${bv.id}/documents?mode=live`,
      { kind: 'other', file: pdf },
      outsider.token,
    );
    expect([403, 404]).toContain(outside.code);
    expect((await read(bv.id)).documents).toHaveLength(2);
    const added = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'business_verification.document_added')
      .where('target_id', '=', bv.id)
      .execute();
    expect(added).toHaveLength(2);

    // The reviewer reads each page, as an image, never cached; each reading is audited.
    const c = (await get(t.app, `/backoffice/business-verifications/${bv.id}`, reviewer.token)).body
      .msg as BusinessVerificationCase;
    expect(c.documents.map((d) => d.page_urls.length)).toEqual([2, 1]);
    const page = await t.app.inject({
      method: 'GET',
      url: c.documents[0]!.page_urls[1]!,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.headers['cache-control']).toBe('no-store, private');
    expect(page.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const viewed = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_id'])
      .where('action', '=', 'business_verification.document_viewed')
      .execute();
    expect(viewed.map((a) => a.target_id)).toContain(`${c.documents[0]!.id}/2`);
    const photoPage = await t.app.inject({
      method: 'GET',
      url: c.documents[1]!.page_urls[0]!,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(photoPage.headers['content-type']).toBe('image/jpeg');
    const beyond = await t.app.inject({
      method: 'GET',
      url: c.documents[0]!.page_urls[0]!.replace(/\/1$/, '/3'),
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(beyond.statusCode).toBe(404);
    const asOwner = await t.app.inject({
      method: 'GET',
      url: c.documents[0]!.page_urls[0]!,
      headers: { authorization: `Bearer ${org.owner.token}` },
    });
    expect(asOwner.statusCode).toBe(403);

    // Decided, it takes no more.
    const struck = await created({ registration_number: 'BN 3456789', name: 'Amaka Fabrics' });
    const rejected = await post(
      t.app,
      `/backoffice/business-verifications/${struck.id}/decision`,
      { decision: 'reject', reason: 'Struck off the register' },
      reviewer.token,
    );
    expect(rejected.code).toBe(200);
    const closed = await add({ kind: 'cac_certificate', file: pdf }, struck.id);
    expect(problemOf(closed)).toMatchObject({
      code: 'conflict',
      detail: 'Documents are added while the verification waits for its people or for a reviewer',
    });
  });

  it('test mode: the sandbox registry, each person simulated, then the decision simulated', async () => {
    const bv = await created(
      { registration_number: 'RC 1234567', name: 'Amaka Fabrics' },
      testKey.key,
    );
    expect(bv).toMatchObject({ mode: 'test', status: 'pending_people' });
    for (const p of bv.people) {
      const s = await callApi(
        t.app,
        `/verification-sessions/${sessionOf(p.verification_url!)}/simulate`,
        { key: testKey.key, body: { outcome: 'approve' } },
      );
      expect(s.code, s.text).toBe(200);
    }
    const review = await read(bv.id, testKey.key);
    expect(review.status).toBe('in_review');
    expect(review.people.map((p) => [p.status, p.kyc_tier])).toEqual([
      ['verified', 2],
      ['verified', 2],
    ]);
    // Test verifications are never a reviewer's work.
    const queue = (await get(t.app, '/backoffice/business-verifications', reviewer.token)).body
      .msg as BusinessVerificationQueueItem[];
    expect(queue.some((q) => q.id === bv.id)).toBe(false);
    const done = await callApi(t.app, `/business-verifications/${bv.id}/simulate`, {
      key: testKey.key,
      body: { outcome: 'approve' },
    });
    expect(done.code, done.text).toBe(200);
    expect((done.json() as BusinessVerification).status).toBe('approved');
  });
});
