import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  livenessMessages,
  type KycRecord,
  type MemberProfile,
  type PolicyStats,
  type SecondLookItem,
} from '@vouch/contracts';
import { SANDBOX_BVNS, SANDBOX_NINS } from '../src/adapters/identity/sandbox-identity.js';
import { failInsertsInto } from './setup/inject-failure.js';
import {
  dataUrl,
  facePhoto,
  groupSelfie,
  paidMember,
  passportPage,
  passportSubmission,
} from './setup/kyc-fixtures.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { makeStaff } from './setup/second-factor.js';
import { sharedChecks } from './setup/checks.js';
import { sandboxLiveCapture } from './setup/liveness.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * Instant decisions (issue 34, decision 0041) with real faces. The sandbox provider's "member
 * themself" BVN returns person A's first photo as its portrait; a clean case sends person A's
 * third photo as selfie and a passport with the second. Every account using that BVN shares its
 * number, so each case whose only failing condition is not "duplicate ID number" runs in an app
 * (a database) of its own; the worker's face engine and OCR reader serve them all (setup/checks.ts).
 */
const shared = sharedChecks();
const apps: TestApp[] = [];

afterAll(async () => {
  for (const a of apps) await a.close();
});

/**
 * The fixtures' genuine photos of person A score 0.37-0.63 on the anti-spoofing model (0.48 for
 * the selfie used here): the floor is lowered to 0.4 for them, as an operator may (decision 0041).
 */
const FLOORS = {
  // A passed live capture is required (auto-v2, issue 45); its own checker is tested in
  // liveness.test.ts. Here any single-face frames pass, and the selfie is the first of them.
  LIVENESS_CHECKER: 'sandbox',
  LIVENESS_FLOOR: '0.4',
  AUTO_LIVENESS_FLOOR: '0.4',
  // A stage that overruns is "could not run" and the case goes to a person, honestly but not
  // what these tests look at: the longest allowed, for a loaded 2-core machine.
  CHECK_TIMEOUT_MS: '18000',
};

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp({ env: { CHECKS: 'on', ...FLOORS, ...env }, checks: shared });
  apps.push(t);
  const m = await registerMember(t.app, t.db, { verify: true });
  await makeStaff(t, m, 'reviewer');
  return { t, reviewer: m };
}

const MEMBER = { first_name: 'Adaeze', last_name: 'Okafor', dob: '14-03-1992' };
let seq = 20_000_000;

interface Submission {
  selfie?: Buffer;
  /** The selfie uploaded as a file rather than captured live. */
  uploaded?: boolean;
  document?: Buffer;
  /** The portrait printed on the generated passport page (person A's second photo). */
  documentFace?: Buffer;
  member?: Partial<typeof MEMBER>;
  /** The BVN looked up and submitted; null: a passport number only. */
  bvn?: string | null;
  /** A NIN looked up (when the provider answers) and submitted instead of the BVN (issue 48). */
  nin?: string;
  mrz?: { surname?: string; givenNames?: string };
}

async function submit(t: TestApp, o: Submission = {}) {
  const m = await paidMember(t.app, t.db, { ...MEMBER, ...o.member });
  const number = `A${++seq}`;
  const bvn = o.nin ? null : o.bvn === undefined ? SANDBOX_BVNS.self : o.bvn;
  const registry = o.nin
    ? { type: 'nin' as const, number: o.nin }
    : bvn
      ? { type: 'bvn' as const, number: bvn }
      : null;
  if (registry) {
    await post(
      t.app,
      '/account/verify-identification-number',
      { id_type: registry.type, id_number: registry.number },
      m.token,
    );
  }
  const document =
    o.document ??
    (await passportPage(o.documentFace ?? facePhoto('person-a-2.jpg'), {
      documentNumber: number,
      ...o.mrz,
    }));
  const r = await post(
    t.app,
    '/kyc/create-new-kyc',
    await passportSubmission({
      applicant_type: 'individual',
      business_name: undefined,
      business_number: undefined,
      ...(registry
        ? { identity_type: registry.type, identity_number: registry.number }
        : { identity_type: 'passport', identity_number: number }),
      document_file: { f: dataUrl(document), b: null },
      ...(o.uploaded
        ? {
            portrait_file: {
              old_capture: null,
              new_capture: dataUrl(o.selfie ?? facePhoto('person-a-3.jpg')),
            },
          }
        : {
            portrait_file: { old_capture: null, new_capture: null },
            liveness_session_id: await sandboxLiveCapture(
              t.app,
              m.token,
              o.selfie ?? facePhoto('person-a-3.jpg'),
            ),
          }),
    }),
    m.token,
  );
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  const uuid = ((await get(t.app, '/account/info', m.token)).body.msg as MemberProfile).uuid;
  const info = (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord };
  return { ...m, uuid, submissionId: info.info.id };
}

