import type { Exposure } from './measure.js';
import type { QualityProblem } from './types.js';
import type { QualityThresholds } from './thresholds.js';

export interface Measured extends Exposure {
  shortSide: number;
  sharpness: number;
}

/** Any problem puts the image below this, so every flagged image sorts under every clean one. */
const PROBLEM_CAP = 0.7;
/** A screenshot is evidence, not a degree: a fixed share of the cap. */
const SCREENSHOT_CLOSENESS = 0.5;

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * How close a failed measurement came to passing, 0-1: value over threshold for "too low"
 * limits, headroom over allowed headroom for "too high" ones; the worst of a problem's limits.
 */
function closeness(p: QualityProblem, m: Measured, t: QualityThresholds, minSide: number) {
  switch (p) {
    case 'low_resolution':
      return m.shortSide / minSide;
    case 'blurred':
      return m.sharpness / t.minSharpness;
    case 'too_dark':
      return Math.min(
        m.brightness / t.minBrightness,
        (1 - m.darkFraction) / (1 - t.maxDarkFraction),
      );
    case 'overexposed':
      return Math.min(
        (255 - m.brightness) / (255 - t.maxBrightness),
        (1 - m.clippedFraction) / (1 - t.maxClippedFraction),
        (1 - m.brightFraction) / (1 - t.maxBrightFraction),
      );
    case 'screenshot':
      return SCREENSHOT_CLOSENESS;
    case 'unreadable':
      return 0;
  }
}

/**
 * score = Π over problems of PROBLEM_CAP × closeness, and 1 with no problems. One problem scores
 * at most 0.7 and less the further it is from passing (blur at half the threshold: 0.35); problems
 * multiply (a screenshot that is also blurred scores under 0.35 × 0.7); unreadable is 0.
 */
export function qualityScore(
  problems: QualityProblem[],
  m: Measured,
  t: QualityThresholds,
  minSide: number,
): number {
  return problems.reduce((s, p) => s * PROBLEM_CAP * clamp01(closeness(p, m, t, minSide)), 1);
}
