import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey, VerificationSession, WaitingBusiness } from '@vouch/contracts';
import { approveLive, callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { passportSubmission } from './setup/kyc-fixtures.js';
import { decide, staff, verifiedMember } from './setup/lifecycle.js';
import { memberFactors } from './setup/member-second-factor.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The way back to the business (issue 47): a customer who starts KYC from a live link is listed
 * as awaited by that business until they answer, and the approval mails them the link, so nobody
 * has to reopen it by hand. The name is the one checked at live approval.
 */
let t: TestApp;
let org: Awaited<ReturnType<typeof ownerWithOrganisation>>;
let reviewer: Awaited<ReturnType<typeof staff>>;
let liveKey: CreatedApiKey;
let testKey: CreatedApiKey;

beforeAll(async () => {
  t = await createTestApp({ env: { BUSINESS_RATE_LIMIT_TEST: '1000' } });
  org = await ownerWithOrganisation(t, 'Lagos Lender');
  reviewer = await staff(t, 'reviewer');
  const admin = await staff(t, 'admin');
  await memberFactors(t).enrolApp(org.owner.token);
  await approveLive(t, admin.token, org.org.id);
  liveKey = await keyOf(t, org.owner.token, org.org.id, 'live', ['sessions']);
  testKey = await keyOf(t, org.owner.token, org.org.id, 'test', ['sessions']);
});
afterAll(() => t.close());

const session = async (key: string) => {
  const r = await callApi(t.app, '/verification-sessions', {
    key,
    body: {
      reference: `loan-${Date.now()}`,
      redirect_url: 'https://shop.adire.example/kyc/done',
      claims: ['first_name', 'last_name', 'phone_number'],
      purpose: 'Your loan application',
    },
  });
  expect(r.code, r.text).toBe(200);
  return r.json() as VerificationSession;
};
const waiting = async (token: string) => {
  const r = await get(t.app, '/account/waiting-businesses', token);
  expect(r.code).toBe(200);
  return r.body.msg as WaitingBusiness[];
};

describe('a customer who verifies from a live link comes back to the business', () => {
  it('is listed as awaited from the start to the answer, and the approval mails the link', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const s = await session(liveKey.key);
    const other = await registerMember(t.app, t.db, { verify: true });
    expect(await waiting(m.token)).toEqual([]);

    await post(t.app, `/verification-sessions/${s.id}/start`, {}, m.token);
    expect(await waiting(m.token)).toEqual([
      {
        session_id: s.id,
        organisation: org.org.name,
        logo_url: null,
        status: 'in_progress',
        expires_at: s.expires_at,
        pays_fee: true,
      },
    ]);
    // Only the member who started it.
    expect(await waiting(other.token)).toEqual([]);

    expect(
      (await post(t.app, '/kyc/create-new-kyc', await passportSubmission(), m.token)).code,
    ).toBe(200);
    // The receipt no longer says there is nothing left to do: the business still waits.
    const received = await waitForMail(t.db, m.email, 'We received your KYC submission');
    expect(received.text_body).not.toContain('nothing else you need to do');
    expect(received.text_body).toContain(
      'If a business sent you here, once you are verified we will e-mail you a link back to it to answer its request.',
    );
    // Under review, the link waits for the decision rather than the clock.
    expect(await waiting(m.token)).toEqual([
      {
        session_id: s.id,
        organisation: org.org.name,
        logo_url: null,
        status: 'submitted',
        expires_at: null,
        pays_fee: true,
      },
    ]);

    const info = (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as {
      info: { id: string };
    };
    expect((await decide(t, reviewer.token, info.info.id, { decision: 'approve' })).code).toBe(200);
    const mail = await waitForMail(t.db, m.email, `${org.org.name} is waiting for your answer`);
    expect(mail.subject).toBe(`You are verified: ${org.org.name} is waiting for your answer`);
    expect(mail.text_body).toContain(`http://vouch.test/verify/${s.id}`);
    expect(mail.text_body).toContain(`Continue to ${org.org.name}`);
    expect(mail.text_body).toContain('Hello Adaeze,');
    // Still awaited until the member answers; then gone, and the business has its answer.
    expect(await waiting(m.token)).toHaveLength(1);
    const allowed = await post(
      t.app,
      `/verification-sessions/${s.id}/consent`,
      { decision: 'allow' },
      m.token,
    );
    expect(allowed.code, JSON.stringify(allowed.body)).toBe(200);
    expect(await waiting(m.token)).toEqual([]);
    const read = (
      await callApi(t.app, `/verification-sessions/${s.id}`, { key: liveKey.key })
    ).json() as VerificationSession;
    expect(read.status).toBe('approved');
  });

  it('a lapsed start, a test link and a signed-out caller list nothing; an approval with nothing awaited mails no business', async () => {
    const m = await registerMember(t.app, t.db, { verify: true });
    const s = await session(liveKey.key);
    await post(t.app, `/verification-sessions/${s.id}/start`, {}, m.token);
    await t.db
      .updateTable('verification_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', s.id)
      .execute();
    expect(await waiting(m.token)).toEqual([]);
    // Test links are answered with the test buttons, never by a member.
    const test = await session(testKey.key);
    expect((await post(t.app, `/verification-sessions/${test.id}/start`, {}, m.token)).code).toBe(
      409,
    );
    expect(await waiting(m.token)).toEqual([]);
    expect((await get(t.app, '/account/waiting-businesses')).code).toBe(401);

    // A member approved with no business awaiting them gets the approval mail only.
    const n = await verifiedMember(t, reviewer.token);
    await waitForMail(t.db, n.payload.email_address, 'You are verified on Vouch');
    await t.jobs.drain();
    const subjects = await t.db
      .selectFrom('dev_outbox')
      .select('subject')
      .where('to_address', '=', n.payload.email_address.toLowerCase())
      .execute();
    expect(subjects.some((r) => r.subject.includes('waiting for your answer'))).toBe(false);
  });
});
