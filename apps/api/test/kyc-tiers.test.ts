import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cbnTierLimits,
  IDENTITY_LOOKUPS_PER_ACCOUNT,
  kycMessages,
  sessionMessages,
  type KycTiersInfo,
  type BusinessLookupResult,
  type CaseView,
  type CreatedApiKey,
  type HostedSession,
  type KycRecord,
  type VerificationResult,
  type VerificationSession,
} from '@vouch/contracts';
import {
  SANDBOX_BVNS,
  SANDBOX_NINS,
  SANDBOX_VNINS,
} from '../src/adapters/identity/sandbox-identity.js';
import { approveLive, callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { decide, profileEdit, profileOf, staff, uuidOf } from './setup/lifecycle.js';
import { memberFactors } from './setup/member-second-factor.js';
import { get, post, registerMember } from './setup/members.js';
import { messagesTo, requestCode } from './setup/numbers.js';
import { loadConfig } from '../src/config.js';
import { backfillTiers } from '../src/modules/lifecycle/index.js';
import { createTestApp, productionEnv, type TestApp } from './setup/test-app.js';

/**
 * NIN, vNIN and the CBN tiers (issue 48, decision 0054) through the API, with reviewers deciding
 * (the policy's NIN approval with a live capture is in instant-decisions.test.ts): the tier each
 * combination of approved evidence gives, where the answers carry it, and a session that requires
 * a tier leading a Tier 1 member to the missing lookup and on to consent.
 */
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof staff>>;
let searcher: Awaited<ReturnType<typeof registerMember>>;
let liveKey: CreatedApiKey;
const ORIGIN = 'https://shop.adire.example';

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  reviewer = await staff(t, 'reviewer');
  const admin = await staff(t, 'admin');
  searcher = await registerMember(t.app, t.db, { verify: true });
  const org = await ownerWithOrganisation(t, 'Kobo Wallet');
  await memberFactors(t).enrolApp(org.owner.token);
  await approveLive(t, admin.token, org.org.id);
  liveKey = await keyOf(t, org.owner.token, org.org.id, 'live', ['sessions', 'lookups']);
});
afterAll(() => t.close());

const identityLookup = (token: string, id_type: string, id_number: string) =>
  post(t.app, '/account/verify-identification-number', { id_type, id_number }, token);

/**
 * A member who looked up `lookups` (each must match), submitted with the first of them (or a
 * passport number), and was approved by a reviewer.
 */
async function approvedWith(lookups: { type: 'bvn' | 'nin'; number: string }[]) {
  const m = await paidMember(t.app, t.db);
  for (const l of lookups) {
    const r = await identityLookup(m.token, l.type, l.number);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
  }
  const first = lookups[0];
  const sent = await post(
    t.app,
    '/kyc/create-new-kyc',
    await passportSubmission({
      applicant_type: 'individual',
      business_name: undefined,
      business_number: undefined,
      ...(first
        ? // A vNIN's record stands for the NIN typed beside it.
          {
            identity_type: first.type,
            identity_number: first.number.length === 16 ? SANDBOX_NINS.self : first.number,
          }
        : { identity_type: 'passport', identity_number: 'A12345678' }),
    }),
    m.token,
  );
  expect(sent.code, JSON.stringify(sent.body)).toBe(200);
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  expect((await decide(t, reviewer.token, info.id, { decision: 'approve' })).code).toBe(200);
  return { ...m, uuid: await uuidOf(t, m.token), submissionId: info.id };
}

const tierOfMember = async (token: string) => {
  const p = await profileOf(t, token);
  return { tier: p.kyc_tier, evidence: p.tier_evidence };
};

