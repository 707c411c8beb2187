import type { LivenessAction, LivenessReason } from '@vouch/contracts';
import { faceSimilarity } from '../../adapters/faces/similarity.js';

/**
 * The live capture's verdict (decision 0049), a pure function of what the face models read in
 * each frame and of the server's clock, so the evaluation and the tests ask it directly.
 */

/** What the models read in one frame, in the order the browser took them. */
export interface FrameReading {
  /** Faces the detector found (exactly one is wanted). */
  faces: number;
  /** Degrees (the face engine's convention: yaw < 0 is the person's own left, pitch > 0 down). */
  yaw: number | null;
  pitch: number | null;
  descriptor: number[] | null;
  /** Detector confidence of the one face, 0 when none. */
  score: number;
  /** Passive anti-spoofing and liveness scores of the one face (weak, single-image models). */
  real: number | null;
  live: number | null;
  /** Of the decoded pixels: two frames with the same hash are the same picture. */
  pixels: string;
  /** Of the stored frame: the same frame in an earlier session is a replay. */
  sha256: string;
}

export type FrameState = 'neutral' | LivenessAction | 'between' | 'unread';

export interface Thresholds {
  /** A turn counts from this many degrees of yaw away from the member's own straight-ahead. */
  yaw: number;
  /** A tilt counts from this many degrees of pitch. */
  pitch: number;
  /** Within this many degrees of both, the head is straight. */
  neutral: number;
  /** Beyond these, no neck did it: a picture was warped, or the mesh misread. */
  maxYaw: number;
  maxPitch: number;
  /** Every frame's face must be this similar to the selfie frame's (same person). */
  samePerson: number;
  /**
   * Each movement's gentlest frame (as it starts: a face turned 10-20° still describes its
   * person well, one turned 35° does not) must be this similar to the selfie frame.
   */
  samePersonNear: number;
  /** A movement's gentlest frame may be turned this far at most, or it was not seen starting. */
  gentleYaw: number;
  gentlePitch: number;
  /** This similar to a picture we hold (the registry portrait) is that picture itself. */
  knownPicture: number;
  /** The server's clock: at least this long from opening to answer, per action, plus `minBase`. */
  minPerActionMs: number;
  minBaseMs: number;
  /** Median passive scores below this fail (evidence against; never proof for). */
  passiveFloor: number;
}

/**
 * Set from the models' documented and measured behaviour, not from genuine recordings (none exist
 * yet; decision 0049): Human's mesh reads a face re-rendered 35° to a side as 15–22° of yaw and
 * 20° up or down as 12–19° of pitch, so a turn counts from 12° and a tilt from 10°; same-person
 * photos score 0.7–0.8 and different people 0.2–0.4 on the description model (fixtures README),
 * turned faces less (0.51 at the least on re-rendered turns), so 0.45; a re-encoded copy of one picture scores above 0.95.
 */
export const THRESHOLDS: Thresholds = {
  yaw: 12,
  pitch: 10,
  neutral: 7,
  maxYaw: 70,
  maxPitch: 60,
  samePerson: 0.45,
  samePersonNear: 0.58,
  gentleYaw: 24,
  gentlePitch: 20,
  knownPicture: 0.95,
  minPerActionMs: 1200,
  minBaseMs: 1000,
  passiveFloor: 0.2,
};

export interface Judgement {
  outcome: 'passed' | 'failed';
  reasons: LivenessReason[];
  /** Index of the frame that becomes the selfie (the straightest, clearest one), or null. */
  selfie: number | null;
  states: FrameState[];
  /** Null for the sandbox checker, which measures nothing. */
  measured: Measured | null;
}

