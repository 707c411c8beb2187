import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVENESS_CHALLENGE_LENGTH,
  LIVENESS_SESSION_SECONDS,
  livenessMessages,
  livenessReasons,
  type HandoffCreated,
  type HandoffRedeemed,
  type HandoffStatus,
  type KycRecord,
  type LivenessResult,
} from '@vouch/contracts';
import { pictureAttacks } from '../../../bench/liveness/attacks.js';
import { synthesizedSequence } from '../../../bench/liveness/synthesize.js';
import { sharedChecks } from './setup/checks.js';
import { dataUrl, facePhoto, paidMember, passportSubmission } from './setup/kyc-fixtures.js';
import { answerLiveness, openLiveness } from './setup/liveness.js';
import { get, post, registerMember } from './setup/members.js';
import { runVouch } from './setup/cli.js';
import { staff } from './setup/lifecycle.js';
import { createTestApp, type TestApp } from './setup/test-app.js';

/**
 * The live capture (issue 45) with the real checker and the real face models. The sequences that
 * pass are SYNTHESIZED from a still photo (a face mesh re-rendered turning: an attack the design
 * does not claim to stop, decision 0049): they show that the checker passes the challenged
 * motions. Sessions judged on their pictures are moved 10 s into the past first, as if the member
 * took that long; the server's clock is tested on its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKS: 'off' }, checks: sharedChecks() });
});
afterAll(() => t.close());

async function openedAgo(id: string, ms: number) {
  await t.db
    .updateTable('liveness_sessions')
    .set({ created_at: new Date(Date.now() - ms).toISOString() })
    .where('id', '=', id)
    .execute();
}

const outcome = (r: { body: { msg: unknown } }) => r.body.msg as LivenessResult;
const codes = (r: { body: { msg: unknown } }) => outcome(r).reasons.map((x) => x.code);

describe('opening a live capture', () => {
  it('needs a signed-in member with a verified e-mail and a paid fee', async () => {
    expect((await post(t.app, '/kyc/liveness-sessions', {})).code).toBe(401);
    const unpaid = await registerMember(t.app, t.db, { verify: true });
    expect((await post(t.app, '/kyc/liveness-sessions', {}, unpaid.token)).code).toBe(403);
    const m = await paidMember(t.app, t.db);
    const s = await openLiveness(t.app, m.token);
    expect(s.challenge).toHaveLength(LIVENESS_CHALLENGE_LENGTH);
    expect(new Set(s.challenge).size).toBe(LIVENESS_CHALLENGE_LENGTH);
    const ttl = Date.parse(s.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan((LIVENESS_SESSION_SECONDS - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual(LIVENESS_SESSION_SECONDS * 1000);
  });
});

describe('answering it: the server decides', () => {
  it('passes the challenged motions (synthesized), once; the frame it keeps is a straight one', async () => {
    const m = await paidMember(t.app, t.db);
    const s = await openLiveness(t.app, m.token);
    const frames = await synthesizedSequence(facePhoto('person-a-2.jpg'), s.challenge);
    await openedAgo(s.id, 10_000);
    const r = await answerLiveness(t.app, m.token, s.id, frames);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    expect(outcome(r)).toEqual({ id: s.id, outcome: 'passed', reasons: [] });
    const row = await t.db
      .selectFrom('liveness_sessions')
      .selectAll()
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.measured!).movements).toEqual(s.challenge);
    const kept = await t.db
      .selectFrom('liveness_frames')
      .select(['state', 'storage_key'])
      .where('session_id', '=', s.id)
      .orderBy('idx')
      .execute();
    expect(kept).toHaveLength(frames.length);
    expect(kept.find((f) => f.storage_key === row.selfie_key)!.state).toBe('neutral');

    // Once answered, never again, whatever is sent.
    const again = await answerLiveness(t.app, m.token, s.id, frames);
    expect(again.body).toMatchObject({ status: 409, msg: livenessMessages.sessionFinished });
  }, 120_000);

  it('fails a still photo, a photo moved by hand, and two people, saying why in words', async () => {
    const m = await paidMember(t.app, t.db);
    const victim = facePhoto('person-a-1.jpg');
    const other = facePhoto('person-b.jpg');
    const byName = new Map(pictureAttacks.map((a) => [a.name, a]));
    const expected: [string, string][] = [
      ['still photo', 'identical_frames'],
      ['photo moved by hand', 'wrong_movements'],
      ["two people's frames interleaved", 'different_people'],
    ];
    for (const [name, reason] of expected) {
      const s = await openLiveness(t.app, m.token);
      const frames = await byName.get(name)!.frames(victim, s.challenge, other, 3);
      await openedAgo(s.id, 10_000);
      const r = await answerLiveness(t.app, m.token, s.id, frames);
      expect(outcome(r).outcome, name).toBe('failed');
      expect(codes(r), name).toContain(reason);
      expect(outcome(r).reasons).toContainEqual({
        code: reason,
        message: livenessReasons[reason as keyof typeof livenessReasons],
      });
    }
  }, 180_000);

  it('times the session by its own clock: too fast fails, expired is refused', async () => {
    const m = await paidMember(t.app, t.db);
    const fast = await openLiveness(t.app, m.token);
    const frames = await synthesizedSequence(facePhoto('person-c.jpg'), fast.challenge);
    // Sent the moment it opened, whatever `at` says.
    expect(codes(await answerLiveness(t.app, m.token, fast.id, frames))).toEqual(['too_fast']);

    const old = await openLiveness(t.app, m.token);
    await t.db
      .updateTable('liveness_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    expect((await answerLiveness(t.app, m.token, old.id, frames)).body).toMatchObject({
      status: 410,
      msg: livenessMessages.sessionExpired,
    });
  }, 120_000);

  it("refuses another member's session and bad frames, and bad input changes nothing", async () => {
    const m = await paidMember(t.app, t.db);
    const thief = await paidMember(t.app, t.db);
    const s = await openLiveness(t.app, m.token);
    const photo = facePhoto('person-b.jpg');
    const four = [photo, photo, photo, photo];
    expect((await answerLiveness(t.app, thief.token, s.id, four)).code).toBe(404);
    expect(
      (await answerLiveness(t.app, m.token, '00000000-0000-4000-8000-000000000000', four)).code,
    ).toBe(404);
    const few = await answerLiveness(t.app, m.token, s.id, [photo]);
    expect(few.body).toMatchObject({ status: 400, msg: livenessMessages.framesRequired });
    const notImage = await post(
      t.app,
      `/kyc/liveness-sessions/${s.id}/frames`,
      { frames: four.map((_, i) => ({ at: i, image: 'data:text/plain;base64,aGVsbG8=' })) },
      m.token,
    );
    expect(notImage.code).toBe(400);
    const broken = await post(
      t.app,
      `/kyc/liveness-sessions/${s.id}/frames`,
      {
        frames: four.map((_, i) => ({
          at: i,
          image: dataUrl(Buffer.from('not really a jpeg at all, just text')),
        })),
      },
      m.token,
    );
    expect(broken.code).toBe(400);
    const row = await t.db
      .selectFrom('liveness_sessions')
      .select(['answered_at', 'outcome'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ answered_at: null, outcome: null });
  });

  it('fails frames already used in an earlier session (a replay)', async () => {
    const m = await paidMember(t.app, t.db);
    const first = await openLiveness(t.app, m.token);
    const frames = await synthesizedSequence(facePhoto('person-a-3.jpg'), first.challenge, {
      seed: 9,
    });
    await openedAgo(first.id, 10_000);
    expect(outcome(await answerLiveness(t.app, m.token, first.id, frames)).outcome).toBe('passed');
    // A new session asks the same challenge one time in 24: open until it does.
    let next = await openLiveness(t.app, m.token);
    for (let i = 0; i < 200 && next.challenge.join() !== first.challenge.join(); i++)
      next = await openLiveness(t.app, m.token);
    await openedAgo(next.id, 10_000);
    expect(codes(await answerLiveness(t.app, m.token, next.id, frames))).toEqual([
      'replayed_frames',
    ]);
  }, 120_000);
});

describe('a submission with a live capture', () => {
  it('takes its selfie from the session, uses it up, and an upload beside it counts for nothing', async () => {
    const m = await paidMember(t.app, t.db);
    const s = await openLiveness(t.app, m.token);
    await openedAgo(s.id, 10_000);
    const passed = await answerLiveness(
      t.app,
      m.token,
      s.id,
      await synthesizedSequence(facePhoto('person-b.jpg'), s.challenge),
    );
    expect(outcome(passed).outcome).toBe('passed');
    const payload = await passportSubmission({
      liveness_session_id: s.id,
      portrait_file: { old_capture: null, new_capture: dataUrl(facePhoto('person-c.jpg')) },
    });
    const r = await post(t.app, '/kyc/create-new-kyc', payload, m.token);
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    const info = (
      (await get(t.app, '/kyc/fetch-kyc-info', m.token)).body.msg as { info: KycRecord }
    ).info;
    const row = await t.db
      .selectFrom('liveness_sessions')
      .select(['selfie_key', 'used_by'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.used_by).toBe(info.id);
    const selfie = await t.app.inject({
      url: info.portrait_file.new_capture,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(selfie.rawPayload.equals((await t.storage.get(row.selfie_key!))!)).toBe(true);
    const submission = await t.db
      .selectFrom('kyc_submissions')
      .select('liveness_session_id')
      .where('id', '=', info.id)
      .executeTakeFirstOrThrow();
    expect(submission.liveness_session_id).toBe(s.id);
  }, 120_000);

  it('refuses a failed, foreign or used session with a clear message and stores nothing', async () => {
    const m = await paidMember(t.app, t.db);
    const other = await paidMember(t.app, t.db);
    const failed = await openLiveness(t.app, m.token);
    const photo = facePhoto('person-a-1.jpg');
    await answerLiveness(t.app, m.token, failed.id, [photo, photo, photo, photo]);
    const foreign = await openLiveness(t.app, other.token);
    for (const [id, msg] of [
      [failed.id, livenessMessages.notPassed],
      [foreign.id, livenessMessages.sessionNotFound],
    ] as const) {
      const r = await post(
        t.app,
        '/kyc/create-new-kyc',
        await passportSubmission({
          liveness_session_id: id,
          portrait_file: { old_capture: null, new_capture: null },
        }),
        m.token,
      );
      expect(r.body).toMatchObject({ status: 400, msg });
    }
    const none = await t.db
      .selectFrom('kyc_submissions')
      .select('id')
      .where('liveness_session_id', 'in', [failed.id, foreign.id])
      .execute();
    expect(none).toEqual([]);
    // Without a live capture or an upload there is no selfie at all.
    const bare = await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({ portrait_file: { old_capture: null, new_capture: null } }),
      m.token,
    );
    expect(bare.code).toBe(400);
  });
});

describe('the phone hand-off', () => {
  it('runs the live capture on the phone and hands the passed session to the computer', async () => {
    const m = await paidMember(t.app, t.db);
    const link = (await post(t.app, '/kyc/handoffs', { step: 'selfie' }, m.token)).body
      .msg as HandoffCreated;
    const phone = (await post(t.app, '/handoff/redeem', { token: link.token })).body
      .msg as HandoffRedeemed;
    const auth = phone.capture_token;
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/handoff/liveness-sessions',
      headers: { authorization: `Bearer ${auth}` },
      payload: {},
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const s = opened.json().msg as { id: string; challenge: ('turn_left' | 'turn_right')[] };
    await openedAgo(s.id, 10_000);
    // Its own seed: the first test's frames, if the challenge matched, would be a replay.
    const frames = await synthesizedSequence(facePhoto('person-a-2.jpg'), s.challenge as never, {
      seed: 21,
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/handoff/liveness-sessions/${s.id}/frames`,
      headers: { authorization: `Bearer ${auth}` },
      payload: { frames: frames.map((f, i) => ({ at: i * 700, image: dataUrl(f) })) },
    });
    expect(answered.json().msg, answered.body).toMatchObject({ outcome: 'passed' });
    // A member's own session token is not the phone's credential, and the reverse.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/handoff/liveness-sessions',
      headers: { authorization: `Bearer ${m.token}` },
      payload: {},
    });
    expect(wrong.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/handoff/complete',
          headers: { authorization: `Bearer ${auth}` },
        })
      ).statusCode,
    ).toBe(200);
    const status = (await get(t.app, `/kyc/handoffs/${link.id}`, m.token)).body
      .msg as HandoffStatus;
    expect(status).toMatchObject({ state: 'completed', liveness_session_id: s.id });
  }, 120_000);
});

describe('frames are kept only while their selfie is', () => {
  it('the sweep deletes an unused session’s frames, keeps a submitted one’s, and replays stay replays', async () => {
    const m = await paidMember(t.app, t.db);
    const pass = async (seed: number) => {
      const s = await openLiveness(t.app, m.token);
      await openedAgo(s.id, 10_000);
      const frames = await synthesizedSequence(facePhoto('person-b.jpg'), s.challenge, { seed });
      expect(outcome(await answerLiveness(t.app, m.token, s.id, frames)).outcome).toBe('passed');
      return s.id;
    };
    const unused = await pass(31);
    const used = await pass(32);
    const r = await post(
      t.app,
      '/kyc/create-new-kyc',
      await passportSubmission({
        liveness_session_id: used,
        portrait_file: { old_capture: null, new_capture: null },
      }),
      m.token,
    );
    expect(r.code, JSON.stringify(r.body)).toBe(200);
    // In their order: PostgreSQL returns updated rows in no promised order otherwise.
    const framesOf = (id: string) =>
      t.db
        .selectFrom('liveness_frames')
        .select(['storage_key', 'sha256'])
        .where('session_id', '=', id)
        .orderBy('idx')
        .execute();
    const before = await framesOf(unused);
    const deleted = await t.liveness.sweep(0);
    expect(deleted).toBeGreaterThanOrEqual(before.length);
    for (const f of before) expect(await t.storage.get(f.storage_key)).toBeNull();
    const after = await framesOf(unused);
    expect(after.map((f) => f.storage_key)).toEqual(after.map(() => ''));
    // The hashes stay: the same frames are still a replay.
    expect(after.map((f) => f.sha256)).toEqual(before.map((f) => f.sha256));
    for (const f of await framesOf(used)) expect(await t.storage.get(f.storage_key)).not.toBeNull();
  }, 120_000);
});

describe('genuine recordings for the evaluation (staff)', () => {
  it('an admin keeps one with consent; the CLI writes them out; nobody else can', async () => {
    const admin = await staff(t, 'admin');
    const reviewer = await staff(t, 'reviewer');
    const photo = dataUrl(facePhoto('person-c.jpg'));
    const body = {
      consent: true,
      challenge: ['look_up', 'turn_left', 'turn_right'],
      elapsed_ms: 7400,
      frames: [0, 1, 2, 3].map((i) => ({ at: i * 900, image: photo })),
    };
    expect((await post(t.app, '/backoffice/liveness-samples', body, reviewer.token)).code).toBe(
      403,
    );
    const refused = await post(
      t.app,
      '/backoffice/liveness-samples',
      { ...body, consent: false },
      admin.token,
    );
    expect(refused.body).toMatchObject({
      status: 400,
      msg: 'The person recorded must agree first',
    });
    const kept = await post(t.app, '/backoffice/liveness-samples', body, admin.token);
    expect(kept.code, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.msg).toMatchObject({ count: 1 });
    expect((await get(t.app, '/backoffice/liveness-samples', admin.token)).body.msg).toEqual({
      count: 1,
    });

    const out = mkdtempSync(path.join(tmpdir(), 'vouch-samples-'));
    try {
      const r = await runVouch(t.config, ['liveness-samples', '--out', out]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('1 recording written');
      const files = readdirSync(out);
      expect(files).toEqual([`${(kept.body.msg as { id: string }).id}.json`]);
      const sample = JSON.parse(readFileSync(path.join(out, files[0]!), 'utf8'));
      expect(sample).toMatchObject({ challenge: body.challenge, elapsed_ms: 7400 });
      expect(sample.frames).toHaveLength(4);
      expect(sample.frames[0].image).toMatch(/^data:image\/jpeg;base64,/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