/** After the checks (and the policy) ran: the member's status and what the policy concluded. */
async function decided(t: TestApp, s: { token: string; submissionId: string }) {
  await t.jobs.drain();
  const info = ((await get(t.app, '/kyc/fetch-kyc-info', s.token)).body.msg as { info: KycRecord })
    .info;
  const policy = await t.db
    .selectFrom('policy_decisions')
    .selectAll()
    .where('submission_id', '=', s.submissionId)
    .executeTakeFirst();
  const results = await t.db
    .selectFrom('kyc_checks')
    .select(['code', 'outcome', 'summary'])
    .where('submission_id', '=', s.submissionId)
    .execute();
  return {
    status: info.status,
    decision: info.decision,
    outcome: policy?.outcome,
    reasons: policy ? (JSON.parse(policy.reasons) as string[]) : [],
    failed: results.filter((r) => r.outcome === 'failed').map((r) => r.code),
    results,
  };
}

const lookUp = (t: TestApp, token: string, uuid: string) =>
  post(t.app, '/verification/check-verification', { search_by: 'UUID', search_value: uuid }, token);

describe('the decision policy (auto-v3 now)', () => {
  let a: Awaited<ReturnType<typeof app>>;
  beforeAll(async () => {
    a = await app({ AUTO_QA_RATE: '100%' });
  }, 120_000);

  it('approves a clean case without a reviewer, as "policy auto-v3"; a 100 % sample gets a second look, whose revoke answers "not verified" at once', async () => {
    const { t, reviewer } = a;
    const s = await submit(t);
    const d = await decided(t, s);
    expect(d.failed, JSON.stringify(d.results)).toEqual([]);
    expect(d.status).toBe('APPROVED');
    expect(d.outcome).toBe('approve');
    const profile = (await get(t.app, '/account/info', s.token)).body.msg as MemberProfile;
    expect(profile.status).toBe('VERIFIED');
    // The member reads "Verified in N seconds".
    expect(d.decision).toMatchObject({ automatic_policy: 'auto-v3', checking: false });
    // What a business they share it with is told: the selfie was captured live (issue 45).
    expect((await t.lifecycle.approvedDetails(s.uuid))?.liveness).toBe('passed');
    expect(d.decision!.decided_in_seconds).toBeGreaterThanOrEqual(0);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'details'])
      .where('target_id', '=', s.submissionId)
      .where('action', '=', 'kyc.approve')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBeNull();
    expect(JSON.parse(audit[0]!.details as string)).toMatchObject({
      via: 'policy auto-v3',
      policy: 'auto-v3',
    });
    const relied = await t.db
      .selectFrom('policy_decisions')
      .select(['policy', 'relied_on'])
      .where('submission_id', '=', s.submissionId)
      .executeTakeFirstOrThrow();
    expect(relied.policy).toBe('auto-v3');
    expect(JSON.parse(relied.relied_on)).toContainEqual(
      expect.objectContaining({ code: 'face_match_lookup', outcome: 'passed' }),
    );
    // The member's mail says they are verified, like a reviewer's approval.
    await waitForMail(t.db, s.email, 'You are verified on Vouch');

    const searcher = await registerMember(t.app, t.db, { verify: true });
    expect((await lookUp(t, searcher.token, s.uuid)).code).toBe(200);

    const looks = (await get(t.app, '/backoffice/second-looks', reviewer.token)).body
      .msg as SecondLookItem[];
    expect(looks.map((l) => l.submission_id)).toEqual([s.submissionId]);
    expect(looks[0]).toMatchObject({ policy: 'auto-v3', status: 'open' });
    expect(looks[0]!.decided_in_seconds).toBeGreaterThanOrEqual(0);

    // Bad input changes nothing.
    const bad = await post(
      t.app,
      `/backoffice/second-looks/${s.submissionId}`,
      { decision: 'revoke', reason: 'no' },
      reviewer.token,
    );
    expect(bad.code).toBe(400);
    expect(
      (
        await post(
          t.app,
          `/backoffice/second-looks/nonsense`,
          { decision: 'confirm', reason: 'looks right to me' },
          reviewer.token,
        )
      ).code,
    ).toBe(404);
    expect((await lookUp(t, searcher.token, s.uuid)).code).toBe(200);

    const revoke = await post(
      t.app,
      `/backoffice/second-looks/${s.submissionId}`,
      { decision: 'revoke', reason: 'The document photo is a screen capture.' },
      reviewer.token,
    );
    expect(revoke.code, JSON.stringify(revoke.body)).toBe(200);
    expect((await lookUp(t, searcher.token, s.uuid)).code).toBe(404);
    const closed = (await get(t.app, '/backoffice/second-looks?status=revoked', reviewer.token))
      .body.msg as SecondLookItem[];
    expect(closed[0]).toMatchObject({
      submission_id: s.submissionId,
      status: 'revoked',
      reason: 'The document photo is a screen capture.',
    });
    const again = await post(
      t.app,
      `/backoffice/second-looks/${s.submissionId}`,
      { decision: 'confirm', reason: 'Changed my mind about it' },
      reviewer.token,
    );
    expect(again.code).toBe(409);

    const stats = (await get(t.app, '/backoffice/policy-stats', reviewer.token)).body
      .msg as PolicyStats;
    expect(stats.policies).toContainEqual(
      expect.objectContaining({ policy: 'auto-v3', approved: 1, second_looks: 1, overturned: 1 }),
    );
    expect(stats.automatic.count).toBe(1);
    expect(stats.automatic.median_seconds).not.toBeNull();
  }, 180_000);

  it('approves a NIN applicant captured live as it approves a BVN one (issue 48): Tier 1 at once', async () => {
    // Person A's face is another member's in `a`: an app of its own.
    const { t } = await app();
    const s = await submit(t, { nin: SANDBOX_NINS.self });
    const d = await decided(t, s);
    expect(d.failed, JSON.stringify(d.results)).toEqual([]);
    expect(d).toMatchObject({ status: 'APPROVED', outcome: 'approve', reasons: [] });
    expect(d.decision).toMatchObject({ automatic_policy: 'auto-v3' });
    const identity = d.results.find((r) => r.code === 'identity_data');
    expect(identity?.summary).toContain('NIN record');
    const profile = (await get(t.app, '/account/info', s.token)).body.msg as MemberProfile;
    expect(profile).toMatchObject({ status: 'VERIFIED', kyc_tier: 1 });
  }, 180_000);

  it('leaves a case to a person when the provider is down (BVN or NIN), or there is no BVN at all', async () => {
    const { t } = a;
    const down = await submit(t, { bvn: SANDBOX_BVNS.outage });
    const ninDown = await submit(t, { nin: SANDBOX_NINS.outage });
    const none = await submit(t, { bvn: null });
    for (const s of [down, ninDown, none]) {
      const d = await decided(t, s);
      expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
      expect(d.outcome).toBe('review');
      expect(d.reasons).toContain('identity_data: not checked');
      expect(d.reasons).toContain('face_match_lookup: not checked');
      // "A person is reviewing…", with no recent human decisions to estimate from yet.
      expect(d.decision).toMatchObject({
        automatic_policy: null,
        checking: false,
        expected_hours: null,
      });
    }
  }, 180_000);
});

