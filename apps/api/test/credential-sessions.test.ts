import { SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDENTIAL_REQUEST_OPEN_TYP,
  credentialRequestMessages,
  presentationFailures,
  type CredentialRequestObject,
  sessionMessages,
  type ConnectedBusiness,
  type CreatedApiKey,
  type HostedSession,
  type SessionOutcome,
  type VerificationSession,
} from '@vouch/contracts';
import { callApi, keyOf, liveOrganisation } from './setup/business.js';
import { holderWallet, type Holder } from './setup/holder-wallet.js';
import { staff, verifiedMember } from './setup/lifecycle.js';
import { get, post } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * A verification session answered by the customer's Vouch ID instead of a sign-in (issue 36,
 * item 5): the hosted page names the audience and disclosures; the wallet opens the link's
 * request with its key for a nonce of its own (issue 46); a wallet we did not write
 * (@sd-jwt/sd-jwt-vc) presents them; the business gets exactly what was shown, the member sees
 * the grant under Connected businesses; a presentation for another session, one that hides a
 * requested claim, a replay, a revoked credential and a relayed presentation change nothing.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staff>>;
let liveKey: CreatedApiKey;
let orgName: string;
let member: Awaited<ReturnType<typeof verifiedMember>>;
let holder: Holder;
let credential: string;
const ORIGIN = 'https://shop.adire.example';
const wallet = holderWallet(() => t.app, ORIGIN);

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  admin = await staff(t, 'admin');
  const reviewer = await staff(t, 'reviewer');
  const o = await liveOrganisation(t, admin.token);
  orgName = o.org.name;
  liveKey = await keyOf(t, o.owner.token, o.org.id, 'live', ['sessions']);
  member = await verifiedMember(t, reviewer.token);
  holder = await wallet.newHolder();
  credential = await wallet.issue(member.token, holder);
});
afterAll(() => t.close());

async function liveSession(claims: string[]) {
  const r = await callApi(t.app, '/verification-sessions', {
    key: liveKey.key,
    body: {
      reference: `vouch-id-${Date.now()}`,
      redirect_url: `${ORIGIN}/kyc/done`,
      claims,
      purpose: 'Opening your Adire Market seller account',
    },
  });
  expect(r.code, r.text).toBe(200);
  return r.json() as VerificationSession;
}
const hosted = async (id: string) =>
  (await get(t.app, `/verification-sessions/${id}`)).body.msg as HostedSession;
const presentTo = (id: string, presentation: string) =>
  post(t.app, `/verification-sessions/${id}/present`, { presentation });
const read = async (id: string) =>
  (
    await callApi(t.app, `/verification-sessions/${id}`, { key: liveKey.key })
  ).json() as VerificationSession;

/** The credential's own disclosed values (what Vouch signed), decoded here. */
function signedValues(): Record<string, unknown> {
  return Object.fromEntries(
    credential
      .split('~')
      .slice(1)
      .filter(Boolean)
      .map((d) => JSON.parse(Buffer.from(d, 'base64url').toString()) as unknown[])
      .map((a) => [a[1], a[2]]),
  );
}
/**
 * The holder's wallet opens the session's request (issue 46): a JWT its own key signs for the
 * link's audience, sent to the request endpoint; the answer names who asks, for what and why, and
 * carries a nonce bound to that key.
 */
const openingProof = (
  signer: Holder,
  audience: string,
  opts: { typ?: string; jwk?: JWK; iat?: number } = {},
) =>
  new SignJWT({})
    .setProtectedHeader({
      alg: 'ES256',
      typ: opts.typ ?? CREDENTIAL_REQUEST_OPEN_TYP,
      jwk: opts.jwk ?? signer.jwk,
    })
    .setAudience(audience)
    .setIssuedAt(opts.iat ?? Math.floor(Date.now() / 1000))
    .sign(signer.privateKey);
const openWith = (id: string, body: unknown) =>
  post(t.app, `/verification-sessions/${id}/credential-request`, body);
async function openRequest(id: string, signer: Holder) {
  const r = await openWith(id, { proof: await openingProof(signer, linkOf(id)) });
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  return r.body.msg as CredentialRequestObject;
}
const linkOf = (id: string) => `http://vouch.test/verify/${id}`;
const grantsOf = (sessionId: string) =>
  t.db.selectFrom('consent_grants').select('id').where('session_id', '=', sessionId).execute();

