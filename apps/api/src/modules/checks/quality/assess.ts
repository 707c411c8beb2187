import { decode } from './decode.js';
import { exposure, sharpness, type Exposure } from './measure.js';
import { qualityScore } from './score.js';
import { screenshotEvidence } from './screenshot.js';
import { DEFAULT_QUALITY_THRESHOLDS, type QualityThresholds } from './thresholds.js';
import type { ImageQuality, QualityProblem } from './types.js';

export { DEFAULT_QUALITY_THRESHOLDS, type QualityThresholds } from './thresholds.js';
export { qualityProblemLabels, type ImageQuality, type QualityProblem } from './types.js';

const unreadable = (): ImageQuality => ({
  width: 0,
  height: 0,
  sharpness: 0,
  brightness: 0,
  darkFraction: 0,
  brightFraction: 0,
  clippedFraction: 0,
  flatFraction: 0,
  screenshotSigns: [],
  problems: ['unreadable'],
  score: 0,
});

/**
 * Resolution, blur, exposure and signs of a screenshot of a selfie or document photo. Pure (no
 * I/O beyond decoding) and never throws: bytes sharp cannot decode are "unreadable".
 */
export async function assessImage(
  bytes: Buffer,
  kind: 'selfie' | 'document',
  thresholds: Partial<QualityThresholds> = {},
): Promise<ImageQuality> {
  const t: QualityThresholds = { ...DEFAULT_QUALITY_THRESHOLDS, ...thresholds };
  let img;
  try {
    img = await decode(bytes);
  } catch {
    return unreadable();
  }
  const { width, height } = img;
  const detail = sharpness(img.grey);
  const exp = exposure(img.grey);
  const shot = screenshotEvidence(width, height, img.colour, t);
  const minSide = kind === 'selfie' ? t.selfieMinShortSide : t.documentMinShortSide;

  const problems: QualityProblem[] = [];
  if (Math.min(width, height) < minSide) problems.push('low_resolution');
  if (detail < t.minSharpness) problems.push('blurred');
  // Exposure is a camera's: a screenshot's white background is not blown-out light.
  if (shot.likely) problems.push('screenshot');
  else problems.push(...exposureProblems(exp, t));

  const measured = { ...exp, sharpness: detail, shortSide: Math.min(width, height) };
  return {
    width,
    height,
    sharpness: detail,
    ...exp,
    flatFraction: shot.flatFraction,
    screenshotSigns: shot.signs,
    problems,
    score: qualityScore(problems, measured, t, minSide),
  };
}

function exposureProblems(e: Exposure, t: QualityThresholds): QualityProblem[] {
  const problems: QualityProblem[] = [];
  if (e.brightness < t.minBrightness || e.darkFraction > t.maxDarkFraction)
    problems.push('too_dark');
  if (
    e.brightness > t.maxBrightness ||
    e.clippedFraction > t.maxClippedFraction ||
    e.brightFraction > t.maxBrightFraction
  )
    problems.push('overexposed');
  return problems;
}
