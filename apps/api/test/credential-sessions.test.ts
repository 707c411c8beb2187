import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  presentationFailures,
  sessionMessages,
  type ConnectedBusiness,
  type CreatedApiKey,
  type HostedSession,
  type SessionOutcome,
  type VerificationSession,
} from '@vouch/contracts';
import { callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { holderWallet, type Holder } from './setup/holder-wallet.js';
import { staff, verifiedMember } from './setup/lifecycle.js';
import { get, post } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * A verification session answered by the customer's Vouch ID instead of a sign-in (issue 36,
 * item 5): the hosted page names the nonce, audience and disclosures; a wallet we did not write
 * (@sd-jwt/sd-jwt-vc) presents them; the business gets exactly what was shown, the member sees
 * the grant under Connected businesses; a presentation for another session, one that hides a
 * requested claim, a replay and a revoked credential change nothing.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof staff>>;
let liveKey: CreatedApiKey;
let member: Awaited<ReturnType<typeof verifiedMember>>;
let holder: Holder;
let credential: string;
const ORIGIN = 'https://shop.adire.example';
const wallet = holderWallet(() => t.app, ORIGIN);

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  admin = await staff(t, 'admin');
  const reviewer = await staff(t, 'reviewer');
  const o = await ownerWithOrganisation(t);
  await post(t.app, `/business/organisations/${o.org.id}/live-request`, {}, o.owner.token);
  await post(t.app, `/backoffice/businesses/${o.org.id}/approve`, {}, admin.token);
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
const show = (names: string[]) => Object.fromEntries(names.map((n) => [n, true]));

describe('a session answered by a Vouch ID', () => {
  it('shares exactly what was shown, with no sign-in; the member sees the grant', async () => {
    const s = await liveSession(['first_name', 'last_name', 'age_over_18']);
    const page = await hosted(s.id);
    expect(page.credential_request).toMatchObject({
      audience: `http://vouch.test/verify/${s.id}`,
      disclosures: ['given_name', 'family_name', 'age_equal_or_over'],
    });
    const { nonce, audience, disclosures } = page.credential_request!;
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
    const reqA = (await hosted(a.id)).credential_request!;
    const reqB = (await hosted(b.id)).credential_request!;
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
    expect(onB.body.msg).toBe(
      `${sessionMessages.credentialRefused}${presentationFailures.wrong_nonce}`,
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
    const req = (await hosted(open.id)).credential_request!;
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
