import {
  assessImage,
  qualityProblemLabels,
  type ImageQuality,
  type QualityProblem,
} from '../quality/assess.js';
import type { CheckContext, CheckedImage } from '../context.js';
import { result, round3, type Stage } from '../stage.js';

const LABEL: Record<CheckedImage, string> = {
  selfie: 'Selfie',
  document_front: 'Document front',
  document_back: 'Document back',
  lookup_portrait: 'Lookup photo',
};

/** The member's own images (the lookup photo is the provider's, not theirs to retake). */
const MEMBER_IMAGES: CheckedImage[] = ['selfie', 'document_front', 'document_back'];

export interface ImageQualityDetails {
  images: Partial<
    Record<
      CheckedImage,
      Pick<ImageQuality, 'width' | 'height' | 'problems' | 'screenshotSigns'> & {
        sharpness: number;
        brightness: number;
        score: number;
      }
    >
  >;
}

/** Resolution, blur, exposure and signs of a screenshot for each of the member's images. */
export function imageQualityStage(): Stage {
  return {
    name: 'image-quality',
    codes: () => ['image_quality'],
    async run(ctx: CheckContext) {
      const details: ImageQualityDetails = { images: {} };
      const problems: string[] = [];
      let worst = 1;
      for (const kind of MEMBER_IMAGES) {
        const bytes = ctx.images[kind];
        if (!bytes) continue;
        const q = await assessImage(bytes, kind === 'selfie' ? 'selfie' : 'document');
        details.images[kind] = {
          width: q.width,
          height: q.height,
          problems: q.problems,
          screenshotSigns: q.screenshotSigns,
          sharpness: round3(q.sharpness),
          brightness: round3(q.brightness),
          score: round3(q.score),
        };
        worst = Math.min(worst, q.score);
        if (q.problems.length > 0)
          problems.push(
            `${LABEL[kind]}: ${q.problems.map((p: QualityProblem) => qualityProblemLabels[p].toLowerCase()).join(', ')}`,
          );
      }
      if (Object.keys(details.images).length === 0)
        return [result('image_quality', 'not_run', 'No images to assess')];
      return [
        problems.length === 0
          ? result(
              'image_quality',
              'passed',
              'All images sharp, well exposed, full resolution',
              round3(worst),
              { ...details },
            )
          : result('image_quality', 'failed', problems.join('; '), round3(worst), { ...details }),
      ];
    },
  };
}
