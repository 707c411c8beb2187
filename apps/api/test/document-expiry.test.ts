import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentExpiryMessages,
  renewalProblemMessages,
  type DocumentExpiry,
  type DocumentRenewalReview,
  type Grant,
  type KycRecord,
  type MemberProfile,
  type VerificationSession,
} from '@vouch/contracts';
import { SANDBOX_BVNS, SANDBOX_NINS } from '../src/adapters/identity/sandbox-identity.js';
import { unwatchedPassportExpiries } from '../src/modules/checks/index.js';
import { addDays, backfillDocumentExpiry } from '../src/modules/lifecycle/index.js';
import { approveLive, callApi, keyOf, ownerWithOrganisation } from './setup/business.js';
import { sharedChecks } from './setup/checks.js';
import { holderWallet } from './setup/holder-wallet.js';
import {
  dataUrl,
  facePhoto,
  paidMember,
  passportPage,
  passportSubmission,
} from './setup/kyc-fixtures.js';
import { submitted, verifiedMember } from './setup/lifecycle.js';
import { sandboxLiveCapture } from './setup/liveness.js';
import { memberFactors } from './setup/member-second-factor.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Documents that expire (issue 50, decision 0059), with the real checks: a passport approved by
 * the policy has its expiry read from its MRZ; the member is told ahead; past the grace period
 * the answer says "documents expired", the tier drops, the credential is suspended and the
 * businesses holding a grant hear; the new passport with a live capture restores everything.
 * The live capture is the sandbox checker's (any single-face frames pass; its own judge is
 * tested in liveness.test.ts): here it only supplies the selfie frame.
 */
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof registerMember>>;
let admin: Awaited<ReturnType<typeof registerMember>>;
const GRACE = 14;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      CHECKS: 'on',
      LIVENESS_CHECKER: 'sandbox',
      LIVENESS_FLOOR: '0.4',
      AUTO_LIVENESS_FLOOR: '0.4',
      CHECK_TIMEOUT_MS: '18000',
      AUTO_QA_RATE: '0%',
      DOCUMENT_EXPIRY_NOTICE_DAYS: '30',
      DOCUMENT_EXPIRY_GRACE_DAYS: String(GRACE),
      BUSINESS_RATE_LIMIT_LIVE: '1000',
    },
    checks: sharedChecks(),
  });
  reviewer = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, reviewer, 'reviewer');
  admin = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, admin, 'admin');
}, 180_000);
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const standingOf = async (token: string) =>
  (await get(t.app, '/kyc/renew-document', token)).body.msg as DocumentExpiry | null;
const lookUp = (uuid: string) =>
  post(
    t.app,
    '/verification/check-verification',
    { search_by: 'UUID', search_value: uuid },
    admin.token,
  );
const tierOf = async (userId: string) =>
  Number(
    (
      await t.db
        .selectFrom('verified_snapshots')
        .select('kyc_tier')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).kyc_tier,
  );
/** Her credentials, oldest first: their status (0 valid, 1 invalid, 2 suspended) and expiry. */
const credentialsOf = async (userId: string) =>
  t.db
    .selectFrom('credentials')
    .select(['status', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('issued_at')
    .execute();

/** Adaeze Okafor, with her BVN and NIN matched, her passport expiring in `days`, approved by the policy. */
async function approvedOnPassport(days: number) {
  const m = await paidMember(t.app, t.db, {
    first_name: 'Adaeze',
    last_name: 'Okafor',
    dob: '14-03-1992',
  });
  for (const [id_type, id_number] of [
    ['bvn', SANDBOX_BVNS.self],
    ['nin', SANDBOX_NINS.self],
  ] as const)
    expect(
      (await post(t.app, '/account/verify-identification-number', { id_type, id_number }, m.token))
        .code,
    ).toBe(200);
  const passport = await passportPage(facePhoto('person-a-2.jpg'), {
    documentNumber: 'A20000001',
    expirationDate: addDays(today(), days),
  });
  const r = await post(
    t.app,
    '/kyc/create-new-kyc',
    await passportSubmission({
      applicant_type: 'individual',
      business_name: undefined,
      business_number: undefined,
      identity_type: 'bvn',
      identity_number: SANDBOX_BVNS.self,
      document_file: { f: dataUrl(passport), b: null },
      portrait_file: { old_capture: null, new_capture: null },
      liveness_session_id: await sandboxLiveCapture(t.app, m.token, facePhoto('person-a-3.jpg')),
    }),
    m.token,
  );
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  await t.jobs.drain();
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord })
    .info;
  expect(info.status, JSON.stringify(info)).toBe('APPROVED');
  const profile = (await get(t.app, '/account/info', m.token)).body.msg as MemberProfile;
  return { ...m, uuid: profile.uuid };
}

