import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressProofMessages,
  type AddressProofItem,
  type BusinessLookupResult,
  type CreatedApiKey,
  type KycRecord,
  type MyAddress,
} from '@vouch/contracts';
import { SANDBOX_BVNS, SANDBOX_NINS } from '../src/adapters/identity/sandbox-identity.js';
import { approveLive, callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { sharedChecks } from './setup/checks.js';
import { dataUrl, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { decide, profileOf, staff, uuidOf } from './setup/lifecycle.js';
import { memberFactors } from './setup/member-second-factor.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The residential address of Tier 3 (issue 48): a verified member sends a utility bill or a bank
 * statement dated within three months, a reviewer confirms or refuses it, and the tier follows;
 * the address is in no answer to anyone else. With the checks on, the OCR reads a generated bill
 * first and the reviewer sees what it found.
 */
const ADDRESS = '12 Allen Avenue, Ikeja, Lagos';
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** A plain printed bill: the names, the address and the date, in large black type. */
async function bill(lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (l, i) =>
        `<text x="60" y="${120 + i * 90}" font-family="DejaVu Sans, sans-serif" font-size="52" fill="#000">${l}</text>`,
    )
    .join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${200 + lines.length * 90}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`,
    ),
  )
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** dd/mm/yyyy, as bills print it. */
const printed = (iso: string) => iso.split('-').reverse().join('/');

async function tierMember(t: TestApp, reviewerToken: string, numbers: ('nin' | 'bvn')[]) {
  const m = await paidMember(t.app, t.db);
  for (const n of numbers) {
    const r = await post(
      t.app,
      '/account/verify-identification-number',
      { id_type: n, id_number: n === 'nin' ? SANDBOX_NINS.self : SANDBOX_BVNS.self },
      m.token,
    );
    expect(r.code).toBe(200);
  }
  await post(
    t.app,
    '/kyc/create-new-kyc',
    await passportSubmission({ identity_type: 'nin', identity_number: SANDBOX_NINS.self }),
    m.token,
  );
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  expect((await decide(t, reviewerToken, info.id, { decision: 'approve' })).code).toBe(200);
  return { ...m, uuid: await uuidOf(t, m.token) };
}

const send = async (t: TestApp, token: string, over: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/account/address-proof',
    {
      address: ADDRESS,
      document_kind: 'utility_bill',
      issued_on: daysAgo(10),
      document: dataUrl(
        await bill(['IKEJA ELECTRIC', 'ADAEZE OKAFOR', ADDRESS, printed(daysAgo(10))]),
      ),
      ...over,
    },
    token,
  );

describe('a residential address, confirmed by a reviewer', () => {
  let t: TestApp;
  let reviewer: Awaited<ReturnType<typeof staff>>;
  let liveKey: CreatedApiKey;
  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await staff(t, 'reviewer');
    const admin = await staff(t, 'admin');
    const org = await ownerWithOrganisation(t);
    await memberFactors(t).enrolApp(org.owner.token);
    await approveLive(t, admin.token, org.org.id);
    liveKey = await keyOf(t, org.owner.token, org.org.id, 'live', ['lookups']);
  });
  afterAll(() => t.close());

  it('only a verified member sends one, dated within three months and not ahead, one at a time', async () => {
    const unverified = await paidMember(t.app, t.db);
    expect((await send(t, unverified.token)).body).toMatchObject({
      status: 403,
      msg: addressProofMessages.notVerified,
    });
    const m = await tierMember(t, reviewer.token, ['nin', 'bvn']);
    const old = await send(t, m.token, { issued_on: daysAgo(120) });
    expect(old.code).toBe(400);
    expect(old.body.msg).toBe(addressProofMessages.tooOld);
    expect((await send(t, m.token, { issued_on: daysAgo(-3) })).body.msg).toBe(
      addressProofMessages.inFuture,
    );
    expect((await send(t, m.token, { document: 'data:text/plain;base64,aGk=' })).code).toBe(400);
    expect((await send(t, m.token, { address: 'Lagos' })).code).toBe(400);
    // Not a day: no rolling over into the next month.
    expect((await send(t, m.token, { issued_on: '2026-02-30' })).body.msg).toBe(
      addressProofMessages.dateRequired,
    );
    const none = (await get(t.app, '/account/address-proof', m.token)).body.msg as MyAddress;
    expect(none).toEqual({ confirmed: null, latest: null });

    const sent = await send(t, m.token);
    expect(sent.code, JSON.stringify(sent.body)).toBe(200);
    expect((sent.body.msg as MyAddress).latest).toMatchObject({
      status: 'pending',
      address: ADDRESS,
      document_kind: 'utility_bill',
    });
    expect((await send(t, m.token)).body).toMatchObject({
      status: 409,
      msg: addressProofMessages.alreadyOpen,
    });
    // Two at once: one is taken, the other told to wait.
    const racer = await tierMember(t, reviewer.token, ['nin']);
    const codes = (await Promise.all([send(t, racer.token), send(t, racer.token)]))
      .map((r) => r.code)
      .sort();
    expect(codes).toEqual([200, 409]);
    // Stored sealed: the typed address is nowhere in the row as text.
    const row = await t.db
      .selectFrom('address_proofs')
      .selectAll()
      .where('user_id', '=', m.uuid)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('Allen');
  });

  it('a reviewer confirms it: Tier 2 becomes Tier 3, and no answer to anyone carries the address', async () => {
    const m = await tierMember(t, reviewer.token, ['nin', 'bvn']);
    expect((await profileOf(t, m.token)).kyc_tier).toBe(2);
    expect((await send(t, m.token)).code).toBe(200);
    // Staff only.
    expect((await get(t.app, '/backoffice/address-proofs', m.token)).code).toBe(403);
    const queue = (await get(t.app, '/backoffice/address-proofs', reviewer.token)).body
      .msg as AddressProofItem[];
    const item = queue.find((q) => q.member.uuid === m.uuid)!;
    expect(item).toMatchObject({
      status: 'pending',
      address: ADDRESS,
      member: { name: 'Adaeze Okafor', email: m.email },
      // The checks are off here: nothing was read, the reviewer reads the image.
      reading: null,
    });
    const image = await t.app.inject({
      url: item.document_url,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-store, private');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const asMember = await t.app.inject({
      url: item.document_url,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(asMember.statusCode).toBe(403);

    const confirmed = await post(
      t.app,
      `/backoffice/address-proofs/${item.id}/decision`,
      { decision: 'confirm' },
      reviewer.token,
    );
    expect(confirmed.code, JSON.stringify(confirmed.body)).toBe(200);
    const p = await profileOf(t, m.token);
    expect(p.kyc_tier).toBe(3);
    expect(p.tier_evidence).toEqual({ bvn: true, nin: true, id_document: true, address: true });
    const mine = (await get(t.app, '/account/address-proof', m.token)).body.msg as MyAddress;
    expect(mine.confirmed?.address).toBe(ADDRESS);
    expect(mine.latest?.status).toBe('confirmed');
    // Decided once.
    expect(
      (
        await post(
          t.app,
          `/backoffice/address-proofs/${item.id}/decision`,
          { decision: 'refuse', reason: 'Changed my mind about it' },
          reviewer.token,
        )
      ).code,
    ).toBe(409);

    const searcher = await registerMember(t.app, t.db, { verify: true });
    const answer = await post(
      t.app,
      '/verification/check-verification',
      { search_by: 'UUID', search_value: m.uuid },
      searcher.token,
    );
    expect((answer.body.msg as { search: { kyc_tier: number }[] }).search[0]!.kyc_tier).toBe(3);
    const business = await callApi(t.app, '/lookups', {
      key: liveKey.key,
      body: { search_by: 'UUID', search_value: m.uuid },
    });
    expect((business.json() as BusinessLookupResult & { verified: true }).member.kyc_tier).toBe(3);
    for (const text of [JSON.stringify(answer.body), business.text])
      expect(text).not.toMatch(/Allen|Ikeja/);
  });

  it('a closed account’s document leaves the queue and is served to nobody', async () => {
    const m = await tierMember(t, reviewer.token, ['nin']);
    expect((await send(t, m.token)).code).toBe(200);
    const queued = async () =>
      (
        (await get(t.app, '/backoffice/address-proofs', reviewer.token)).body
          .msg as AddressProofItem[]
      ).find((q) => q.member.uuid === m.uuid);
    const item = (await queued())!;
    const viewed = await t.app.inject({
      url: item.document_url,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(viewed.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', 'address.document_viewed')
      .where('target_id', '=', item.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(await uuidOf(t, reviewer.token));
    // As closing the account leaves it (the records kept for the retention period).
    // (A test's shortcut past the lifecycle, which alone writes a member's status.)
    await sql`update users set status = 'CLOSED' where id = ${m.uuid}`.execute(t.db);
    expect(await queued()).toBeUndefined();
    const after = await t.app.inject({
      url: item.document_url,
      headers: { authorization: `Bearer ${reviewer.token}` },
    });
    expect(after.statusCode).toBe(404);
    expect(
      (
        await post(
          t.app,
          `/backoffice/address-proofs/${item.id}/decision`,
          { decision: 'confirm' },
          reviewer.token,
        )
      ).code,
    ).toBe(404);
  });

  it('a refusal needs a reason the member reads; the tier stays; a member with the NIN only is Tier 1 until the BVN', async () => {
    const m = await tierMember(t, reviewer.token, ['nin']);
    expect((await send(t, m.token)).code).toBe(200);
    const id = ((await get(t.app, '/account/address-proof', m.token)).body.msg as MyAddress).latest!
      .id;
    const bare = await post(
      t.app,
      `/backoffice/address-proofs/${id}/decision`,
      { decision: 'refuse' },
      reviewer.token,
    );
    expect(bare.code).toBe(400);
    const reason = 'The bill is in another name. Send one in your own name.';
    expect(
      (
        await post(
          t.app,
          `/backoffice/address-proofs/${id}/decision`,
          { decision: 'refuse', reason },
          reviewer.token,
        )
      ).code,
    ).toBe(200);
    const mine = (await get(t.app, '/account/address-proof', m.token)).body.msg as MyAddress;
    expect(mine).toMatchObject({ confirmed: null, latest: { status: 'refused', reason } });
    expect((await profileOf(t, m.token)).kyc_tier).toBe(1);

    // Sent again and confirmed: still Tier 1 (Tiers 2 and 3 need the BVN too)…
    expect((await send(t, m.token)).code).toBe(200);
    const again = ((await get(t.app, '/account/address-proof', m.token)).body.msg as MyAddress)
      .latest!.id;
    await post(
      t.app,
      `/backoffice/address-proofs/${again}/decision`,
      { decision: 'confirm' },
      reviewer.token,
    );
    expect(await profileOf(t, m.token)).toMatchObject({
      kyc_tier: 1,
      tier_evidence: { bvn: false, nin: true, id_document: true, address: true },
    });
    // …until the BVN matches: then every piece is there.
    await post(
      t.app,
      '/account/verify-identification-number',
      { id_type: 'bvn', id_number: SANDBOX_BVNS.self },
      m.token,
    );
    expect((await profileOf(t, m.token)).kyc_tier).toBe(3);
  });
});

describe('with the checks on, the OCR reads the document first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKS: 'on' }, checks: sharedChecks() });
  });
  afterAll(() => t.close());

  it('finds the certified names, the address and the date on a printed bill, and says so to the reviewer', async () => {
    const reviewer = await staff(t, 'reviewer');
    const m = await tierMember(t, reviewer.token, ['nin', 'bvn']);
    await t.jobs.drain();
    const sent = await send(t, m.token);
    expect((sent.body.msg as MyAddress).latest?.status).toBe('checking');
    await t.jobs.drain();
    const queue = (await get(t.app, '/backoffice/address-proofs', reviewer.token)).body
      .msg as AddressProofItem[];
    expect(queue.find((q) => q.member.uuid === m.uuid)).toMatchObject({
      status: 'pending',
      reading: { readable: true, name_found: true, address_found: true, date_found: true },
    });
  });
});
