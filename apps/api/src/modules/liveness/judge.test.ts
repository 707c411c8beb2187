import { describe, expect, it } from 'vitest';
import type { LivenessAction } from '@vouch/contracts';
import { judge, movementsOf, stateOf, THRESHOLDS, type FrameReading } from './judge.js';
import { randomChallenge } from './challenge.js';

// Descriptors far apart (similarity 0) for two people; each person's identical to themself (1).
const personA = Array.from({ length: 8 }, (_, i) => (i === 0 ? 1 : 0));
const personB = Array.from({ length: 8 }, (_, i) => (i === 1 ? 20 : 0));

let n = 0;
function frame(yaw: number, pitch: number, over: Partial<FrameReading> = {}): FrameReading {
  n += 1;
  return {
    faces: 1,
    yaw,
    pitch,
    descriptor: personA,
    score: 0.9,
    real: 0.6,
    live: 0.9,
    pixels: `p${n}`,
    sha256: `s${n}`,
    ...over,
  };
}

const POSE: Record<LivenessAction, [number, number]> = {
  turn_left: [-25, 10],
  turn_right: [20, 10],
  look_up: [-5, -8],
  look_down: [-5, 28],
};
/**
 * A head at yaw -5, pitch 10 (a phone held a little low) making the actions: half-way, the full
 * movement, back to straight.
 */
function performing(actions: LivenessAction[]): FrameReading[] {
  const out = [frame(-5, 10)];
  for (const a of actions) {
    const [yaw, pitch] = POSE[a];
    out.push(
      frame(-5 + (yaw + 5) * 0.5, 10 + (pitch - 10) * 0.5),
      frame(yaw, pitch),
      frame(-5, 10),
    );
  }
  return out;
}
const ctx = { elapsedMs: 9000, seenBefore: new Set<string>(), knownPictures: [] as number[][] };
const challenge: LivenessAction[] = ['turn_left', 'look_up', 'turn_right'];

describe('the live capture verdict', () => {
  it('passes the challenged movements in order, the straight frame the selfie', () => {
    const v = judge(challenge, performing(challenge), ctx);
    expect(v.reasons).toEqual([]);
    expect(v.outcome).toBe('passed');
    expect(v.measured?.movements).toEqual(challenge);
    expect(v.states[v.selfie!]).toBe('neutral');
  });

  it('measures movements from the member’s own straight-ahead, not the camera’s', () => {
    const ref = { yaw: -5, pitch: 10 };
    expect(stateOf(frame(-5, 10), ref)).toBe('neutral');
    expect(stateOf(frame(-5 - THRESHOLDS.yaw, 10), ref)).toBe('turn_left');
    expect(stateOf(frame(-5 + THRESHOLDS.yaw, 10), ref)).toBe('turn_right');
    expect(stateOf(frame(-5, 10 - THRESHOLDS.pitch), ref)).toBe('look_up');
    expect(stateOf(frame(-5, 10 + THRESHOLDS.pitch), ref)).toBe('look_down');
    expect(stateOf(frame(-5 - THRESHOLDS.yaw / 2 - 3, 10), ref)).toBe('between');
    expect(stateOf(frame(0, 0, { faces: 2 }), ref)).toBe('unread');
    expect(
      movementsOf(['neutral', 'turn_left', 'turn_left', 'between', 'neutral', 'look_up']),
    ).toEqual(['turn_left', 'look_up']);
  });

  it('fails the right movements in the wrong order, a missing one, and a spray of every one', () => {
    expect(
      judge(challenge, performing(['look_up', 'turn_left', 'turn_right']), ctx).reasons,
    ).toContain('wrong_movements');
    expect(judge(challenge, performing(['turn_left', 'look_up']), ctx).reasons).toContain(
      'wrong_movements',
    );
    const spray = performing(['turn_left', 'turn_right', 'look_up', 'look_down', 'turn_right']);
    expect(judge(challenge, spray, ctx).reasons).toContain('wrong_movements');
  });

  it('fails a still picture: no movement, and the same pixels again', () => {
    const still = Array.from({ length: 7 }, () =>
      frame(-5, 10, { pixels: 'same', sha256: 'same' }),
    );
    const v = judge(challenge, still, ctx);
    expect(v.outcome).toBe('failed');
    expect(v.reasons).toEqual(expect.arrayContaining(['identical_frames', 'wrong_movements']));
  });

  it('fails two people, missing or extra faces, and a head no neck could turn', () => {
    const mixed = performing(challenge).map((f, i) => (i % 2 ? { ...f, descriptor: personB } : f));
    expect(judge(challenge, mixed, ctx).reasons).toContain('different_people');
    const noFace = performing(challenge);
    noFace[2] = { ...noFace[2]!, faces: 0, yaw: null, pitch: null, descriptor: null };
    expect(judge(challenge, noFace, ctx).reasons).toContain('no_face');
    const two = performing(challenge);
    two[4] = { ...two[4]!, faces: 2 };
    expect(judge(challenge, two, ctx).reasons).toContain('several_faces');
    const warped = performing(challenge);
    warped[1] = { ...warped[1]!, yaw: -5 - THRESHOLDS.maxYaw - 10 };
    expect(judge(challenge, warped, ctx).reasons).toContain('wrong_movements');
  });

  it('times by the server’s clock, whatever `at` the browser wrote', () => {
    const min = THRESHOLDS.minBaseMs + THRESHOLDS.minPerActionMs * challenge.length;
    expect(judge(challenge, performing(challenge), { ...ctx, elapsedMs: min - 1 }).reasons).toEqual(
      ['too_fast'],
    );
    expect(judge(challenge, performing(challenge), { ...ctx, elapsedMs: min }).outcome).toBe(
      'passed',
    );
  });

  it('checks the person on each movement as it starts, where a turned face still says whose it is', () => {
    // Every movement is someone else's head, the straight frames the member's photo.
    const swapped = performing(challenge).map((f, i) =>
      i % 3 === 0 ? f : { ...f, descriptor: personB },
    );
    expect(judge(challenge, swapped, ctx).reasons).toContain('different_people');
    // A movement seen only at its end (nothing gentle enough to compare) proves no one.
    const abrupt = performing(challenge).filter((_, i) => i % 3 !== 1);
    const far = abrupt.map((f) =>
      f.yaw !== null && Math.abs(f.yaw + 5) > 10 ? { ...f, yaw: f.yaw < -5 ? -40 : 30 } : f,
    );
    expect(judge(challenge, far, ctx).measured?.same_person_near).toBe(0);
  });

  it('fails a frame seen in an earlier session, and a picture Vouch holds', () => {
    const frames = performing(challenge);
    expect(
      judge(challenge, frames, { ...ctx, seenBefore: new Set([frames[3]!.sha256]) }).reasons,
    ).toEqual(['replayed_frames']);
    expect(judge(challenge, frames, { ...ctx, knownPictures: [personA] }).reasons).toContain(
      'known_picture',
    );
  });

  it('fails when the passive models see a picture of a picture in most frames', () => {
    const flat = performing(challenge).map((f) => ({ ...f, real: 0.05 }));
    expect(judge(challenge, flat, ctx).reasons).toEqual(['spoof_signals']);
  });

  it('asks three different actions in a random order', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const c = randomChallenge();
      expect(new Set(c).size).toBe(3);
      seen.add(c.join());
    }
    // 24 orders exist; 400 draws miss one with a chance of about 24 × (23/24)^400, 1e-6.
    expect(seen.size).toBe(24);
  });
});
