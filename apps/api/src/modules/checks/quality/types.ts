import { qualityProblemLabels, type QualityProblem } from '@vouch/contracts';

// The codes and their wording are shared with the web app's case view.
export { qualityProblemLabels, type QualityProblem };

export interface ImageQuality {
  /** Of the image as received (after EXIF orientation, which the upload cleaner has applied). */
  width: number;
  height: number;
  /** 100 × var(Laplacian) / var(grey) on the 640 px greyscale copy: low means blurred. */
  sharpness: number;
  /** Mean grey level, 0-255. */
  brightness: number;
  /** Share of pixels below 16. */
  darkFraction: number;
  /** Share of pixels above 240. */
  brightFraction: number;
  /** Share of pixels at 250 or more: blown out, detail lost (pale paper is bright, not clipped). */
  clippedFraction: number;
  /** Share of pixels identical to their right neighbour in colour (sensor noise keeps it low). */
  flatFraction: number;
  /** Evidence of a screenshot, for the reviewer; one sign alone is common in honest images. */
  screenshotSigns: string[];
  problems: QualityProblem[];
  /** 0-1, 1 = no problems; see score.ts. */
  score: number;
}
