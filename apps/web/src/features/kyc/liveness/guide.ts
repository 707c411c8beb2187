import type { LivenessAction } from '@vouch/contracts';

/**
 * The browser's side of the live capture (issue 45): when to take each frame while the member
 * follows the challenge. It only paces the capture; the server re-reads every frame and decides.
 * Its bars sit a little above the server's (12° of yaw, 10° of pitch) so that a frame the guide
 * took at a turn is one the server also reads as that turn.
 */
export const GUIDE = {
  yaw: 16,
  pitch: 13,
  /** Back to straight: within this many degrees of both. */
  neutral: 6,
  /** Straight-ahead samples averaged before the first prompt. */
  settleSamples: 3,
  /** A prompt not followed in this time ends the attempt: the server then says what it saw. */
  actionTimeoutMs: 6000,
} as const;

export interface PoseSample {
  faces: number;
  /** Degrees, from the face mesh: yaw < 0 is the member's own left, pitch < 0 is up. */
  yaw: number | null;
  pitch: number | null;
}

export type GuideState =
  | { phase: 'settle'; samples: { yaw: number; pitch: number }[] }
  | {
      phase: 'act' | 'return';
      step: number;
      since: number;
      ref: { yaw: number; pitch: number };
      /** A frame was kept as the movement started (the server checks the person on it). */
      started?: boolean;
    }
  | { phase: 'done' }
  | { phase: 'timeout'; step: number };

export const startGuide = (): GuideState => ({ phase: 'settle', samples: [] });

/** `share` of the movement done: 1 is the full movement, 0.5 half of it. */
function reached(action: LivenessAction, dy: number, dp: number, share = 1): boolean {
  switch (action) {
    case 'turn_left':
      return dy <= -GUIDE.yaw * share && Math.abs(dp) < Math.abs(dy);
    case 'turn_right':
      return dy >= GUIDE.yaw * share && Math.abs(dp) < Math.abs(dy);
    case 'look_up':
      return dp <= -GUIDE.pitch * share && Math.abs(dy) < Math.abs(dp) * 1.5;
    case 'look_down':
      return dp >= GUIDE.pitch * share && Math.abs(dy) < Math.abs(dp) * 1.5;
  }
}

/**
 * One look at the camera: the next state, and whether to keep this frame. Frames kept: the first
 * straight one, each movement half-way and at its peak, and the straight one after it.
 */
export function advance(
  state: GuideState,
  pose: PoseSample,
  now: number,
  challenge: LivenessAction[],
): { state: GuideState; capture: boolean } {
  const one = pose.faces === 1 && pose.yaw !== null && pose.pitch !== null;
  if (state.phase === 'settle') {
    if (!one) return { state: startGuide(), capture: false };
    const samples = [...state.samples, { yaw: pose.yaw!, pitch: pose.pitch! }];
    if (samples.length < GUIDE.settleSamples)
      return { state: { phase: 'settle', samples }, capture: false };
    const ref = {
      yaw: samples.reduce((s, p) => s + p.yaw, 0) / samples.length,
      pitch: samples.reduce((s, p) => s + p.pitch, 0) / samples.length,
    };
    return { state: { phase: 'act', step: 0, since: now, ref }, capture: true };
  }
  if (state.phase === 'done' || state.phase === 'timeout') return { state, capture: false };

  const action = challenge[state.step]!;
  const dy = one ? pose.yaw! - state.ref.yaw : 0;
  const dp = one ? pose.pitch! - state.ref.pitch : 0;
  if (state.phase === 'act') {
    if (one && reached(action, dy, dp))
      return { state: { ...state, phase: 'return', since: now }, capture: true };
    // Half-way: the face still turned little enough to say whose it is (the server compares it).
    if (one && !state.started && reached(action, dy, dp, 0.5))
      return { state: { ...state, started: true }, capture: true };
    if (now - state.since > GUIDE.actionTimeoutMs)
      return { state: { phase: 'timeout', step: state.step }, capture: false };
    return { state, capture: false };
  }
  // Back to straight: the frame after each movement.
  const straight = one && Math.abs(dy) < GUIDE.neutral && Math.abs(dp) < GUIDE.neutral;
  if (!straight && now - state.since <= GUIDE.actionTimeoutMs) return { state, capture: false };
  if (!straight) return { state: { phase: 'timeout', step: state.step }, capture: false };
  const next = state.step + 1;
  return next < challenge.length
    ? {
        state: { phase: 'act', step: next, since: now, ref: state.ref, started: false },
        capture: true,
      }
    : { state: { phase: 'done' }, capture: true };
}

/** How far along the member is, for the progress bar: 0 … challenge.length. */
export function progressOf(state: GuideState, length: number): number {
  if (state.phase === 'done') return length;
  if (state.phase === 'settle') return 0;
  return state.phase === 'return' ? state.step + 1 : state.step;
}