describe('each failing condition sends the case to a person', () => {
  it("another person's portrait: review, high risk; a reviewer approves only with a written reason, audited; then a duplicate ID number alone", async () => {
    const { t, reviewer } = await app();
    const other = await submit(t, {
      selfie: facePhoto('person-b.jpg'),
      documentFace: facePhoto('person-b.jpg'),
    });
    const d = await decided(t, other);
    expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(d.failed).toEqual(['face_match_lookup']);
    expect(d.reasons).toEqual(['face_match_lookup: failed']);

    const url = `/backoffice/cases/${other.submissionId}/decision`;
    const refused = await post(t.app, url, { decision: 'approve' }, reviewer.token);
    expect(refused.code).toBe(400);
    expect(refused.body.msg).toMatch(/high risk/);
    const short = await post(
      t.app,
      url,
      { decision: 'approve', override_reason: 'ok' },
      reviewer.token,
    );
    expect(short.code).toBe(400);
    const why = 'Provider photo is 15 years old; called the member on video.';
    const ok = await post(
      t.app,
      url,
      { decision: 'approve', override_reason: why },
      reviewer.token,
    );
    expect(ok.code, JSON.stringify(ok.body)).toBe(200);
    const entry = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'details'])
      .where('target_id', '=', other.submissionId)
      .where('action', '=', 'kyc.approve')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details as string)).toMatchObject({ override_reason: why });

    // The same BVN on a second account: the only failing condition is the duplicate number.
    const dup = await submit(t);
    const dd = await decided(t, dup);
    expect(dd.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(dd.failed).toEqual(['duplicate_id_number']);
  }, 240_000);

  it('two faces in the selfie', async () => {
    const { t } = await app();
    const d = await decided(t, await submit(t, { selfie: await groupSelfie(1 / 15) }));
    expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(d.failed).toEqual(['selfie_one_face']);
  }, 180_000);

  it('an MRZ that disagrees with the typed names', async () => {
    const { t } = await app();
    const d = await decided(t, await submit(t, { mrz: { surname: 'EZE' } }));
    expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
    // The page prints the MRZ's names above it, so the printed-text check disagrees as well.
    expect([...d.failed].sort()).toEqual(['document_text', 'passport_mrz']);
  }, 180_000);

  it('a sanctions hit', async () => {
    const { t } = await app();
    const d = await decided(
      t,
      await submit(t, {
        member: { first_name: 'Chukwuemeka', last_name: 'Balogun-Adeyemi' },
        mrz: { surname: 'BALOGUN ADEYEMI', givenNames: 'CHUKWUEMEKA' },
      }),
    );
    expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(d.failed).toContain('sanctions_screening');
    expect(d.reasons).toContain('sanctions_screening: failed');
  }, 180_000);

  it('a selfie that is the provider’s portrait itself is a replay', async () => {
    const { t } = await app();
    const d = await decided(t, await submit(t, { selfie: facePhoto('person-a-1.jpg') }));
    expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(d.failed).toEqual(['face_match_lookup']);
    expect(d.results.find((r) => r.code === 'face_match_lookup')!.summary).toMatch(/replay/);
  }, 180_000);
});

