import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseView, CheckCode, CheckResult, KycRecord, QueueItem } from '@vouch/contracts';
import type { FaceEngine } from '../src/adapters/faces/face-engine.js';
import { SANDBOX_BVNS } from '../src/adapters/identity/sandbox-identity.js';
import {
  dataUrl,
  facePhoto,
  groupSelfie,
  paidMember,
  passportPage,
  passportSubmission,
} from './setup/kyc-fixtures.js';
import { get, post, registerMember, waitForMail } from './setup/members.js';
import { jobsWhere, leaseRanOut } from './setup/jobs.js';
import { sharedChecks } from './setup/checks.js';
import { createTestApp, type TestApp } from './setup/test-app.js';
import { makeStaff } from './setup/second-factor.js';

// The worker's face engine and OCR reader (setup/checks.ts): the models load once.
const { faceEngine: engine, mrzReader: reader } = sharedChecks();
const shared = { faceEngine: engine, mrzReader: reader };
let t: TestApp;
let reviewer: { token: string };

beforeAll(async () => {
  t = await createTestApp({ env: { CHECKS: 'on' }, checks: shared });
  reviewer = await staff(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function staff(app: TestApp) {
  const m = await registerMember(app.app, app.db, { verify: true });
  await makeStaff(app, m, 'reviewer');
  return m;
}

const MEMBER = { first_name: 'Adaeze', last_name: 'Okafor', dob: '14-03-1992' };

let passportSeq = 10_000_000;
/** Each member gets their own passport number (a shared one is a duplicate-ID finding). */
const nextPassport = () => `A${++passportSeq}`;

async function submit(
  app: TestApp,
  opts: {
    number?: string;
    selfie?: Buffer;
    document?: Buffer | ((number: string) => Promise<Buffer>);
    member?: Partial<typeof MEMBER & { first_name: string }>;
    bvn?: boolean;
  } = {},
) {
  const m = await paidMember(app.app, app.db, { ...MEMBER, ...opts.member });
  const number = opts.number ?? nextPassport();
  const document =
    typeof opts.document === 'function'
      ? await opts.document(number)
      : (opts.document ??
        (await passportPage(facePhoto('person-a-2.jpg'), { documentNumber: number })));
  if (opts.bvn) {
    await post(
      app.app,
      '/account/verify-identification-number',
      { id_type: 'bvn', id_number: SANDBOX_BVNS.self },
      m.token,
    );
  }
  const r = await post(
    app.app,
    '/kyc/create-new-kyc',
    await passportSubmission({
      ...(opts.bvn
        ? { identity_type: 'bvn', identity_number: SANDBOX_BVNS.self }
        : { identity_type: 'passport', identity_number: number }),
      document_file: { f: dataUrl(document), b: null },
      portrait_file: {
        old_capture: null,
        new_capture: dataUrl(opts.selfie ?? facePhoto('person-a-1.jpg')),
      },
    }),
    m.token,
  );
  expect(r.code, JSON.stringify(r.body)).toBe(200);
  const info = (
    (await get(app.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
  ).info;
  return { ...m, submissionId: info.id };
}

async function caseOf(app: TestApp, id: string, token = reviewer.token) {
  return (await get(app.app, `/backoffice/cases/${id}`, token)).body.msg as CaseView;
}

async function checked(app: TestApp, id: string) {
  await app.jobs.drain();
  const view = await caseOf(app, id);
  const by = (code: CheckCode) => view.checks.results.find((r) => r.code === code);
  return { view, by };
}

const outcome = (r: CheckResult | undefined) => r?.outcome;

describe('automated checks', () => {
  it('examines a genuine passport submission: one face, the same person, MRZ valid and matching', async () => {
    const m = await submit(t, { number: 'A12345678' });
    const { view, by } = await checked(t, m.submissionId);
    expect(outcome(by('selfie_one_face'))).toBe('passed');
    expect(outcome(by('document_face'))).toBe('passed');
    const match = by('face_match_document')!;
    expect(match.outcome, match.summary).toBe('passed');
    expect(match.score).toBeGreaterThan(0.55);
    const mrz = by('passport_mrz')!;
    expect(mrz.outcome, mrz.summary).toBe('passed');
    expect(mrz.details).toMatchObject({
      check_digits_valid: true,
      expired: false,
      matches: { number: true, names: true, dob: true },
    });
    // The MRZ text (ID number, date of birth) is never stored with the results.
    expect(JSON.stringify(view.checks)).not.toContain('A12345678');
    expect(outcome(by('duplicate_id_number'))).toBe('passed');
    expect(outcome(by('sanctions_screening'))).toBe('passed');
    expect(by('liveness_evidence')!.summary).toContain('proves no liveness');
    expect(view.checks.enabled).toBe(true);
    expect(view.checks.risk.level).not.toBe('pending');
    expect(view.checks.risk.level).not.toBe('high');
    expect(view.checks.risk.passed).toContain('face_match_document');
    for (const r of view.checks.results) expect(r.duration_ms).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('flags a selfie of someone else as high risk, and shows it in the queue column and filter', async () => {
    const m = await submit(t, { selfie: facePhoto('person-b.jpg') });
    const { view, by } = await checked(t, m.submissionId);
    const match = by('face_match_document')!;
    expect(match.outcome).toBe('failed');
    expect(match.score).toBeLessThan(0.55);
    expect(view.checks.risk.level).toBe('high');
    expect(view.checks.risk.attention[0]!.code).toBe('face_match_document');

    const queue = (await get(t.app, '/backoffice/queue?risk=high', reviewer.token)).body
      .msg as QueueItem[];
    expect(queue.map((q) => q.submission_id)).toContain(m.submissionId);
    expect(queue.every((q) => q.risk_level === 'high')).toBe(true);
    const clear = (await get(t.app, '/backoffice/queue?risk=clear', reviewer.token)).body
      .msg as QueueItem[];
    expect(clear.map((q) => q.submission_id)).not.toContain(m.submissionId);
    const bad = await get(t.app, '/backoffice/queue?risk=nonsense', reviewer.token);
    expect(bad.code).toBe(400);
  }, 120_000);

  it('fails the one-face check for a group photo', async () => {
    const m = await submit(t, { selfie: facePhoto('group-of-four.jpg') });
    const { by } = await checked(t, m.submissionId);
    const one = by('selfie_one_face')!;
    expect(one.outcome).toBe('failed');
    expect(one.details.faces).toBeGreaterThan(1);
    expect(outcome(by('face_match_document'))).toBe('not_run');
  }, 120_000);

  it('counts small faces in the background: two people at 1/15 of the width fail "one face"', async () => {
    // A number of its own, outside the sequence: the later tests keep the passport numbers (and
    // so the rendered MRZ lines the OCR reads) they had before this test was added.
    const m = await submit(t, { selfie: await groupSelfie(1 / 15), number: 'A98765432' });
    const { by } = await checked(t, m.submissionId);
    const one = by('selfie_one_face')!;
    expect(one.outcome, one.summary).toBe('failed');
    expect(one.details.faces).toBe(3);
    expect(one.summary).toBe('3 faces in the selfie');
  }, 120_000);

  it('finds the same face on another member’s selfie', async () => {
    const first = await submit(t, { selfie: facePhoto('person-c.jpg') });
    await checked(t, first.submissionId);
    const second = await submit(t, { selfie: facePhoto('person-c.jpg') });
    const { by, view } = await checked(t, second.submissionId);
    const dup = by('duplicate_face')!;
    expect(dup.outcome).toBe('failed');
    expect(dup.details.matches).toEqual(
      expect.arrayContaining([expect.objectContaining({ member_uuid: expect.any(String) })]),
    );
    const uuids = (dup.details.matches as { member_uuid: string }[]).map((x) => x.member_uuid);
    expect(uuids).toContain((await caseOf(t, first.submissionId)).member.uuid);
    expect(view.checks.risk.level).toBe('high');
    // Descriptions are stored encrypted: no plain numbers in the table.
    const rows = await t.db.selectFrom('face_descriptors').select('descriptor_enc').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.descriptor_enc).not.toMatch(/^\[|\d\.\d{4}/);
  }, 120_000);

  it('screens names against the sanctions test lists: a listed name hits, a near miss does not', async () => {
    const listed = await submit(t, {
      member: { first_name: 'Chukwuemeka', last_name: 'Balogun-Adeyemi' },
    });
    const hit = (await checked(t, listed.submissionId)).by('sanctions_screening')!;
    expect(hit.outcome).toBe('failed');
    const hits = hit.details.hits as { matched_name: string; entry: { list: string } }[];
    expect(hits[0]!.matched_name).toMatch(/Balogun/i);
    expect(hits[0]!.entry.list).toBeTruthy();
    expect((await caseOf(t, listed.submissionId)).checks.risk.level).toBe('high');

    const near = await submit(t, { member: { first_name: 'Chukwuemeka', last_name: 'Obi' } });
    expect(outcome((await checked(t, near.submissionId)).by('sanctions_screening'))).toBe('passed');
  }, 120_000);

  it('flags a blurred and a dark document, and an MRZ that does not match what was typed', async () => {
    const page = (documentNumber: string) =>
      passportPage(facePhoto('person-a-2.jpg'), { surname: 'EZE', documentNumber });
    const blurred = async (n: string) =>
      sharp(await page(n))
        .blur(6)
        .jpeg()
        .toBuffer();
    const m = await submit(t, { document: blurred });
    const q = (await checked(t, m.submissionId)).by('image_quality')!;
    expect(q.outcome).toBe('failed');
    expect(JSON.stringify(q.details)).toContain('blurred');

    const dark = await sharp(facePhoto('person-a-1.jpg')).linear(0.15, 0).jpeg().toBuffer();
    const d = await submit(t, { selfie: dark });
    const dq = (await checked(t, d.submissionId)).by('image_quality')!;
    expect(dq.outcome).toBe('failed');
    expect(JSON.stringify(dq.details)).toContain('too_dark');

    const other = await submit(t, { document: page });
    const mrz = (await checked(t, other.submissionId)).by('passport_mrz')!;
    expect(mrz.outcome).toBe('failed');
    expect(mrz.details).toMatchObject({ check_digits_valid: true, matches: { names: false } });
  }, 180_000);

  it('compares the identity lookup with what the member typed', async () => {
    const m = await submit(t, { bvn: true });
    const { by } = await checked(t, m.submissionId);
    const id = by('identity_data')!;
    expect(id.outcome, id.summary).toBe('passed');
    expect(id.details).toMatchObject({ names_match: true, dob_match: true });
    // The sandbox's lookup photo is a drawing: compared, and reported honestly either way.
    expect(by('face_match_lookup')).toBeDefined();
    // A BVN is not the passport's number: the MRZ is checked without comparing numbers.
    expect((by('passport_mrz')!.details.matches as { number: unknown }).number).toBeNull();
  }, 120_000);

  it('runs a check job again when the worker that took it stopped mid-job', async () => {
    const m = await submit(t);
    await t.jobs.drain();
    // As if the worker had died while running the job: no results, the job still running and
    // its lease over.
    await t.db.deleteFrom('kyc_checks').where('submission_id', '=', m.submissionId).execute();
    await t.db
      .updateTable('kyc_submissions')
      .set({ checks_done_at: null, risk_level: null })
      .where('id', '=', m.submissionId)
      .execute();
    const [job] = await jobsWhere(t.db, 'checks', 'submissionId', m.submissionId);
    expect(job).toMatchObject({ state: 'completed', attempts: 1 });
    await leaseRanOut(t.db, job!.id);
    expect((await caseOf(t, m.submissionId)).checks.risk.level).toBe('pending');
    // The engine notices the lease is over (pg-boss: its maintenance, every 2 s) and runs it again.
    for (
      let i = 0;
      i < 200 && (await caseOf(t, m.submissionId)).checks.risk.level === 'pending';
      i++
    )
      await new Promise((r) => setTimeout(r, 100));
    const { view } = await checked(t, m.submissionId);
    expect(view.checks.risk.level).not.toBe('pending');
    expect(view.checks.results.length).toBeGreaterThan(5);
    const [again] = await jobsWhere(t.db, 'checks', 'submissionId', m.submissionId);
    expect(again).toMatchObject({ state: 'completed', attempts: 2 });
  }, 120_000);

  it('shows results only to reviewers: a member cannot open the case', async () => {
    const m = await submit(t);
    await t.jobs.drain();
    expect((await get(t.app, `/backoffice/cases/${m.submissionId}`, m.token)).code).toBe(403);
  }, 120_000);
});

describe('checks that cannot run', () => {
  const broken: FaceEngine = {
    analyse: () => Promise.reject(new Error('model exploded')),
    countFaces: () => Promise.reject(new Error('model exploded')),
    close: () => Promise.resolve(),
  };
  const hanging: FaceEngine = {
    analyse: () => new Promise(() => undefined),
    countFaces: () => new Promise(() => undefined),
    close: () => Promise.resolve(),
  };

  it('records a crashed stage as "could not run" while the others finish, and the review goes on', async () => {
    const app = await createTestApp({
      env: { CHECKS: 'on' },
      checks: { faceEngine: broken, mrzReader: reader },
    });
    try {
      const rev = await staff(app);
      const m = await submit(app);
      await app.jobs.drain();
      const view = await caseOf(app, m.submissionId, rev.token);
      const by = (c: CheckCode) => view.checks.results.find((r) => r.code === c);
      for (const c of ['selfie_one_face', 'face_match_document', 'duplicate_face'] as const) {
        expect(outcome(by(c)), c).toBe('not_run');
        expect(by(c)!.summary).toMatch(/could not run/i);
      }
      expect(outcome(by('image_quality'))).toBe('passed');
      expect(outcome(by('passport_mrz'))).toBe('passed');
      expect(view.checks.risk.level).toBe('review');
      const d = await post(
        app.app,
        `/backoffice/cases/${m.submissionId}/decision`,
        { decision: 'approve' },
        rev.token,
      );
      expect(d.code).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('records a stage that overruns CHECK_TIMEOUT_MS as "could not run"; pending until then', async () => {
    const app = await createTestApp({
      env: { CHECKS: 'on', CHECK_TIMEOUT_MS: '1500' },
      checks: { faceEngine: hanging, mrzReader: reader },
    });
    try {
      const rev = await staff(app);
      const m = await submit(app);
      const before = await caseOf(app, m.submissionId, rev.token);
      expect(before.checks.risk.level).toBe('pending');
      const queued = (await get(app.app, '/backoffice/queue?risk=pending', rev.token)).body
        .msg as QueueItem[];
      expect(queued.map((q) => q.submission_id)).toContain(m.submissionId);
      await app.jobs.drain();
      const after = await caseOf(app, m.submissionId, rev.token);
      const one = after.checks.results.find((r) => r.code === 'selfie_one_face')!;
      expect(one.outcome).toBe('not_run');
      expect(one.summary).toMatch(/longer than/);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('automatic rejection of clear failures (AUTO_REJECT=on)', () => {
  it('rejects a selfie with no face at once and tells the member why; never approves', async () => {
    const app = await createTestApp({ env: { CHECKS: 'on', AUTO_REJECT: 'on' }, checks: shared });
    try {
      const wall = await sharp({
        create: { width: 720, height: 720, channels: 3, background: { r: 180, g: 170, b: 150 } },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="720"><rect x="100" y="100" width="300" height="200" fill="#7a5"/><circle cx="500" cy="500" r="90" fill="#345"/></svg>',
            ),
          },
        ])
        .jpeg()
        .toBuffer();
      const m = await submit(app, { selfie: wall });
      await app.jobs.drain();
      const info = (
        (await get(app.app, '/kyc/fetch-kyc-info', m.token)).body.msg as {
          info: KycRecord;
        }
      ).info;
      expect(info.status).toBe('REJECTED');
      expect(info.reason).toMatch(/could not find a face in your selfie/i);
      await waitForMail(app.db, m.email, '');
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_id', '=', m.submissionId)
        .execute();
      expect(audit).toContainEqual({ action: 'kyc.auto_reject', actor_id: null });
      // The member may resubmit straight away.
      const again = await post(
        app.app,
        '/kyc/update-kyc-info',
        await passportSubmission({
          identity_type: 'passport',
          identity_number: 'A87654321',
          document_file: {
            f: dataUrl(
              await passportPage(facePhoto('person-a-2.jpg'), { documentNumber: 'A87654321' }),
            ),
            b: null,
          },
          portrait_file: { old_capture: null, new_capture: dataUrl(facePhoto('person-a-1.jpg')) },
        }),
        m.token,
      );
      expect(again.code).toBe(200);
      await app.jobs.drain();
      const next = (
        (await get(app.app, '/kyc/fetch-kyc-info', m.token)).body.msg as {
          info: KycRecord;
        }
      ).info;
      // A good resubmission is left for a person: nothing is approved automatically.
      expect(next.status).toBe('CURRENTLY_UNDER_REVIEW');
    } finally {
      await app.close();
    }
  }, 180_000);
});
