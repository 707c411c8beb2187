export interface QualityThresholds {
  /** Shortest side in pixels below which the image is low resolution. */
  selfieMinShortSide: number;
  documentMinShortSide: number;
  /** ImageQuality.sharpness below this is blurred. */
  minSharpness: number;
  /** too_dark: mean grey below minBrightness, or more than maxDarkFraction of pixels below 16. */
  minBrightness: number;
  maxDarkFraction: number;
  /**
   * overexposed: mean grey above maxBrightness, more than maxClippedFraction of pixels blown out
   * (≥ 250), or more than maxBrightFraction above 240.
   */
  maxBrightness: number;
  maxClippedFraction: number;
  maxBrightFraction: number;
  /** flatFraction at or above this is one screenshot sign... */
  flatSign: number;
  /** ...and at or above this a screenshot on its own. */
  flatExtreme: number;
}

/*
 * Calibration, measured with this module. Fixtures = the six shared face photos (480-800 px; the
 * five person-* ones padded with flat grey), as sent and after the upload cleaner's JPEG q88
 * re-encode (same figures ±0.1). "passport" = renderMrzImage's page, which the API tests submit as
 * a good document.
 *
 *                      sharpness    brightness  darkFr    brightFr   clipped    flatFr
 *   fixtures           4.17-11.7    105-124     .00-.14   .00-.13    .00-.12    .20-.63
 *   blur(1)            1.08-1.68
 *   blur(2)            0.33-0.56
 *   blur(4)            0.11-0.30
 *   blur(8)            0.08-0.25
 *   linear(0.2, 0)     5.4-12.9     21-24       .09-.46                          .55-.85
 *   linear(3, 60)      6.2-18.0     206-247               .59-.92    .55-.89    .43-.81
 *   passport           60.9         205         .02       .72        .03        .79
 *   passport blur(6)   0.14
 *   kyc-fixtures documentImage (flat synthetic card, 1280×720)                  .97
 *   document photo (test-images.ts, noisy 1280×900 JPEG)                        .001-.004
 *   UI screenshot (test-images.ts, 1170×2532): PNG .97, after the cleaner's JPEG .90
 *
 * - minSharpness 2: the softest fixture (person-c, 4.17) keeps a 2× margin; blur(2) and stronger
 *   fall 3.5× or more below it, blur(1) just below. Dividing by the image's own variance keeps the
 *   figure independent of exposure, so a dark photo is "too dark", not also "blurred" (auto-reject
 *   reads blurred + too dark as unreadable).
 * - minBrightness 50: fixtures ≥ 105 against ≤ 24 darkened, with room for dim indoor selfies.
 * - Overexposure is judged mainly by clipping: the pale passport page has 72% of pixels above 240
 *   (its paper is #eef3e6) but 3% blown out, while every linear(3, 60) variant has over half of its
 *   pixels clipped (group-of-four's mean, 206, is the passport's too, so the mean cannot decide).
 * - flatFraction: padded fixtures reach .63, darkened ones .85 (few grey levels left), the passport
 *   page .79, a UI screenshot .90-.97: 0.85 is one sign. On its own a screenshot needs 0.98, above
 *   documentImage's .97 (flat, but a test document, not a screen).
 */
export const DEFAULT_QUALITY_THRESHOLDS: QualityThresholds = {
  selfieMinShortSide: 480,
  documentMinShortSide: 600,
  minSharpness: 2,
  minBrightness: 50,
  maxDarkFraction: 0.5,
  maxBrightness: 235,
  maxClippedFraction: 0.3,
  maxBrightFraction: 0.9,
  flatSign: 0.85,
  flatExtreme: 0.98,
};