describe('the tier of each combination of approved evidence', () => {
  it('NIN only: Tier 1; BVN only: Tier 1; both: Tier 2; neither: verified without a tier; Tier 3 waits for an address', async () => {
    const nin = await approvedWith([{ type: 'nin', number: SANDBOX_NINS.self }]);
    expect(await tierOfMember(nin.token)).toEqual({
      tier: 1,
      evidence: { bvn: false, nin: true, id_document: true, address: false },
    });
    const bvn = await approvedWith([{ type: 'bvn', number: SANDBOX_BVNS.self }]);
    expect((await tierOfMember(bvn.token)).tier).toBe(1);
    const both = await approvedWith([
      { type: 'nin', number: SANDBOX_NINS.self },
      { type: 'bvn', number: SANDBOX_BVNS.self },
    ]);
    expect(await tierOfMember(both.token)).toEqual({
      tier: 2,
      evidence: { bvn: true, nin: true, id_document: true, address: false },
    });
    const neither = await approvedWith([]);
    const p = await profileOf(t, neither.token);
    expect(p.status).toBe('VERIFIED');
    expect(p.kyc_tier).toBeNull();
    expect(p.tier_evidence).toEqual({ bvn: false, nin: false, id_document: true, address: false });
    // A member not verified holds no tier at all.
    const unverified = await paidMember(t.app, t.db);
    expect(await tierOfMember(unverified.token)).toEqual({ tier: null, evidence: null });
  });

  it('a NIN given by its virtual NIN counts as the NIN: the submission carries that record, the token is not kept', async () => {
    const m = await approvedWith([{ type: 'nin', number: SANDBOX_VNINS.self }]);
    expect((await tierOfMember(m.token)).tier).toBe(1);
    const row = await t.db
      .selectFrom('kyc_submissions')
      .innerJoin('identity_lookups', 'identity_lookups.id', 'kyc_submissions.identity_lookup_id')
      .select(['identity_lookups.id_type'])
      .where('kyc_submissions.id', '=', m.submissionId)
      .executeTakeFirstOrThrow();
    expect(row.id_type).toBe('vnin');
    // The reviewer reads whose record it was, and that the typed NIN was not itself looked up.
    const view = (await get(t.app, `/backoffice/cases/${m.submissionId}`, reviewer.token)).body
      .msg as CaseView;
    expect(view.lookup).toMatchObject({ registry: 'vnin', provider: 'sandbox' });
    const kept = JSON.stringify(
      await t.db.selectFrom('identity_lookups').selectAll().where('user_id', '=', m.uuid).execute(),
    );
    expect(kept).not.toContain(SANDBOX_VNINS.self);
  });

  it('a provider that is down leaves the NIN to a person: nothing stored, no tier from it', async () => {
    const m = await paidMember(t.app, t.db);
    expect((await identityLookup(m.token, 'nin', SANDBOX_NINS.outage)).code).toBe(502);
    // Someone else's NIN gets the one answer a mismatch gets.
    expect((await identityLookup(m.token, 'nin', SANDBOX_NINS.someoneElse)).code).toBe(422);
    const count = await t.db
      .selectFrom('identity_lookups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', await uuidOf(t, m.token))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('a verified member out of lookups is told to contact support, not to go on without one', async () => {
    const m = await approvedWith([]);
    for (let i = 0; i < IDENTITY_LOOKUPS_PER_ACCOUNT; i++)
      expect((await identityLookup(m.token, 'nin', SANDBOX_NINS.someoneElse)).code).toBe(422);
    expect((await identityLookup(m.token, 'bvn', SANDBOX_BVNS.self)).body).toMatchObject({
      status: 403,
      msg: kycMessages.lookupLimitReachedVerified,
    });
    expect((await tierOfMember(m.token)).tier).toBeNull();
  });

  it('the phone on the NIN record proves that number as the BVN record’s does', async () => {
    // The sandbox's record for the member themself carries 08030000000, for NINs as for BVNs.
    const m = await paidMember(t.app, t.db, { phone_number: '0803 000 0000' });
    expect((await identityLookup(m.token, 'nin', SANDBOX_NINS.self)).code).toBe(200);
    const sent = await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({ identity_type: 'nin', identity_number: SANDBOX_NINS.self }),
      m.token,
    );
    expect(sent.code).toBe(200);
    const before = await messagesTo(t, '08030000000');
    const r = await requestCode(t, m.token, 'phone');
    expect(r.body).toEqual({
      status: 200,
      msg: { outcome: 'proven', kind: 'phone', source: 'nin', joins_answer_at: null },
    });
    expect(await messagesTo(t, '08030000000')).toBe(before);
  });

  it('every answer reads the tier: Check Verification, the business lookup', async () => {
    const m = await approvedWith([{ type: 'nin', number: SANDBOX_NINS.self }]);
    const r = await post(
      t.app,
      '/verification/check-verification',
      { search_by: 'UUID', search_value: m.uuid },
      searcher.token,
    );
    expect((r.body.msg as { search: VerificationResult[] }).search[0]!.kyc_tier).toBe(1);
    const b = await callApi(t.app, '/lookups', {
      key: liveKey.key,
      body: { search_by: 'UUID', search_value: m.uuid },
    });
    expect(b.code, b.text).toBe(200);
    expect((b.json() as BusinessLookupResult & { verified: true }).member.kyc_tier).toBe(1);
  });

  it('names a reviewer approves that no longer match the registry records take the tier away', async () => {
    const m = await approvedWith([{ type: 'nin', number: SANDBOX_NINS.self }]);
    const edit = await post(
      t.app,
      '/account/update-profile',
      profileEdit(m, { last_name: 'Okonkwo' }),
      m.token,
    );
    expect(edit.code, JSON.stringify(edit.body)).toBe(200);
    const change = await t.db
      .selectFrom('profile_changes')
      .select('id')
      .where('user_id', '=', m.uuid)
      .executeTakeFirstOrThrow();
    const approved = await post(
      t.app,
      `/backoffice/profile-changes/${change.id}/decision`,
      { decision: 'approve' },
      reviewer.token,
    );
    expect(approved.code, JSON.stringify(approved.body)).toBe(200);
    expect(await tierOfMember(m.token)).toEqual({
      tier: null,
      evidence: { bvn: false, nin: false, id_document: true, address: false },
    });
  });
});

describe('members verified before tiers', () => {
  it('get the tier their evidence supports, once, when the app starts', async () => {
    const m = await approvedWith([
      { type: 'nin', number: SANDBOX_NINS.self },
      { type: 'bvn', number: SANDBOX_BVNS.self },
    ]);
    const plain = await approvedWith([]);
    // As migration 0043 left every snapshot approved before it.
    await t.db
      .updateTable('verified_snapshots')
      .set({ kyc_tier: null, tier_evidence: null })
      .where('user_id', 'in', [m.uuid, plain.uuid])
      .execute();
    expect(await tierOfMember(m.token)).toEqual({
      tier: null,
      evidence: { bvn: false, nin: false, id_document: false, address: false },
    });
    expect(await backfillTiers(t.db, t.lifecycle)).toBeGreaterThanOrEqual(2);
    expect(await tierOfMember(m.token)).toEqual({
      tier: 2,
      evidence: { bvn: true, nin: true, id_document: true, address: false },
    });
    expect(await tierOfMember(plain.token)).toEqual({
      tier: null,
      evidence: { bvn: false, nin: false, id_document: true, address: false },
    });
    // Once: nothing is left to look at.
    expect(await backfillTiers(t.db, t.lifecycle)).toBe(0);
  });
});

describe('what the tiers need and allow (GET /kyc/tiers)', () => {
  it('answers anyone with the configured limits and the vNIN enterprise code; bad limits stop the start', async () => {
    const r = await get(t.app, '/kyc/tiers');
    expect(r.code).toBe(200);
    const info = r.body.msg as KycTiersInfo;
    expect(info.tiers.map((x) => [x.tier, x.limits])).toEqual([
      [1, cbnTierLimits[1]],
      [2, cbnTierLimits[2]],
      [3, cbnTierLimits[3]],
    ]);
    expect(info.vnin).toEqual({ enterprise_code: '1138183', ussd: '*346*3*your NIN*1138183#' });
    const limits = {
      1: { single_deposit: 60_000, max_balance: 350_000 },
      2: cbnTierLimits[2],
      3: cbnTierLimits[3],
    };
    const other = await createTestApp({
      env: { TIER_LIMITS: JSON.stringify(limits), VNIN_ENTERPRISE_CODE: '7654321' },
    });
    try {
      const o = (await get(other.app, '/kyc/tiers')).body.msg as KycTiersInfo;
      expect(o.tiers[0]!.limits).toEqual(limits[1]);
      expect(o.vnin.ussd).toBe('*346*3*your NIN*7654321#');
    } finally {
      await other.close();
    }
    expect(() => loadConfig({ ...productionEnv, TIER_LIMITS: '{"1":{}}' })).toThrow(/TIER_LIMITS/);
    expect(() => loadConfig({ ...productionEnv, VNIN_ENTERPRISE_CODE: 'abc' })).toThrow(
      /VNIN_ENTERPRISE_CODE/,
    );
  });
});

describe('a session that requires a tier', () => {
  it('sends a Tier 1 member to the missing BVN lookup, then on to consent; the business reads kyc_tier', async () => {
    const m = await approvedWith([{ type: 'nin', number: SANDBOX_NINS.self }]);
    const created = await callApi(t.app, '/verification-sessions', {
      key: liveKey.key,
      body: {
        reference: 'wallet-upgrade-7',
        redirect_url: `${ORIGIN}/done`,
        claims: ['first_name'],
        purpose: 'Raising your wallet limits',
        required_tier: 2,
      },
    });
    expect(created.code, created.text).toBe(200);
    const s = created.json() as VerificationSession;
    expect(s).toMatchObject({
      required_tier: 2,
      claims_requested: ['verified', 'first_name', 'kyc_tier'],
    });
    const page = (await get(t.app, `/verification-sessions/${s.id}`)).body.msg as HostedSession;
    expect(page.required_tier).toBe(2);
    // No Vouch ID can answer it: a credential does not carry the tier.
    expect(page.credential_request).toBeNull();

    const refused = await post(
      t.app,
      `/verification-sessions/${s.id}/consent`,
      { decision: 'allow' },
      m.token,
    );
    expect(refused.body).toMatchObject({ status: 409, msg: sessionMessages.tierBelow(2) });
    expect((await get(t.app, `/verification-sessions/${s.id}/consent-preview`, m.token)).code).toBe(
      409,
    );
    // What the page leads them to: the BVN is what Tier 2 still needs.
    expect((await profileOf(t, m.token)).tier_evidence).toMatchObject({
      bvn: false,
      nin: true,
      id_document: true,
    });

    expect((await identityLookup(m.token, 'bvn', SANDBOX_BVNS.self)).code).toBe(200);
    expect((await tierOfMember(m.token)).tier).toBe(2);
    const tierAudit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'member.tier')
      .where('target_id', '=', m.uuid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(tierAudit.details)).toMatchObject({ from: 1, to: 2 });

    const allowed = await post(
      t.app,
      `/verification-sessions/${s.id}/consent`,
      { decision: 'allow' },
      m.token,
    );
    expect(allowed.code, JSON.stringify(allowed.body)).toBe(200);
    const answer = (
      await callApi(t.app, `/verification-sessions/${s.id}`, { key: liveKey.key })
    ).json() as VerificationSession;
    expect(answer).toMatchObject({ status: 'approved', required_tier: 2 });
    expect(answer.claims).toEqual({ verified: true, first_name: 'Adaeze', kyc_tier: 2 });
  });

  it('refuses a tier that is not 1, 2 or 3, saying why', async () => {
    for (const required_tier of [0, 4, '2', 1.5]) {
      const r = await callApi(t.app, '/verification-sessions', {
        key: liveKey.key,
        body: {
          reference: 'bad-tier',
          redirect_url: `${ORIGIN}/done`,
          purpose: 'Raising your wallet limits',
          required_tier,
        },
      });
      expect(r.code, String(required_tier)).toBe(400);
      expect(r.text).toContain('required_tier is 1, 2 or 3');
    }
  });
});
