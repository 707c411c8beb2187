import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaseView,
  CheckResult,
  CreateKycPayload,
  KycRecord,
  VerificationResult,
} from '@vouch/contracts';
import { dojahIdentity } from '../src/adapters/identity/dojah-identity.js';
import { IdentityUnavailableError } from '../src/adapters/identity/provider.js';
import { SANDBOX_CAC } from '../src/adapters/identity/sandbox-identity.js';
import * as m0021 from '../src/db/migrations/0021_business_check.js';
import { startFakeDojah } from './setup/fake-dojah.js';
import { dataUrl, documentImage, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { decide, lookup, staff, uuidOf } from './setup/lifecycle.js';
import { get, post, registerMember } from './setup/members.js';
import { sharedChecks } from './setup/checks.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Issue 30, part 4: the business, checked. The CAC number is looked up by the automated checks
 * (sandbox numbers from the README, and Dojah through a local fake of its API); an approval
 * certifies the business name with how it was checked — the registry, the certificate — or not
 * at all, and Check Verification says which.
 */

// The worker's face engine and OCR reader for the file's apps (the checks run every stage).
const shared = sharedChecks();

interface Business {
  name: string;
  number: string | null;
  certificate?: boolean;
}

/** A paid member's business submission under review, its checks done. */
async function submitBusiness(t: TestApp, b: Business) {
  const m = await paidMember(t.app, t.db);
  const body: CreateKycPayload = await passportSubmission({
    applicant_type: 'business',
    business_name: b.name,
    business_number: b.number,
    business_cartificate_file: b.certificate ? dataUrl(await documentImage()) : null,
  });
  const r = await post(t.app, '/kyc/create-new-kyc', body, m.token);
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  await t.jobs.drain();
  return { ...m, submissionId: info.id, uuid: await uuidOf(t, m.token) };
}

async function caseOf(t: TestApp, reviewerToken: string, id: string) {
  return (await get(t.app, `/backoffice/cases/${id}`, reviewerToken)).body.msg as CaseView;
}

const registryCheck = (view: CaseView): CheckResult | undefined =>
  view.checks.results.find((r) => r.code === 'business_registry');

/** Approves, then looks the member up by UUID as another member would. */
async function approveAndLookUp(
  t: TestApp,
  reviewerToken: string,
  m: { submissionId: string; uuid: string },
) {
  // A failed registry check makes the case high risk: the reviewer says why they approve anyway
  // (issue 34). What the approval certifies is what these tests are about.
  const approved = await decide(t, reviewerToken, m.submissionId, {
    decision: 'approve',
    override_reason: 'The person is verified; the business name is what this case is about.',
  });
  expect(approved.code, JSON.stringify(approved.body)).toBe(200);
  const searcher = await registerMember(t.app, t.db, { verify: true });
  const r = await lookup(t, searcher.token, 'UUID', m.uuid);
  expect(r.code).toBe(200);
  return (r.body.msg as { search: VerificationResult[] }).search[0]!;
}

/** What every answer found by UUID says of the match (issue 30). */
const foundByUuid = {
  matched_by: { search_by: 'UUID', evidence: 'member_id' },
  verified_since: expect.stringMatching(/^\d{4}-\d{2}$/),
  // A passport-number submission with no BVN or NIN looked up: verified, with no tier (issue 48).
  kyc_tier: null,
};

const noWallets = JSON.stringify({ addresses: [] });

describe('the CAC registry check with the sandbox registry', () => {
  let t: TestApp;
  let reviewer: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKS: 'on' }, checks: shared });
    reviewer = await staff(t, 'reviewer');
  }, 120_000);
  afterAll(() => t.close());

  it('an active registration under the same name passes; approval certifies the name as "cac" with the number', async () => {
    const m = await submitBusiness(t, { name: 'Amaka Fabrics Nig. Ltd', number: 'rc-1234567' });
    const view = await caseOf(t, reviewer.token, m.submissionId);
    const check = registryCheck(view)!;
    expect(check.outcome, check.summary).toBe('passed');
    expect(check.summary).toBe(
      'RC 1234567 is registered as “AMAKA FABRICS NIGERIA LIMITED” and active',
    );
    // What the reviewer sees: the registered name beside the submitted one, number, status, date.
    expect(check.details).toMatchObject({
      registration: 'RC 1234567',
      registered_name: 'AMAKA FABRICS NIGERIA LIMITED',
      submitted_name: 'Amaka Fabrics Nig. Ltd',
      name_matches: true,
      status: 'ACTIVE',
      active: true,
      registration_date: '2016-05-12',
    });
    expect(view.checks.risk.passed).toContain('business_registry');
    expect(view.certifies).toMatchObject({
      business_name: 'Amaka Fabrics Nig. Ltd',
      business_check: { method: 'cac', registration: 'RC 1234567' },
    });

    const answer = await approveAndLookUp(t, reviewer.token, m);
    expect(answer).toEqual({
      last_name: 'Okafor',
      ...foundByUuid,
      applicant_type: 'business',
      business_name: 'Amaka Fabrics Nig. Ltd',
      business_check: { method: 'cac', registration: 'RC 1234567' },
      wallet_address: noWallets,
    });
    const snap = await t.db
      .selectFrom('verified_snapshots')
      .select(['business_name', 'business_check', 'business_registration'])
      .where('user_id', '=', m.uuid)
      .executeTakeFirstOrThrow();
    expect(snap).toEqual({
      business_name: 'Amaka Fabrics Nig. Ltd',
      business_check: 'cac',
      business_registration: 'RC 1234567',
    });
  });

  it('only digits: looked up as RC, then as BN', async () => {
    const rc = await submitBusiness(t, { name: 'Amaka Fabrics', number: '1234567' });
    const passed = registryCheck(await caseOf(t, reviewer.token, rc.submissionId))!;
    expect(passed.outcome).toBe('passed');
    expect(passed.details.registration).toBe('RC 1234567');
    // 3456789 is no company; as a business name it is found (struck off).
    const bn = await submitBusiness(t, { name: 'Amaka Fabrics', number: '3456789' });
    const found = registryCheck(await caseOf(t, reviewer.token, bn.submissionId))!;
    expect(found.summary).toBe('BN 3456789 is not active (STRUCK OFF)');
  });

  it.each([
    [
      'a number registered to another business',
      SANDBOX_CAC.otherName,
      'failed',
      'RC 1234568 is registered as “ZENITH PALM OIL LIMITED”, not “Amaka Fabrics”',
    ],
    [
      'a struck-off registration',
      SANDBOX_CAC.inactive,
      'failed',
      'BN 3456789 is not active (STRUCK OFF)',
    ],
    [
      'a number not in the registry',
      'RC 7777777',
      'failed',
      'RC 7777777 is not in the CAC registry',
    ],
    [
      'a number that is no CAC number',
      'VAT-55512',
      'failed',
      '“VAT-55512” is not a CAC number (RC or BN and its digits)',
    ],
    [
      'the registry down',
      SANDBOX_CAC.outage,
      'not_run',
      'The CAC registry could not be reached: check the certificate',
    ],
    ['no number', null, 'not_run', 'No CAC number was given: check the certificate'],
  ])(
    '%s: %s → %s, and without a certificate the approval certifies no business name',
    async (_case, number, outcome, summary) => {
      const m = await submitBusiness(t, { name: 'Amaka Fabrics', number });
      const view = await caseOf(t, reviewer.token, m.submissionId);
      const check = registryCheck(view)!;
      expect(check.outcome).toBe(outcome);
      expect(check.summary).toBe(summary);
      expect(view.checks.risk.attention).toContainEqual({
        code: 'business_registry',
        outcome,
        summary,
      });
      expect(view.certifies).not.toHaveProperty('business_name');
      expect(view.certifies).not.toHaveProperty('business_check');

      // Only the person is verified: the answer reads as an individual's.
      const answer = await approveAndLookUp(t, reviewer.token, m);
      expect(answer).toEqual({
        last_name: 'Okafor',
        ...foundByUuid,
        applicant_type: 'individual',
        wallet_address: noWallets,
      });
    },
  );

  it('a registry mismatch with a certificate: the reviewer approved the certificate, so "document"', async () => {
    const m = await submitBusiness(t, {
      name: 'Amaka Fabrics',
      number: SANDBOX_CAC.otherName,
      certificate: true,
    });
    const view = await caseOf(t, reviewer.token, m.submissionId);
    expect(registryCheck(view)!.details).toMatchObject({
      registered_name: 'ZENITH PALM OIL LIMITED',
      submitted_name: 'Amaka Fabrics',
      name_matches: false,
    });
    expect(view.certifies).toMatchObject({
      business_name: 'Amaka Fabrics',
      business_check: { method: 'document' },
    });
    const answer = await approveAndLookUp(t, reviewer.token, m);
    expect(answer).toEqual({
      last_name: 'Okafor',
      ...foundByUuid,
      applicant_type: 'business',
      business_name: 'Amaka Fabrics',
      business_check: { method: 'document' },
      wallet_address: noWallets,
    });
  });

  it('a registry match wins over a certificate: "cac"', async () => {
    const m = await submitBusiness(t, {
      name: 'AMAKA FABRICS (NIG) LIMITED',
      number: SANDBOX_CAC.active,
      certificate: true,
    });
    const answer = await approveAndLookUp(t, reviewer.token, m);
    expect(answer.business_check).toEqual({ method: 'cac', registration: 'RC 1234567' });
  });

  it('an individual has no registry check', async () => {
    const m = await paidMember(t.app, t.db);
    const {
      business_name: _n,
      business_number: _b,
      business_cartificate_file: _c,
      ...rest
    } = await passportSubmission();
    const r = await post(
      t.app,
      '/kyc/create-new-kyc',
      { ...rest, applicant_type: 'individual' },
      m.token,
    );
    expect(r.code).toBe(200);
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
    ).info;
    await t.jobs.drain();
    const view = await caseOf(t, reviewer.token, info.id);
    expect(view.checks.results.length).toBeGreaterThan(0);
    expect(registryCheck(view)).toBeUndefined();
  });
});