const show = (names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

describe('a session answered by a Vouch ID', () => {
  it('shares exactly what was shown, with no sign-in; the member sees the grant', async () => {
    const s = await liveSession(['first_name', 'last_name', 'age_over_18']);
    const page = await hosted(s.id);
    expect(page.credential_request).toMatchObject({
      audience: `http://vouch.test/verify/${s.id}`,
      disclosures: ['given_name', 'family_name', 'age_equal_or_over'],
    });
    // The wallet opens the request with its key, and signs over the nonce it was given.
    const { nonce, audience, disclosures } = await openRequest(s.id, holder);
    const vp = await wallet.present(credential, holder, show(disclosures), nonce, audience);
    // The presentation shows only what was asked: no birthdate, phone or e-mail travel.
    expect(vp.split('~').length).toBe(2 + disclosures.length);

    const r = await presentTo(s.id, vp);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    const outcome = r.body.msg as SessionOutcome;
    expect(outcome.status).toBe('approved');
    expect(outcome.return_url).toBe(`${ORIGIN}/kyc/done?session_id=${s.id}`);

    const signed = signedValues();
    const answer = await read(s.id);
    expect(answer.status).toBe('approved');
    expect(answer.claims).toEqual({
      verified: true,
      first_name: signed.given_name,
      last_name: signed.family_name,
      age_over_18: true,
    });

    const connected = (await get(t.app, '/account/connected-businesses', member.token)).body
      .msg as ConnectedBusiness[];
    expect(connected.find((g) => g.revoked_at === null)?.claims).toEqual([
      'verified',
      'first_name',
      'last_name',
      'age_over_18',
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('action', '=', 'consent.granted')
      .where('target_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(member.uuid);
    expect(JSON.parse(audit.details)).toMatchObject({ method: 'credential' });

    // Answered once: the same presentation again changes nothing.
    const again = await presentTo(s.id, vp);
    expect(again.code).toBe(409);
    expect(again.body.msg).toBe(sessionMessages.notOpen);
  });

  it('refuses a presentation made for another session, or one hiding a requested claim', async () => {
    const a = await liveSession(['first_name', 'date_of_birth']);
    const b = await liveSession(['first_name', 'date_of_birth']);
    const reqA = await openRequest(a.id, holder);
    const reqB = await openRequest(b.id, holder);
    expect(reqA.nonce).not.toBe(reqB.nonce);

    const forA = await wallet.present(
      credential,
      holder,
      show(reqA.disclosures),
      reqA.nonce,
      reqA.audience,
    );
    const onB = await presentTo(b.id, forA);
    expect(onB.code).toBe(422);
    expect(onB.body.msg).toBe(credentialRequestMessages.notOpened);
    // B's nonce over A's link: the verifier refuses the audience.
    const mixed = await wallet.present(
      credential,
      holder,
      show(reqB.disclosures),
      reqB.nonce,
      reqA.audience,
    );
    const mixedOnB = await presentTo(b.id, mixed);
    expect(mixedOnB.code).toBe(422);
    expect(mixedOnB.body.msg).toBe(
      `${sessionMessages.credentialRefused}${presentationFailures.wrong_audience}`,
    );

    const hiding = await wallet.present(
      credential,
      holder,
      show(['given_name']),
      reqB.nonce,
      reqB.audience,
    );
    const r = await presentTo(b.id, hiding);
    expect(r.code).toBe(422);
    expect(r.body.msg).toBe(sessionMessages.credentialMissingClaim);

    const bad = await presentTo(b.id, 'not a presentation');
    expect(bad.code).toBe(422);
    for (const id of [a.id, b.id]) {
      const s = await read(id);
      expect(s.status).toBe('opened');
      expect(s.claims).toBeNull();
    }
  });

  it('a session asking for what a Vouch ID does not carry offers none; a revoked one is refused', async () => {
    const s = await liveSession(['first_name', 'member_uuid']);
    expect((await hosted(s.id)).credential_request).toBeNull();
    const r = await presentTo(s.id, 'eyJ.eyJ.sig~');
    expect(r.code).toBe(422);
    expect(r.body.msg).toBe(sessionMessages.credentialNotAccepted);

    const open = await liveSession(['first_name']);
    const req = await openRequest(open.id, holder);
    const vp = await wallet.present(
      credential,
      holder,
      show(req.disclosures),
      req.nonce,
      req.audience,
    );
    const revoked = await post(
      t.app,
      `/backoffice/members/${member.uuid}/revoke`,
      { reason: 'The ID document was reported stolen.' },
      admin.token,
    );
    expect(revoked.code, JSON.stringify(revoked.body)).toBe(200);
    const refused = await presentTo(open.id, vp);
    expect(refused.code).toBe(422);
    expect(refused.body.msg).toBe(
      `${sessionMessages.credentialRefused}${presentationFailures.revoked}`,
    );
    expect((await read(open.id)).status).toBe('opened');
  });
});

describe('a presentation relayed to another business (issue 46)', () => {
  // A victim of their own: the member above had their verification revoked.
  beforeAll(async () => {
    member = await verifiedMember(t, (await staff(t, 'reviewer')).token);
    holder = await wallet.newHolder();
    credential = await wallet.issue(member.token, holder);
  });

  it('one made for the nonce the public page shows is refused: reading it is not opening the request', async () => {
    const s = await liveSession(['first_name', 'last_name', 'age_over_18']);
    // Anyone reads the link's public page without signing in...
    const page = await hosted(s.id);
    expect(page.credential_request).not.toBeNull();
    // ...and has the victim's key sign for what it says (a /vouch-id link carrying it, say).
    const { nonce, audience, disclosures } = page.credential_request!;
    const vp = await wallet.present(credential, holder, show(disclosures), nonce, audience);
    const r = await presentTo(s.id, vp);
    expect(r.code, JSON.stringify(r.body)).toBe(422);
    expect(r.body.msg).toBe(credentialRequestMessages.notOpened);
    expect((await read(s.id)).status).toBe('opened');
    expect(await grantsOf(s.id)).toHaveLength(0);
  });

  it('a request the relayer opened with their own key does not take the victim’s presentation', async () => {
    const s = await liveSession(['first_name', 'age_over_18']);
    const relayer = await wallet.newHolder();
    const theirs = await openRequest(s.id, relayer);
    const vp = await wallet.present(
      credential,
      holder,
      show(theirs.disclosures),
      theirs.nonce,
      theirs.audience,
    );
    const r = await presentTo(s.id, vp);
    expect(r.code, JSON.stringify(r.body)).toBe(422);
    expect(r.body.msg).toBe(credentialRequestMessages.notOpened);
    // A request the victim's own wallet opened on another link does not answer this one.
    const other = await liveSession(['first_name', 'age_over_18']);
    const mine = await openRequest(other.id, holder);
    const forOther = await wallet.present(
      credential,
      holder,
      show(mine.disclosures),
      mine.nonce,
      linkOf(s.id),
    );
    expect((await presentTo(s.id, forOther)).body.msg).toBe(credentialRequestMessages.notOpened);
    expect((await read(s.id)).status).toBe('opened');
    expect(await grantsOf(s.id)).toHaveLength(0);
  });

  it('the request object says who asks, for what and why; the public page carries no nonce to sign', async () => {
    const s = await liveSession(['first_name', 'age_over_18']);
    expect((await hosted(s.id)).credential_request).toMatchObject({
      nonce: '',
      audience: linkOf(s.id),
      disclosures: ['given_name', 'age_equal_or_over'],
    });
    const a = await openRequest(s.id, holder);
    expect(a).toMatchObject({
      session_id: s.id,
      organisation: { name: orgName },
      claims: ['verified', 'first_name', 'age_over_18'],
      purpose: 'Opening your Adire Market seller account',
      disclosures: ['given_name', 'age_equal_or_over'],
      audience: linkOf(s.id),
      response_uri: `http://vouch.test/api/v1/verification-sessions/${s.id}/present`,
    });
    expect(a.nonce.length).toBeGreaterThanOrEqual(22);
    expect(Date.parse(a.expires_at)).toBeGreaterThan(Date.now());
    const b = await openRequest(s.id, holder);
    expect(b.nonce).not.toBe(a.nonce);
  });

  it('refuses an opening that is not the holder’s own, with a 4xx that says why', async () => {
    const s = await liveSession(['first_name']);
    const other = await wallet.newHolder();
    const stale = Math.floor(Date.now() / 1000) - 15 * 60;
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ proof: '' }, 400],
      [{ proof: 'not-a-jwt' }, 400],
      [{ proof: 'x'.repeat(5000) }, 400],
      [{ proof: await openingProof(holder, linkOf('vs_other')) }, 400],
      [{ proof: await openingProof(holder, linkOf(s.id), { typ: 'JWT' }) }, 400],
      [{ proof: await openingProof(other, linkOf(s.id), { jwk: holder.jwk }) }, 400],
      [{ proof: await openingProof(holder, linkOf(s.id), { iat: stale }) }, 400],
      [
        { proof: await openingProof(holder, linkOf(s.id), { jwk: { ...holder.jwk, d: 'x' } }) },
        400,
      ],
    ];
    for (const [body, code] of cases) {
      const r = await openWith(s.id, body);
      expect(r.code, JSON.stringify([body, r.body])).toBe(code);
      expect(typeof r.body.msg).toBe('string');
    }
    expect(
      (
        await openWith('vs_nothing_here', {
          proof: await openingProof(holder, linkOf('vs_nothing_here')),
        })
      ).code,
    ).toBe(404);
    const uuid = await liveSession(['first_name', 'member_uuid']);
    const notCarried = await openWith(uuid.id, {
      proof: await openingProof(holder, linkOf(uuid.id)),
    });
    expect(notCarried.code).toBe(422);
    expect(notCarried.body.msg).toBe(sessionMessages.credentialNotAccepted);
  });

  it('an opened request is good for a few minutes, and the sweep deletes it after', async () => {
    const s = await liveSession(['first_name']);
    const req = await openRequest(s.id, holder);
    await t.db
      .updateTable('credential_requests')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('session_id', '=', s.id)
      .execute();
    const vp = await wallet.present(
      credential,
      holder,
      show(req.disclosures),
      req.nonce,
      req.audience,
    );
    expect((await presentTo(s.id, vp)).body.msg).toBe(credentialRequestMessages.notOpened);
    await t.jobs.send(t.db, 'uploads-sweep', {});
    await t.jobs.drain();
    const left = await t.db
      .selectFrom('credential_requests')
      .select('session_id')
      .where('session_id', '=', s.id)
      .execute();
    expect(left).toHaveLength(0);
  });
});
