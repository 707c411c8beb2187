import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycMessages,
  type CaseView,
  type KycRecord,
  type MemberProfile,
  type VerificationResult,
} from '@vouch/contracts';
import { dataUrl, documentImage, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { decide, lookup, profileOf, staff, uuidOf } from './setup/lifecycle.js';
import { get, post, registerMember } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/** Issue 17: individual or business. */
/** What every answer found by UUID says of the match (issue 30). */
const foundByUuid = {
  matched_by: { search_by: 'UUID', evidence: 'member_id' },
  verified_since: expect.stringMatching(/^\d{4}-\d{2}$/),
};

let t: TestApp;
let reviewer: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await staff(t, 'reviewer');
});
afterAll(() => t.close());

const submit = (token: string, body: unknown) => post(t.app, '/kyc/create-new-kyc', body, token);
const fetchKyc = async (token: string) =>
  ((await get(t.app, '/kyc/fetch-kyc-info', token)).body.msg as { info: KycRecord }).info;

/** An individual's submission: spec 3's record without any business field. */
async function individual(overrides: Record<string, unknown> = {}) {
  const {
    business_name: _n,
    business_number: _b,
    business_cartificate_file: _c,
    ...rest
  } = await passportSubmission();
  return { ...rest, applicant_type: 'individual', ...overrides };
}

const businessKeys = [
  'business_name',
  'business_number',
  'business_cartificate_file',
  'business_cartificate_pages',
];

async function nothingChanged(m: { token: string; email: string }) {
  const profile = await profileOf(t, m.token);
  const rows = await t.db
    .selectFrom('kyc_submissions')
    .select('id')
    .where('user_id', '=', profile.uuid)
    .execute();
  expect(rows).toHaveLength(0);
  const files = await t.db
    .selectFrom('kyc_files')
    .select('kyc_files.id')
    .where('user_id', '=', profile.uuid)
    .execute();
  expect(files).toHaveLength(0);
  expect(profile.status).toBe('KYC_IN_PROGRESS');
  expect(profile.kyc_status).toBeNull();
}

