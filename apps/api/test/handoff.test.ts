import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handoffMessages,
  kycMessages,
  type HandoffCreated,
  type HandoffRedeemed,
  type HandoffStatus,
} from '@vouch/contracts';
import {
  dataUrl,
  documentImage,
  facePhoto,
  paidMember,
  passportSubmission,
} from './setup/kyc-fixtures.js';
import { emailIndex } from './setup/columns.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

async function makeLink(token: string, body: object = { step: 'selfie' }) {
  const r = await post(t.app, '/kyc/handoffs', body, token);
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body.msg as HandoffCreated;
}

async function redeem(linkToken: string) {
  return post(t.app, '/handoff/redeem', { token: linkToken });
}

async function phone(linkToken: string) {
  const r = await redeem(linkToken);
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body.msg as HandoffRedeemed;
}

const status = async (id: string, token: string) => get(t.app, `/kyc/handoffs/${id}`, token);
const selfie = () => dataUrl(facePhoto());

describe('making a link (the computer)', () => {
  it('follows the capture page: verified e-mail, paid fee, nothing under review', async () => {
    const unverified = await registerMember(t.app, t.db);
    expect(
      (await post(t.app, '/kyc/handoffs', { step: 'selfie' }, unverified.token)).body,
    ).toMatchObject({ status: 403, msg: kycMessages.emailNotVerified });
    const unpaid = await registerMember(t.app, t.db, { verify: true });
    expect(
      (await post(t.app, '/kyc/handoffs', { step: 'selfie' }, unpaid.token)).body,
    ).toMatchObject({
      status: 403,
      msg: kycMessages.notPaid,
    });
    const submitted = await paidMember(t.app, t.db);
    expect(
      (await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), submitted.token)).code,
    ).toBe(200);
    expect(
      (await post(t.app, '/kyc/handoffs', { step: 'selfie' }, submitted.token)).body,
    ).toMatchObject({
      status: 409,
      msg: kycMessages.underReview,
    });
    expect((await post(t.app, '/kyc/handoffs', { step: 'selfie' })).code).toBe(401);
  });

  it('refuses bad input with a clear message and makes nothing', async () => {
    const m = await paidMember(t.app, t.db);
    const noType = await post(t.app, '/kyc/handoffs', { step: 'document' }, m.token);
    expect(noType.code).toBe(400);
    expect(noType.body.msg).toBe(handoffMessages.documentTypeRequired);
    const noStep = await post(t.app, '/kyc/handoffs', { step: 'account' }, m.token);
    expect(noStep.body).toMatchObject({ status: 400, msg: handoffMessages.stepRequired });
    const rows = await t.db
      .selectFrom('capture_handoffs')
      .select('id')
      .where('user_id', '=', (await userId(m.email)).id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('stores only a hash of the link, lasts 15 minutes, and is audited with ids only', async () => {
    const m = await paidMember(t.app, t.db);
    const before = Date.now();
    const link = await makeLink(m.token);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db
      .selectFrom('capture_handoffs')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const minutes = (Date.parse(link.expires_at) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', link.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['handoff.created']);
    expect(JSON.stringify(audit[0])).not.toContain(link.token);
    expect((await status(link.id, m.token)).body.msg).toMatchObject({
      state: 'waiting',
      step: 'selfie',
      opened_at: null,
      photos: [],
    });
  });
});

async function userId(email: string) {
  return t.db
    .selectFrom('users')
    .select('id')
    .where('email_bidx', '=', emailIndex(t, email))
    .executeTakeFirstOrThrow();
}

describe('the phone', () => {
  it('redeems once, sends the step’s photos, and the computer sees them arrive', async () => {
    const m = await paidMember(t.app, t.db);
    const link = await makeLink(m.token, { step: 'document', document_type: 'national_id' });
    const cred = await phone(link.token);
    expect(cred.kinds).toEqual(['document_front', 'document_back']);
    expect((await status(link.id, m.token)).body.msg).toMatchObject({ state: 'opened' });

    // A second open of the same link says it was used.
    expect((await redeem(link.token)).body).toMatchObject({
      status: 410,
      msg: handoffMessages.linkUsed,
    });

    const card = dataUrl(await documentImage());
    const checked = await post(
      t.app,
      '/handoff/precheck',
      { kind: 'document_front', image: card, document_type: 'national_id' },
      cred.capture_token,
    );
    expect(checked.code).toBe(200);
    expect(
      (
        await post(
          t.app,
          '/handoff/photos',
          { kind: 'document_front', image: card },
          cred.capture_token,
        )
      ).body,
    ).toEqual({ status: 200, msg: handoffMessages.received });
    // A selfie is not part of a document step.
    const wrong = await post(
      t.app,
      '/handoff/photos',
      { kind: 'selfie', image: selfie() },
      cred.capture_token,
    );
    expect(wrong.body).toMatchObject({ status: 400, msg: handoffMessages.kindNotInStep });
    // The back is missing: not done yet, and the computer still waits.
    expect((await post(t.app, '/handoff/complete', {}, cred.capture_token)).body).toMatchObject({
      status: 400,
      msg: handoffMessages.photosMissing,
    });
    expect((await status(link.id, m.token)).body.msg).toMatchObject({
      state: 'opened',
      photos: [],
    });
    expect(
      (
        await post(
          t.app,
          '/handoff/photos',
          { kind: 'document_back', image: card },
          cred.capture_token,
        )
      ).code,
    ).toBe(200);
    expect((await post(t.app, '/handoff/complete', {}, cred.capture_token)).body).toEqual({
      status: 200,
      msg: handoffMessages.completed,
    });

    const done = (await status(link.id, m.token)).body.msg as HandoffStatus;
    expect(done.state).toBe('completed');
    expect(done.photos.map((p) => p.kind)).toEqual(['document_front', 'document_back']);
    const img = await t.app.inject({
      url: done.photos[0]!.url,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['cache-control']).toContain('no-store');
    expect(img.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // The credential ends with the hand-off.
    const after = await post(
      t.app,
      '/handoff/photos',
      { kind: 'document_front', image: card },
      cred.capture_token,
    );
    expect(after.body).toMatchObject({ status: 401, msg: handoffMessages.sessionOver });

    const actions = (
      await t.db.selectFrom('audit_log').select('action').where('target_id', '=', link.id).execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['handoff.created', 'handoff.redeemed', 'handoff.completed']);
  });

  it('gets a capture-only credential: nothing else of the member opens with it', async () => {
    const m = await paidMember(t.app, t.db);
    const link = await makeLink(m.token);
    const cred = await phone(link.token);
    const c = cred.capture_token;
    expect((await get(t.app, '/account/info', c)).code).toBe(401);
    expect((await get(t.app, '/account/profile', c)).code).toBe(401);
    expect((await get(t.app, '/kyc/fetch-kyc-info', c)).code).toBe(401);
    expect((await post(t.app, '/transaction/fetch-user-transaction', {}, c)).code).toBe(401);
    expect((await post(t.app, '/transaction/initiate-payment', {}, c)).code).toBe(401);
    expect((await post(t.app, '/kyc/precheck', { kind: 'selfie', image: selfie() }, c)).code).toBe(
      401,
    );
    expect((await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), c)).code).toBe(
      401,
    );
    expect((await post(t.app, '/kyc/handoffs', { step: 'selfie' }, c)).code).toBe(401);
    expect((await status(link.id, c)).code).toBe(401);
    // The member's own session token is not a capture credential either.
    expect(
      (await post(t.app, '/handoff/photos', { kind: 'selfie', image: selfie() }, m.token)).body,
    ).toMatchObject({ status: 401, msg: handoffMessages.sessionOver });
    expect((await post(t.app, '/handoff/photos', { kind: 'selfie', image: selfie() })).code).toBe(
      401,
    );
  });

  it("keeps each member's photos to that member", async () => {
    const a = await paidMember(t.app, t.db);
    const b = await paidMember(t.app, t.db);
    const linkA = await makeLink(a.token);
    const linkB = await makeLink(b.token);
    const credB = await phone(linkB.token);
    await post(t.app, '/handoff/photos', { kind: 'selfie', image: selfie() }, credB.capture_token);
    await post(t.app, '/handoff/complete', {}, credB.capture_token);

    // B's phone put its photo on B's link; A's link has nothing.
    expect((await status(linkA.id, a.token)).body.msg).toMatchObject({
      state: 'waiting',
      photos: [],
    });
    const statusB = (await status(linkB.id, b.token)).body.msg as HandoffStatus;
    expect(statusB.photos).toHaveLength(1);
    // A can neither see B's link nor read B's photo.
    expect((await status(linkB.id, a.token)).code).toBe(404);
    const stolen = await t.app.inject({
      url: statusB.photos[0]!.url,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('says when a link has expired', async () => {
    const m = await paidMember(t.app, t.db);
    const link = await makeLink(m.token);
    await t.db
      .updateTable('capture_handoffs')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', link.id)
      .execute();
    expect((await redeem(link.token)).body).toMatchObject({
      status: 410,
      msg: handoffMessages.linkExpired,
    });
    expect((await status(link.id, m.token)).body.msg).toMatchObject({ state: 'expired' });
  });

  it('answers an unknown or malformed link clearly', async () => {
    expect((await redeem('x'.repeat(43))).body).toMatchObject({
      status: 404,
      msg: handoffMessages.linkInvalid,
    });
    expect((await redeem('short')).body).toMatchObject({
      status: 400,
      msg: handoffMessages.tokenRequired,
    });
    expect((await post(t.app, '/handoff/redeem', {})).code).toBe(400);
  });

  it('stops an older link, and its phone, when a new link is made', async () => {
    const m = await paidMember(t.app, t.db);
    const first = await makeLink(m.token);
    const firstPhone = await phone(first.token);
    await post(
      t.app,
      '/handoff/photos',
      { kind: 'selfie', image: selfie() },
      firstPhone.capture_token,
    );
    const unopened = await makeLink(m.token);
    const latest = await makeLink(m.token);

    expect((await status(first.id, m.token)).body.msg).toMatchObject({ state: 'replaced' });
    expect((await redeem(unopened.token)).body).toMatchObject({
      status: 410,
      msg: handoffMessages.linkReplaced,
    });
    expect(
      (await post(t.app, '/handoff/complete', {}, firstPhone.capture_token)).body,
    ).toMatchObject({
      status: 401,
      msg: handoffMessages.sessionOver,
    });
    // The replaced link's photo is gone with it.
    const left = await t.db
      .selectFrom('capture_handoff_photos')
      .select('kind')
      .where('handoff_id', '=', first.id)
      .execute();
    expect(left).toEqual([]);
    expect((await phone(latest.token)).step).toBe('selfie');
  });

  it('is rate limited: making links and redeeming them', async () => {
    const limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 31; i++)
        codes.push((await post(limited.app, '/handoff/redeem', { token: 'y'.repeat(43) })).code);
      expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
      expect(codes[30]).toBe(429);
      const m = await registerMember(limited.app, limited.db);
      const made: number[] = [];
      for (let i = 0; i < 31; i++)
        made.push((await post(limited.app, '/kyc/handoffs', { step: 'selfie' }, m.token)).code);
      expect(made[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the sweep', () => {
  it('deletes links that ended over an hour ago, with their photos', async () => {
    const m = await paidMember(t.app, t.db);
    const link = await makeLink(m.token);
    const cred = await phone(link.token);
    await post(t.app, '/handoff/photos', { kind: 'selfie', image: selfie() }, cred.capture_token);
    await post(t.app, '/handoff/complete', {}, cred.capture_token);
    const url = ((await status(link.id, m.token)).body.msg as HandoffStatus).photos[0]!.url;

    // Still in use: nothing is swept.
    await t.handoff.sweep();
    expect((await status(link.id, m.token)).code).toBe(200);

    const old = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    await t.db
      .updateTable('capture_handoffs')
      .set({ expires_at: old, capture_expires_at: old })
      .where('id', '=', link.id)
      .execute();
    expect(await t.handoff.sweep()).toBeGreaterThanOrEqual(1);
    expect((await status(link.id, m.token)).code).toBe(404);
    const img = await t.app.inject({ url, headers: { authorization: `Bearer ${m.token}` } });
    expect(img.statusCode).toBe(404);
  });
});
