import { describe, expect, it } from 'vitest';
import type { LivenessAction } from '@vouch/contracts';
import { advance, GUIDE, progressOf, startGuide, type GuideState, type PoseSample } from './guide';

const challenge: LivenessAction[] = ['turn_left', 'look_up', 'turn_right'];
const face = (yaw: number, pitch: number): PoseSample => ({ faces: 1, yaw, pitch });
const none: PoseSample = { faces: 0, yaw: null, pitch: null };

function run(poses: PoseSample[], step = 200) {
  let state: GuideState = startGuide();
  const kept: number[] = [];
  poses.forEach((p, i) => {
    const r = advance(state, p, i * step, challenge);
    state = r.state;
    if (r.capture) kept.push(i);
  });
  return { state, kept };
}

describe('the live capture guide', () => {
  it('settles on the member’s straight-ahead, then keeps frames half-way, at each movement and after it', () => {
    // Straight at yaw 4, pitch 8 (a phone held low): the movements count from there.
    const poses = [
      face(4, 8),
      face(4, 8),
      face(5, 8),
      face(-5, 8),
      face(-14, 8),
      face(4, 8),
      face(4, 0),
      face(4, -7),
      face(4, 9),
      face(13, 8),
      face(22, 8),
      face(5, 7),
    ];
    const { state, kept } = run(poses);
    expect(state.phase).toBe('done');
    // Half-way frames: 3 (yaw -9), 6 (pitch -8), 9 (yaw +9).
    expect(kept).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('waits for one face before it starts, and ignores the wrong movement', () => {
    const { state, kept } = run([
      none,
      face(0, 0),
      face(0, 0),
      face(0, 0),
      face(20, 0),
      face(0, -20),
    ]);
    expect(kept).toEqual([3]);
    expect(state).toMatchObject({ phase: 'act', step: 0 });
    expect(progressOf(state, 3)).toBe(0);
  });

  it('gives up on a prompt not followed in time (a still picture), so the server can say why', () => {
    const still = Array.from({ length: 60 }, () => face(1, 2));
    const { state } = run(still);
    expect(state).toEqual({ phase: 'timeout', step: 0 });
    expect(60 * 200).toBeGreaterThan(GUIDE.actionTimeoutMs);
  });
});