describe('documents that expire', () => {
  it('a passport past its expiry lapses after the grace period, and a new passport with a live capture restores the member', async () => {
    // A lender holds her grant (live), and she holds a Vouch credential.
    const owner = await ownerWithOrganisation(t, 'Kobo Loans');
    await memberFactors(t).enrolApp(owner.owner.token);
    await approveLive(t, admin.token, owner.org.id);
    const key = await keyOf(t, owner.owner.token, owner.org.id, 'live', ['sessions', 'lookups']);

    const m = await approvedOnPassport(10);
    const expiresOn = addDays(today(), 10);
    expect(await standingOf(m.token)).toEqual({
      expires_on: expiresOn,
      state: 'expiring',
      lapses_on: addDays(expiresOn, GRACE),
      renewal_pending: false,
    });
    expect(await tierOf(m.uuid)).toBe(2);
    // A member approved before expiries were recorded gets theirs from the checks, once, at start.
    await t.db
      .updateTable('verified_snapshots')
      .set({ document_expires_on: null })
      .where('user_id', '=', m.uuid)
      .execute();
    await t.db.deleteFrom('app_meta').where('key', '=', 'document_expiry_backfilled').execute();
    expect(await backfillDocumentExpiry(t.db, unwatchedPassportExpiries)).toBeGreaterThanOrEqual(1);
    expect((await standingOf(m.token))?.expires_on).toBe(expiresOn);
    expect(await backfillDocumentExpiry(t.db, unwatchedPassportExpiries)).toBe(0);
    const made = await callApi(t.app, '/verification-sessions', {
      key: key.key,
      body: {
        reference: 'loan-9',
        redirect_url: 'https://shop.adire.example/done',
        claims: ['first_name', 'last_name'],
        purpose: 'A loan',
      },
    });
    expect(made.code, made.text).toBe(200);
    const s = made.json() as VerificationSession;
    expect(
      (await post(t.app, `/verification-sessions/${s.id}/consent`, { decision: 'allow' }, m.token))
        .code,
    ).toBe(200);
    const wallet = holderWallet(() => t.app, 'https://shop.adire.example');
    await wallet.issue(m.token, await wallet.newHolder());
    // The credential ends with the passport it rests on.
    expect(await credentialsOf(m.uuid)).toEqual([
      { status: 0, expires_at: expect.stringMatching(new RegExp(`^${addDays(today(), 10)}`)) },
    ]);

    // Today: within the notice period; she is told once, and nothing else changes.
    expect(await t.documentExpiry.run(today())).toEqual({ noticed: 1, expired: 0 });
    expect(await t.documentExpiry.run(today())).toEqual({ noticed: 0, expired: 0 });
    const notice = await waitForMail(t.db, m.email, 'expires soon');
    expect(notice.text_body).toContain('/kyc/renew-document');
    expect((await lookUp(m.uuid)).code).toBe(200);

    // The day after its expiry, within the grace period: still verified, the dashboard says so.
    const dayAfter = addDays(expiresOn, 1);
    expect(await t.documentExpiry.run(dayAfter)).toEqual({ noticed: 0, expired: 0 });
    expect((await lookUp(m.uuid)).code).toBe(200);

    // Past the grace period: the answer says "documents expired", never "verified".
    expect(await t.documentExpiry.run(addDays(expiresOn, GRACE))).toEqual({
      noticed: 0,
      expired: 1,
    });
    const lapsed = await lookUp(m.uuid);
    expect(lapsed.body).toMatchObject({ status: 404, msg: documentExpiryMessages.expiredAnswer });
    expect((await standingOf(m.token))?.state).toBe('expired');
    // The tier rests on the registries alone: BVN and NIN without a document is Tier 1.
    expect(await tierOf(m.uuid)).toBe(1);
    expect((await credentialsOf(m.uuid)).map((c) => c.status)).toEqual([2]);
    await waitForMail(t.db, m.email, 'your passport expired');
    const grants = async () =>
      (
        (await callApi(t.app, '/grants', { key: key.key, method: 'GET' })).json() as {
          data: Grant[];
        }
      ).data.find((g) => g.session_id === s.id)!;
    expect((await grants()).member_standing).toBe('documents_expired');
    // Lapsed, she shares nothing new, and the business's session reads her as not verified.
    expect(
      (
        (await callApi(t.app, `/verification-sessions/${s.id}`, { key: key.key })).json() as {
          claims: { verified: boolean };
        }
      ).claims.verified,
    ).toBe(false);
    expect(
      (await callApi(t.app, `/grants/${(await grants()).id}/reverify`, { key: key.key, body: {} }))
        .code,
    ).toBe(409);
    // A business's lookup hears why, without a name.
    const lookup = await callApi(t.app, '/lookups', {
      key: key.key,
      body: { search_by: 'UUID', search_value: m.uuid },
    });
    expect(lookup.json()).toEqual({ verified: false, reason: 'documents_expired' });

    // A passport of someone else is refused with the reason, and nothing changes.
    const someoneElse = await post(
      t.app,
      '/kyc/renew-document',
      {
        document_file: dataUrl(
          await passportPage(facePhoto('person-a-2.jpg'), {
            surname: 'BELLO',
            givenNames: 'HALIMA',
            documentNumber: 'B30000001',
            expirationDate: '2036-05-01',
          }),
        ),
        liveness_session_id: await sandboxLiveCapture(t.app, m.token, facePhoto('person-a-3.jpg')),
      },
      m.token,
    );
    expect(someoneElse.code, JSON.stringify(someoneElse.body)).toBe(422);
    expect(someoneElse.body.msg).toContain(renewalProblemMessages.other_person);
    // Someone else with a passport in her names, their own face on it and in the live capture:
    // the face she was verified with is not theirs.
    const impostor = await post(
      t.app,
      '/kyc/renew-document',
      {
        document_file: dataUrl(
          await passportPage(facePhoto('person-b.jpg'), {
            documentNumber: 'A20000003',
            expirationDate: '2036-05-01',
          }),
        ),
        liveness_session_id: await sandboxLiveCapture(t.app, m.token, facePhoto('person-b.jpg')),
      },
      m.token,
    );
    expect(impostor.code, JSON.stringify(impostor.body)).toBe(422);
    expect(impostor.body.errors).toEqual({ face_previous: renewalProblemMessages.face_previous });
    expect((await lookUp(m.uuid)).body.msg).toBe(documentExpiryMessages.expiredAnswer);
    expect(
      (
        await t.db
          .selectFrom('document_renewals')
          .select(['outcome', 'problems'])
          .where('user_id', '=', m.uuid)
          .orderBy('created_at')
          .execute()
      ).map((r) => [r.outcome, JSON.parse(r.problems) as string[]]),
    ).toEqual([
      ['refused', ['other_person']],
      ['refused', ['face_previous']],
    ]);

    // Her new passport and a live capture: verified again at once.
    const renewed = await post(
      t.app,
      '/kyc/renew-document',
      {
        document_file: dataUrl(
          await passportPage(facePhoto('person-a-2.jpg'), {
            documentNumber: 'A20000002',
            expirationDate: '2036-05-01',
          }),
        ),
        liveness_session_id: await sandboxLiveCapture(t.app, m.token, facePhoto('person-a-3.jpg')),
      },
      m.token,
    );
    expect(renewed.body).toEqual({
      status: 200,
      msg: { status: 'renewed', expires_on: '2036-05-01' },
    });
    expect((await lookUp(m.uuid)).code).toBe(200);
    expect(await standingOf(m.token)).toMatchObject({ expires_on: '2036-05-01', state: 'valid' });
    expect(await tierOf(m.uuid)).toBe(2);
    // The old credential ended with the old passport; a new one runs to the new passport's date.
    expect((await credentialsOf(m.uuid)).map((c) => c.status)).toEqual([1]);
    await wallet.issue(m.token, await wallet.newHolder());
    expect((await credentialsOf(m.uuid))[1]).toMatchObject({ status: 0 });
    expect((await grants()).member_standing).toBe('verified');
    await waitForMail(t.db, m.email, 'new document is on record');
    const events = await t.businessEvents.list(owner.org.id, 'live');
    expect(
      events
        .filter((e) => e.type === 'member.documents_expired' || e.type === 'member.reverified')
        .map((e) => ({ type: e.type, data: e.data })),
    ).toEqual([
      {
        type: 'member.documents_expired',
        data: { grant_id: expect.any(String), session_id: s.id, expired_on: expiresOn },
      },
      {
        type: 'member.reverified',
        data: { grant_id: expect.any(String), session_id: s.id, expires_on: '2036-05-01' },
      },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', m.uuid)
      .where('action', 'like', 'member.documents%')
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'member.documents_expired',
      'member.documents_renewed',
    ]);
    // Renewed and valid: nothing more to renew.
    const again = await post(
      t.app,
      '/kyc/renew-document',
      {
        document_file: dataUrl(await passportPage()),
        liveness_session_id: '00000000-0000-4000-8000-000000000000',
      },
      m.token,
    );
    expect(again.body).toMatchObject({ status: 409, msg: documentExpiryMessages.nothingToRenew });
  });

  it('a member whose verification rests on no passport has nothing to renew, and cannot open a live capture for it', async () => {
    const m = await verifiedMember(t, reviewer.token);
    expect(await standingOf(m.token)).toBeNull();
    const r = await post(
      t.app,
      '/kyc/renew-document',
      {
        document_file: dataUrl(await passportPage()),
        liveness_session_id: '00000000-0000-4000-8000-000000000000',
      },
      m.token,
    );
    expect(r.body).toMatchObject({ status: 409, msg: documentExpiryMessages.nothingToRenew });
    expect((await post(t.app, '/kyc/liveness-sessions', {}, m.token)).code).toBe(409);
    // Bad input is a clear 400.
    const bad = await post(
      t.app,
      '/kyc/renew-document',
      { document_file: 'not a picture', liveness_session_id: 'x' },
      m.token,
    );
    expect(bad.code).toBe(400);
  });

  it('a driver’s licence: the reviewer enters its expiry at approval; its renewal waits for a reviewer, who refuses or approves with the new date', async () => {
    const m = await submitted(t, { first_name: 'Halima', last_name: 'Bello' });
    const url = `/backoffice/cases/${m.submissionId}/decision`;
    const bad = await post(
      t.app,
      url,
      { decision: 'approve', document_expires_on: addDays(today(), -1) },
      reviewer.token,
    );
    expect(bad.code).toBe(400);
    const expiresOn = addDays(today(), 5);
    expect(
      (
        await post(
          t.app,
          url,
          { decision: 'approve', document_expires_on: expiresOn },
          reviewer.token,
        )
      ).code,
    ).toBe(200);
    // Her selfie's face description is kept by the checks.
    await t.jobs.drain();
    expect(await standingOf(m.token)).toMatchObject({ expires_on: expiresOn, state: 'expiring' });
    expect(await t.documentExpiry.run(addDays(expiresOn, GRACE))).toMatchObject({ expired: 1 });

    const licence = async () =>
      post(
        t.app,
        '/kyc/renew-document',
        {
          document_type: 'drivers_licence',
          document_file: dataUrl(await passportPage(facePhoto('person-a-2.jpg'))),
          liveness_session_id: await sandboxLiveCapture(
            t.app,
            m.token,
            facePhoto('person-a-3.jpg'),
          ),
        },
        m.token,
      );
    expect((await licence()).body).toEqual({
      status: 200,
      msg: { status: 'pending', expires_on: null },
    });
    expect(await standingOf(m.token)).toMatchObject({ state: 'expired', renewal_pending: true });
    // One at a time; meanwhile she is still answered as "documents expired".
    expect(
      (
        await post(
          t.app,
          '/kyc/renew-document',
          {
            document_type: 'drivers_licence',
            document_file: dataUrl(await passportPage()),
            liveness_session_id: '00000000-0000-4000-8000-000000000000',
          },
          m.token,
        )
      ).code,
    ).toBe(409);
    expect((await lookUp(m.uuid)).body.msg).toBe(documentExpiryMessages.expiredAnswer);

    const queue = async () =>
      (await get(t.app, '/backoffice/document-renewals', reviewer.token)).body
        .msg as DocumentRenewalReview[];
    const [first] = (await queue()).filter((r) => r.member.uuid === m.uuid);
    expect(first).toMatchObject({
      member: { name: 'Halima Bello' },
      document_type: 'drivers_licence',
      previous_expires_on: expiresOn,
      documents_expired: true,
    });
    for (const kind of ['document', 'selfie', 'approved_selfie'])
      expect(
        (
          await t.app.inject({
            url: `/api/v1/backoffice/document-renewals/${first!.id}/images/${kind}`,
            headers: { authorization: `Bearer ${reviewer.token}` },
          })
        ).statusCode,
      ).toBe(200);
    // A member reads no renewals.
    expect((await get(t.app, '/backoffice/document-renewals', m.token)).code).toBe(403);

    const decideRenewal = (id: string, body: unknown) =>
      post(t.app, `/backoffice/document-renewals/${id}/decision`, body, reviewer.token);
    expect((await decideRenewal(first!.id, { decision: 'refuse', reason: '' })).code).toBe(400);
    expect(
      (
        await decideRenewal(first!.id, {
          decision: 'refuse',
          reason: 'The expiry date is covered by glare',
        })
      ).code,
    ).toBe(200);
    const refusal = await waitForMail(t.db, m.email, 'could not be accepted');
    expect(refusal.text_body).toContain('covered by glare');
    expect(
      (await decideRenewal(first!.id, { decision: 'approve', expires_on: '2031-01-01' })).code,
    ).toBe(409);

    // Sent again: approved with the date the reviewer reads, verified again at once.
    expect((await licence()).code).toBe(200);
    const [second] = (await queue()).filter((r) => r.member.uuid === m.uuid);
    expect((await decideRenewal(second!.id, { decision: 'approve' })).code).toBe(400);
    expect(
      (await decideRenewal(second!.id, { decision: 'approve', expires_on: addDays(today(), -3) }))
        .code,
    ).toBe(400);
    expect(
      (await decideRenewal(second!.id, { decision: 'approve', expires_on: '2031-01-01' })).code,
    ).toBe(200);
    expect((await lookUp(m.uuid)).code).toBe(200);
    expect(await standingOf(m.token)).toMatchObject({
      expires_on: '2031-01-01',
      state: 'valid',
      renewal_pending: false,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'document_renewal.%')
      .where('target_id', 'in', [first!.id, second!.id])
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'document_renewal.viewed',
      'document_renewal.viewed',
      'document_renewal.viewed',
      'document_renewal.refused',
      'document_renewal.approved',
    ]);
  });

  it('a passport whose approved face the machine cannot compare (none kept) goes to a reviewer instead of a refusal', async () => {
    const m = await submitted(t);
    const expiresOn = addDays(today(), 7);
    expect(
      (
        await post(
          t.app,
          `/backoffice/cases/${m.submissionId}/decision`,
          { decision: 'approve', document_expires_on: expiresOn },
          reviewer.token,
        )
      ).code,
    ).toBe(200);
    await t.jobs.drain();
    // A case from before face descriptions were kept.
    await t.db.deleteFrom('face_descriptors').where('user_id', '=', m.uuid).execute();
    const r = await post(
      t.app,
      '/kyc/renew-document',
      {
        document_file: dataUrl(
          await passportPage(facePhoto('person-a-2.jpg'), {
            documentNumber: 'A20000009',
            expirationDate: '2036-05-01',
          }),
        ),
        liveness_session_id: await sandboxLiveCapture(t.app, m.token, facePhoto('person-a-3.jpg')),
      },
      m.token,
    );
    expect(r.body).toEqual({ status: 200, msg: { status: 'pending', expires_on: null } });
    const queue = (await get(t.app, '/backoffice/document-renewals', reviewer.token)).body
      .msg as DocumentRenewalReview[];
    expect(queue.find((q) => q.member.uuid === m.uuid)).toMatchObject({
      document_type: 'passport',
      previous_expires_on: expiresOn,
      documents_expired: false,
    });
  });
});