describe('only a live capture is approved by the machine (issue 45)', () => {
  it('another photo of the member, uploaded as a file, goes to a person under any liveness floor', async () => {
    // The attacker's case: every other check passes (it is the member's face, another photo).
    const { t } = await app({ LIVENESS_FLOOR: '0', AUTO_LIVENESS_FLOOR: '0' });
    const d = await decided(t, await submit(t, { uploaded: true }));
    expect(d.failed).toEqual([]);
    expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(d.outcome).toBe('review');
    expect(d.reasons).toEqual(['live_capture: not_run']);
    expect(d.results.find((r) => r.code === 'live_capture')!.summary).toBe(
      livenessMessages.uploadedSelfie,
    );
  }, 180_000);
});

describe('switches and failures', () => {
  it('AUTO_DECISIONS=off: a clean case waits for a reviewer, as before', async () => {
    const { t } = await app({ AUTO_DECISIONS: 'off' });
    const s = await submit(t);
    const d = await decided(t, s);
    expect(d.failed).toEqual([]);
    expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
    expect(d.outcome).toBeUndefined();
  }, 180_000);

  it('AUTO_QA_RATE=0: an automatic approval gets no second look', async () => {
    const { t, reviewer } = await app({ AUTO_QA_RATE: '0' });
    const d = await decided(t, await submit(t));
    expect(d.status, JSON.stringify(d.results)).toBe('APPROVED');
    expect((await get(t.app, '/backoffice/second-looks', reviewer.token)).body.msg).toEqual([]);
  }, 180_000);

  it('a crash between the checks and the decision leaves the case in review, never half-approved', async () => {
    const { t } = await app();
    const heal = await failInsertsInto(t.db, 'policy_decisions');
    try {
      const s = await submit(t);
      const d = await decided(t, s);
      expect(d.failed).toEqual([]);
      expect(d.status).toBe('CURRENTLY_UNDER_REVIEW');
      const profile = (await get(t.app, '/account/info', s.token)).body.msg as MemberProfile;
      expect(profile.status).toBe('KYC_IN_PROGRESS');
      const snapshots = await t.db
        .selectFrom('verified_snapshots')
        .select('user_id')
        .where('user_id', '=', s.uuid)
        .execute();
      expect(snapshots).toEqual([]);
      const approvals = await t.db
        .selectFrom('audit_log')
        .select('seq')
        .where('target_id', '=', s.submissionId)
        .where('action', '=', 'kyc.approve')
        .execute();
      expect(approvals).toEqual([]);
    } finally {
      await heal();
    }
  }, 180_000);
});