describe('the CAC registry through Dojah (a local fake of its documented API)', () => {
  const keys = { appId: 'app-123', secretKey: 'test_sk_abc' };
  let fake: Awaited<ReturnType<typeof startFakeDojah>>;
  let t: TestApp;
  let reviewer: { token: string };
  beforeAll(async () => {
    fake = await startFakeDojah(keys);
    fake.companies.set('COMPANY:1261103', {
      company_name: 'ADAFRUIT LIMITED',
      type_of_company: 'COMPANY',
      status: 'ACTIVE',
      date_of_registration: '2015-05-15T09:53:20.310+00:00',
      rc_number: '1261103',
      business_number: '1261103',
      address: 'NO 37 GIBSON ROAD UBEJI',
      email: 'INFO@EXAMPLE.COM',
      state: 'Delta',
      city: 'Warri',
      lga: 'Warri South',
    });
    fake.companies.set('BUSINESS_NAME:2653386', {
      company_name: 'HAPPY DELI GRILLS',
      type_of_company: 'BUSINESS_NAME',
      status: 'Not Active',
      date_of_registration: '2018-09-18',
      rc_number: '2653386',
    });
    t = await createTestApp({
      env: {
        CHECKS: 'on',
        IDENTITY_PROVIDER: 'dojah',
        DOJAH_APP_ID: keys.appId,
        DOJAH_SECRET_KEY: keys.secretKey,
        DOJAH_BASE_URL: fake.baseUrl,
        IDENTITY_TIMEOUT_MS: '400',
      },
      checks: shared,
    });
    reviewer = await staff(t, 'reviewer');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const adapter = (secretKey = keys.secretKey) =>
    dojahIdentity({ appId: keys.appId, secretKey, baseUrl: fake.baseUrl, timeoutMs: 400 });

  it('reads the directors and shareholders from CAC Advance (issue 49), percent from the shares allotted', async () => {
    fake.advance.set('co:1261103', {
      Name_of_Company: 'ADAFRUIT LIMITED',
      Classification: 'COMPANY',
      Number_of_Affiliates: '3',
      RC_Number: '1261103',
      affiliates: [
        {
          surname: 'BELLO',
          firstname: 'TUNDE',
          othername: 'KOLA',
          dateOfBirth: '1980-04-02T00:00:00',
          affiliateType: 'DIRECTOR AND SHAREHOLDER',
          numSharesAlloted: 750000,
        },
        {
          surname: 'OKEKE',
          firstname: 'NKEM',
          otherName: '',
          dateOfBirth: '',
          affiliateType: 'SHAREHOLDER',
          numSharesAlloted: 250000,
        },
        {
          surname: 'HOLDCO LIMITED',
          firstname: '',
          isCorporate: true,
          affiliateType: 'SHAREHOLDER',
        },
      ],
    });
    fake.calls.length = 0;
    expect(await adapter().lookupBusinessPeople({ kind: 'RC', digits: '1261103' })).toEqual([
      {
        firstName: 'TUNDE',
        lastName: 'BELLO',
        middleName: 'KOLA',
        dob: '1980-04-02',
        roles: ['director', 'shareholder'],
        sharePercent: 75,
      },
      {
        firstName: 'NKEM',
        lastName: 'OKEKE',
        middleName: null,
        dob: null,
        roles: ['shareholder'],
        sharePercent: 25,
      },
      // A company holding shares is kept as one (no person to verify; its owners are).
      {
        firstName: '',
        lastName: 'HOLDCO LIMITED',
        middleName: null,
        dob: null,
        roles: ['shareholder'],
        sharePercent: null,
        corporate: true,
      },
    ]);
    expect(fake.calls).toEqual([{ rc_number: '1261103', company_type: 'advance:co' }]);
    // No such registration: null; Dojah failing: it could not be asked.
    expect(await adapter().lookupBusinessPeople({ kind: 'BN', digits: '9' })).toBeNull();
    fake.setMode('broken');
    await expect(adapter().lookupBusinessPeople({ kind: 'RC', digits: '1261103' })).rejects.toThrow(
      'Dojah answered 500',
    );
    fake.setMode('normal');
  });

  it('asks with the documented path, parameters and headers, and reads the answer', async () => {
    fake.calls.length = 0;
    expect(await adapter().lookupBusiness({ kind: 'RC', digits: '1261103' })).toEqual({
      name: 'ADAFRUIT LIMITED',
      status: 'ACTIVE',
      active: true,
      type: 'COMPANY',
      registeredOn: '2015-05-15',
      address: 'NO 37 GIBSON ROAD UBEJI',
    });
    expect(await adapter().lookupBusiness({ kind: 'BN', digits: '2653386' })).toEqual({
      name: 'HAPPY DELI GRILLS',
      status: 'Not Active',
      active: false,
      type: 'BUSINESS_NAME',
      registeredOn: '2018-09-18',
      address: null,
    });
    expect(fake.calls).toEqual([
      { rc_number: '1261103', company_type: 'COMPANY' },
      { rc_number: '2653386', company_type: 'BUSINESS_NAME' },
    ]);
  });

  it('not found is null; wrong keys, a failing CAC, a broken or slow Dojah are "could not ask"', async () => {
    expect(await adapter().lookupBusiness({ kind: 'RC', digits: '999' })).toBeNull();
    // The same number as a business name is another registration: not found either.
    expect(await adapter().lookupBusiness({ kind: 'BN', digits: '1261103' })).toBeNull();
    await expect(
      adapter('wrong').lookupBusiness({ kind: 'RC', digits: '1261103' }),
    ).rejects.toBeInstanceOf(IdentityUnavailableError);
    for (const mode of ['cac-down', 'broken', 'slow'] as const) {
      fake.setMode(mode);
      await expect(
        adapter().lookupBusiness({ kind: 'RC', digits: '1261103' }),
        mode,
      ).rejects.toBeInstanceOf(IdentityUnavailableError);
    }
    fake.setMode('normal');
    expect(await adapter().lookupBusiness({ kind: 'RC', digits: '1261103' })).not.toBeNull();
  });

  it('the checks use it: a match is certified "cac"; Dojah down is "could not run"', async () => {
    const m = await submitBusiness(t, { name: 'Adafruit Ltd.', number: 'RC No. 1261103' });
    const check = registryCheck(await caseOf(t, reviewer.token, m.submissionId))!;
    expect(check.outcome, check.summary).toBe('passed');
    expect(check.details).toMatchObject({ provider: 'dojah', registration_date: '2015-05-15' });
    const answer = await approveAndLookUp(t, reviewer.token, m);
    expect(answer.business_check).toEqual({ method: 'cac', registration: 'RC 1261103' });

    fake.setMode('cac-down');
    try {
      const down = await submitBusiness(t, { name: 'Adafruit Ltd.', number: 'RC 1261103' });
      const notRun = registryCheck(await caseOf(t, reviewer.token, down.submissionId))!;
      expect(notRun.outcome).toBe('not_run');
      expect(notRun.details).toEqual({ provider: 'dojah' });
    } finally {
      fake.setMode('normal');
    }
  });
});

describe('migration 0021: snapshots approved before the business check', () => {
  let t: TestApp;
  let reviewer: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    reviewer = await staff(t, 'reviewer');
  });
  afterAll(() => t.close());

  it('a name approved with a certificate becomes "document"; one approved without is no longer certified', async () => {
    // Checks off: neither has a registry result, as before issue 30.
    const withCertificate = await submitBusiness(t, {
      name: 'Chidi Motors Ent.',
      number: null,
      certificate: true,
    });
    const without = await submitBusiness(t, { name: 'Okafor Ventures', number: 'RC123456' });
    for (const m of [withCertificate, without])
      expect(
        (
          await decide(t, reviewer.token, m.submissionId, {
            decision: 'approve',
            override_reason: 'Checked against the registry by hand before the migration ran.',
          })
        ).code,
      ).toBe(200);
    // As before 0021: no check columns, and every approved business name in the snapshot.
    const db = t.db as unknown as Kysely<unknown>;
    await m0021.down(db);
    await t.db
      .updateTable('verified_snapshots')
      .set((eb) => ({
        business_name: eb
          .selectFrom('kyc_submissions as s')
          .select('s.business_name')
          .whereRef('s.id', '=', 'verified_snapshots.submission_id'),
      }))
      .execute();
    await m0021.up(db);

    const rows = await t.db
      .selectFrom('verified_snapshots')
      .select(['user_id', 'business_name', 'business_check', 'business_registration'])
      .where('user_id', 'in', [withCertificate.uuid, without.uuid])
      .execute();
    expect(rows.find((r) => r.user_id === withCertificate.uuid)).toEqual({
      user_id: withCertificate.uuid,
      business_name: 'Chidi Motors Ent.',
      business_check: 'document',
      business_registration: null,
    });
    expect(rows.find((r) => r.user_id === without.uuid)).toEqual({
      user_id: without.uuid,
      business_name: null,
      business_check: null,
      business_registration: null,
    });

    const searcher = await registerMember(t.app, t.db, { verify: true });
    const answer = async (uuid: string) =>
      ((await lookup(t, searcher.token, 'UUID', uuid)).body.msg as { search: VerificationResult[] })
        .search[0]!;
    expect(await answer(withCertificate.uuid)).toMatchObject({
      applicant_type: 'business',
      business_name: 'Chidi Motors Ent.',
      business_check: { method: 'document' },
    });
    expect(await answer(without.uuid)).toEqual({
      last_name: 'Okafor',
      ...foundByUuid,
      applicant_type: 'individual',
      wallet_address: noWallets,
    });
  });
});