describe('an individual', () => {
  it('submits without any business field; the record has none either', async () => {
    const m = await paidMember(t.app, t.db);
    const r = await submit(m.token, await individual());
    expect(r.body).toEqual({ status: 200, msg: kycMessages.submitted });
    const info = await fetchKyc(m.token);
    expect(info).toMatchObject({ applicant_type: 'individual', status: 'CURRENTLY_UNDER_REVIEW' });
    for (const k of businessKeys) expect(info).not.toHaveProperty(k);
    expect((await profileOf(t, m.token)).kyc_status).toBe('CURRENTLY_UNDER_REVIEW');
  });

  it('blank business fields count as none', async () => {
    const m = await paidMember(t.app, t.db);
    const body = await individual({ business_name: '  ', business_number: null });
    expect((await submit(m.token, body)).code).toBe(200);
    expect((await fetchKyc(m.token)).applicant_type).toBe('individual');
  });

  it.each([
    ['business_name', 'Okafor Ventures'],
    ['business_number', 'RC123456'],
    ['business_cartificate_file', 'certificate'],
  ])('sending %s is refused with a clear message, and nothing changes', async (field, value) => {
    const m = await paidMember(t.app, t.db);
    const v = value === 'certificate' ? dataUrl(await documentImage()) : value;
    const r = await submit(m.token, await individual({ [field]: v }));
    expect(r.code).toBe(400);
    expect(r.body.msg).toBe(kycMessages.individualNoBusiness);
    expect(r.body.errors).toEqual({ [field]: kycMessages.individualNoBusiness });
    await nothingChanged(m);
  });

  it('an unknown applicant type is refused', async () => {
    const m = await paidMember(t.app, t.db);
    const r = await submit(m.token, await individual({ applicant_type: 'charity' }));
    expect(r.code).toBe(400);
    expect(r.body.errors?.applicant_type).toBe(kycMessages.applicantTypeRequired);
    await nothingChanged(m);
  });

  it("the case view and the lookup answer carry no business field; a rejected business's update as an individual drops them", async () => {
    const m = await paidMember(t.app, t.db);
    // First as a business with a certificate, rejected; then updated as an individual.
    const first = await passportSubmission({
      business_cartificate_file: dataUrl(await documentImage()),
    });
    expect((await submit(m.token, first)).code).toBe(200);
    const v1 = await fetchKyc(m.token);
    expect(v1.applicant_type).toBe('business');
    const rej = await decide(t, reviewer.token, v1.id, {
      decision: 'reject',
      reason_code: 'expired_document',
    });
    expect(rej.code).toBe(200);
    const upd = await post(t.app, '/kyc/update-kyc-info', await individual(), m.token);
    expect(upd.body).toEqual({ status: 200, msg: kycMessages.submitted });
    const v2 = await fetchKyc(m.token);
    expect(v2.applicant_type).toBe('individual');
    for (const k of businessKeys) expect(v2).not.toHaveProperty(k);
    const certs = await t.db
      .selectFrom('kyc_files')
      .select('id')
      .where('submission_id', '=', v2.id)
      .where('kind', '=', 'certificate')
      .execute();
    expect(certs).toHaveLength(0);

    const view = (await get(t.app, `/backoffice/cases/${v2.id}`, reviewer.token)).body
      .msg as CaseView;
    expect(view.submission.applicant_type).toBe('individual');
    for (const k of businessKeys) expect(view.submission).not.toHaveProperty(k);
    expect(view.certifies).not.toHaveProperty('business_name');

    expect((await decide(t, reviewer.token, v2.id, { decision: 'approve' })).code).toBe(200);
    const searcher = await registerMember(t.app, t.db, { verify: true });
    const r = await lookup(t, searcher.token, 'UUID', await uuidOf(t, m.token));
    expect(r.code).toBe(200);
    const answer = (r.body.msg as { search: VerificationResult[] }).search[0]!;
    expect(answer).toEqual({
      last_name: 'Okafor',
      ...foundByUuid,
      applicant_type: 'individual',
      wallet_address: JSON.stringify({ addresses: [] }),
      // No BVN or NIN looked up: verified without a tier (issue 48).
      kyc_tier: null,
    });
    expect((await profileOf(t, m.token)) satisfies MemberProfile).toMatchObject({
      status: 'VERIFIED',
      kyc_status: 'APPROVED',
    });
  });
});

describe('a business', () => {
  it('without a business name is refused with spec 5’s message, with or without applicant_type', async () => {
    for (const applicant of [{ applicant_type: 'business' }, {}]) {
      const m = await paidMember(t.app, t.db);
      const { business_name: _n, ...rest } = await passportSubmission();
      const r = await submit(m.token, { ...rest, ...applicant });
      expect(r.code).toBe(400);
      expect(r.body.msg).toBe(kycMessages.businessNameRequired);
      expect(r.body.errors?.business_name).toBe(kycMessages.businessNameRequired);
      await nothingChanged(m);
    }
  });

  it('a spec-era payload (no applicant_type) is a business, answered with its business name', async () => {
    const m = await paidMember(t.app, t.db);
    // With its certificate: a business name nothing checked is not certified (issue 30).
    const payload = await passportSubmission({
      business_cartificate_file: dataUrl(await documentImage()),
    });
    expect((await submit(m.token, payload)).code).toBe(200);
    const info = await fetchKyc(m.token);
    expect(info).toMatchObject({
      applicant_type: 'business',
      business_name: 'Okafor Ventures',
      business_number: 'RC123456',
    });
    expect((await decide(t, reviewer.token, info.id, { decision: 'approve' })).code).toBe(200);
    const searcher = await registerMember(t.app, t.db, { verify: true });
    const r = await lookup(t, searcher.token, 'UUID', await uuidOf(t, m.token));
    expect((r.body.msg as { search: VerificationResult[] }).search[0]).toMatchObject({
      applicant_type: 'business',
      business_name: 'Okafor Ventures',
      business_check: { method: 'document' },
    });
  });
});