export interface Measured {
  reference: { yaw: number; pitch: number } | null;
  movements: LivenessAction[];
  elapsed_ms: number;
  min_ms: number;
  same_person_min: number | null;
  /** The lowest similarity of a movement's gentlest frame to the selfie frame. */
  same_person_near: number | null;
  antispoof_median: number | null;
  liveness_median: number | null;
  thresholds: Thresholds;
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Where the head points in one frame, relative to the member's own straight-ahead. */
export function stateOf(
  f: Pick<FrameReading, 'faces' | 'yaw' | 'pitch'>,
  ref: { yaw: number; pitch: number },
  t: Thresholds = THRESHOLDS,
): FrameState {
  if (f.faces !== 1 || f.yaw === null || f.pitch === null) return 'unread';
  const dy = f.yaw - ref.yaw;
  const dp = f.pitch - ref.pitch;
  if (Math.abs(dy) < t.neutral && Math.abs(dp) < t.neutral) return 'neutral';
  // The larger movement, each measured against its own threshold, says which one this is.
  const yawShare = Math.abs(dy) / t.yaw;
  const pitchShare = Math.abs(dp) / t.pitch;
  if (yawShare >= pitchShare && yawShare >= 1) return dy < 0 ? 'turn_left' : 'turn_right';
  if (pitchShare > yawShare && pitchShare >= 1) return dp < 0 ? 'look_up' : 'look_down';
  return 'between';
}

/** The actions a sequence of states shows: each run of one action counted once, in order. */
export function movementsOf(states: FrameState[]): LivenessAction[] {
  const out: LivenessAction[] = [];
  let last: FrameState | null = null;
  for (const s of states) {
    if (s === 'between' || s === 'unread') continue;
    if (s !== 'neutral' && s !== last) out.push(s);
    last = s;
  }
  return out;
}

/**
 * Each movement with its frames: the 'between' frames after the last straight one, and the frames
 * of the movement itself.
 */
export function movementRuns(states: FrameState[]): { action: LivenessAction; frames: number[] }[] {
  const runs: { action: LivenessAction; frames: number[] }[] = [];
  let pending: number[] = [];
  let current: { action: LivenessAction; frames: number[] } | null = null;
  states.forEach((s, i) => {
    if (s === 'unread') return;
    if (s === 'neutral') {
      current = null;
      pending = [];
    } else if (s === 'between') {
      if (current) current.frames.push(i);
      else pending.push(i);
    } else if (current && current.action === s) {
      current.frames.push(i);
    } else {
      current = { action: s, frames: [...pending, i] };
      pending = [];
      runs.push(current);
    }
  });
  return runs;
}

export function judge(
  challenge: LivenessAction[],
  frames: FrameReading[],
  context: {
    /** Server clock: from opening the session to receiving the frames. */
    elapsedMs: number;
    /** Hashes of frames already stored by earlier sessions (any member). */
    seenBefore: Set<string>;
    /** Descriptors of pictures we hold of this member (the registry portrait). */
    knownPictures: number[][];
  },
  t: Thresholds = THRESHOLDS,
): Judgement {
  const reasons = new Set<LivenessReason>();
  const minMs = t.minBaseMs + t.minPerActionMs * challenge.length;
  if (context.elapsedMs < minMs) reasons.add('too_fast');

  if (frames.some((f) => f.faces === 0)) reasons.add('no_face');
  if (frames.some((f) => f.faces > 1)) reasons.add('several_faces');
  const pixels = new Set(frames.map((f) => f.pixels));
  if (pixels.size < frames.length) reasons.add('identical_frames');
  if (frames.some((f) => context.seenBefore.has(f.sha256))) reasons.add('replayed_frames');

  const poses = frames.filter((f) => f.faces === 1 && f.yaw !== null && f.pitch !== null);
  // The member's own straight-ahead: the median pose (most frames are taken between movements).
  const reference =
    poses.length > 0
      ? { yaw: median(poses.map((f) => f.yaw!))!, pitch: median(poses.map((f) => f.pitch!))! }
      : null;
  const states = frames.map((f) => (reference ? stateOf(f, reference, t) : 'unread'));
  const movements = movementsOf(states);
  if (
    movements.length !== challenge.length ||
    movements.some((m, i) => m !== challenge[i]) ||
    poses.some(
      (f) =>
        reference &&
        (Math.abs(f.yaw! - reference.yaw) > t.maxYaw ||
          Math.abs(f.pitch! - reference.pitch) > t.maxPitch),
    )
  )
    reasons.add('wrong_movements');

  // The selfie: a straight frame, the detector surest of it.
  let selfie: number | null = null;
  states.forEach((s, i) => {
    if (s !== 'neutral' || !frames[i]!.descriptor) return;
    if (selfie === null || frames[i]!.score > frames[selfie]!.score) selfie = i;
  });
  if (selfie === null) reasons.add('no_frontal');

  let samePersonMin: number | null = null;
  let samePersonNear: number | null = null;
  if (selfie !== null) {
    const own = frames[selfie]!.descriptor!;
    const similarity = (f: FrameReading) => (f.descriptor ? faceSimilarity(own, f.descriptor) : 0);
    for (const f of frames) {
      if (f.faces !== 1) continue;
      const s = similarity(f);
      samePersonMin = samePersonMin === null ? s : Math.min(samePersonMin, s);
    }
    // Each movement as it started: its gentlest frame, from the last straight one to its end.
    if (reference)
      for (const run of movementRuns(states)) {
        const yawAction = run.action === 'turn_left' || run.action === 'turn_right';
        // How far the head went the asked way (left and up are negative readings).
        const sign = run.action === 'turn_left' || run.action === 'look_up' ? -1 : 1;
        const amount = (f: FrameReading) =>
          sign * (yawAction ? f.yaw! - reference.yaw : f.pitch! - reference.pitch);
        // Only frames already moving the asked way: a straight frame is no start of a movement.
        const gentle = run.frames
          .map((i) => frames[i]!)
          .filter((f) => f.descriptor && f.yaw !== null && f.pitch !== null)
          .filter((f) => amount(f) >= t.neutral)
          .sort((a, b) => amount(a) - amount(b))[0];
        const s =
          gentle && amount(gentle) <= (yawAction ? t.gentleYaw : t.gentlePitch)
            ? similarity(gentle)
            : 0;
        samePersonNear = samePersonNear === null ? s : Math.min(samePersonNear, s);
      }
    if (
      (samePersonMin !== null && samePersonMin < t.samePerson) ||
      (samePersonNear !== null && samePersonNear < t.samePersonNear)
    )
      reasons.add('different_people');
  }
  for (const f of frames) {
    if (!f.descriptor) continue;
    if (context.knownPictures.some((k) => faceSimilarity(k, f.descriptor!) >= t.knownPicture))
      reasons.add('known_picture');
  }

  const antispoof = median(poses.flatMap((f) => (f.real === null ? [] : [f.real])));
  const liveness = median(poses.flatMap((f) => (f.live === null ? [] : [f.live])));
  if ([antispoof, liveness].some((v) => v !== null && v < t.passiveFloor))
    reasons.add('spoof_signals');

  return {
    outcome: reasons.size === 0 ? 'passed' : 'failed',
    reasons: [...reasons],
    selfie,
    states,
    measured: {
      reference: reference && { yaw: round3(reference.yaw), pitch: round3(reference.pitch) },
      movements,
      elapsed_ms: Math.round(context.elapsedMs),
      min_ms: minMs,
      same_person_min: samePersonMin === null ? null : round3(samePersonMin),
      same_person_near: samePersonNear === null ? null : round3(samePersonNear),
      antispoof_median: antispoof === null ? null : round3(antispoof),
      liveness_median: liveness === null ? null : round3(liveness),
      thresholds: t,
    },
  };
}
