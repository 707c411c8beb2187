import type { CheckResult } from '@vouch/contracts';
import type { ImageQualityDetails } from './stages/image-quality.js';

/**
 * Clear failures an operator may reject automatically (AUTO_REJECT=on): a selfie with no face, or
 * an image of the member's that cannot be read. Returns the reason shown to the member at once, or
 * null. Anything subtler (a weak match, a sanctions hit) always waits for a person.
 */
export function clearFailure(results: CheckResult[]): string | null {
  const selfie = results.find((r) => r.code === 'selfie_one_face');
  if (selfie?.outcome === 'failed' && selfie.details.faces === 0) {
    return 'We could not find a face in your selfie. Retake it facing the camera, in good light, with nothing covering your face.';
  }
  const quality = results.find((r) => r.code === 'image_quality');
  const images = (quality?.details as ImageQualityDetails | undefined)?.images ?? {};
  for (const [kind, q] of Object.entries(images)) {
    const unreadable =
      q.problems.includes('unreadable') ||
      (q.problems.includes('blurred') &&
        (q.problems.includes('too_dark') || q.problems.includes('overexposed')));
    if (!unreadable) continue;
    const what = kind === 'selfie' ? 'your selfie' : 'your ID document photo';
    return `We could not read ${what}: it is too blurred and too dark or too bright. Retake it in good, even light and hold still.`;
  }
  return null;
}
