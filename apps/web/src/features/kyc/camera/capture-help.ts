import type { Message } from '../../../i18n/messages';
import type { CameraKind } from './camera-settings';
import type { DocumentView } from './document-shape';
import type { FrameStats } from './frame-stats';
import { captureHelpMessages as say } from './guidance';

/** A face the detector saw, as fractions (0-1) of the visible frame, i.e. of the saved photo. */
export interface SeenFace {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

export interface Observation extends FrameStats {
  faces: SeenFace[];
  /** The document camera's view of a card in the frame (document-shape.ts). */
  document?: DocumentView;
}

export interface CaptureHelp {
  tone: 'good' | 'hint';
  /** The advice's words (guidance.ts), formatted where they are shown. */
  text: Message;
}

/**
 * Where advice starts, measured on the 320 px frame use-capture-help.ts samples. Brightness: the
 * e2e face clip reads 120, the same clip at 15% light 18. Sharpness: that clip (a soft, upscaled
 * photo) reads about 150, the fixture faces 70-190, blurred by a sigma of 3 px at 640 px about 5,
 * a plain wall under 1; 15 flags clear blur but not a slightly soft camera (sigma 1.5 reads 25-35).
 * Face sizes are the detector's box (brows to chin) against the frame's width: about 0.6 for the
 * e2e face; the selfie's oval is 0.76 wide.
 */
export const limits = {
  /** Detections below this are ignored (shadows, patterns). */
  minScore: 0.5,
  minBrightness: 60,
  minSharpness: 15,
  /** Selfie: the face's width as a share of the frame's. */
  minFaceWidth: 0.25,
  maxFaceWidth: 0.72,
  /** Selfie: how far the face's centre may be from the frame's, as a share of the frame. */
  maxOffCentre: 0.15,
} as const;

const good: CaptureHelp = { tone: 'good', text: say.good };
const hint = (text: Message): CaptureHelp => ({ tone: 'hint', text });

function selfieHelp(faces: SeenFace[], blurred: boolean): CaptureHelp {
  if (faces.length === 0) return hint(say.selfie.noFace);
  if (faces.length > 1) return hint(say.selfie.manyFaces);
  const face = faces[0]!;
  if (face.width < limits.minFaceWidth) return hint(say.selfie.tooSmall);
  if (face.width > limits.maxFaceWidth) return hint(say.selfie.tooClose);
  const dx = Math.abs(face.x + face.width / 2 - 0.5);
  const dy = Math.abs(face.y + face.height / 2 - 0.5);
  if (Math.max(dx, dy) > limits.maxOffCentre) return hint(say.selfie.offCentre);
  // Moving into place blurs the frame; position advice first, then 'hold still'.
  if (blurred) return hint(say.selfie.blurred);
  return good;
}

/**
 * The document camera looks for the document itself, a card-shaped rectangle with text on it
 * (document-shape.ts), not for a face: a face held up to it is not a document, and an ID photo is
 * small enough to miss. A card running off the frame's edge is cut off.
 */
function documentHelp(view: DocumentView | undefined, blurred: boolean): CaptureHelp {
  if (view?.cutOff) return hint(say.document.cutOff);
  if (!view?.found) return hint(say.document.notFound);
  if (blurred) return hint(say.document.blurred);
  return good;
}

/** The one piece of advice for this frame: the most useful first, 'Looks good' when all is well. */
export function captureHelp(kind: CameraKind, seen: Observation): CaptureHelp {
  // In the dark the detector misses faces, so light comes before anything about faces.
  if (seen.brightness < limits.minBrightness) return hint(say.dark);
  const faces = seen.faces.filter((f) => f.score >= limits.minScore);
  const blurred = seen.sharpness < limits.minSharpness;
  return kind === 'selfie' ? selfieHelp(faces, blurred) : documentHelp(seen.document, blurred);
}

/** What is on screen, and the advice that would replace it if it keeps coming. */
export interface SteadyHelp {
  shown: CaptureHelp | null;
  pending: CaptureHelp | null;
  count: number;
}

export const noHelp: SteadyHelp = { shown: null, pending: null, count: 0 };

/** How many frames in a row new advice needs before it replaces the old. */
export const STEADY_FRAMES = 2;

/**
 * Keeps the advice from flickering: the first advice shows at once, later advice only once it is
 * seen STEADY_FRAMES times in a row. Returns the same object when nothing changes, so React skips
 * the render and screen readers hear a message only when it really changes.
 */
export function steady(state: SteadyHelp, next: CaptureHelp): SteadyHelp {
  if (state.shown === null) return { shown: next, pending: null, count: 0 };
  if (next.text.id === state.shown.text.id) {
    return state.pending === null ? state : { ...state, pending: null, count: 0 };
  }
  const count = state.pending?.text.id === next.text.id ? state.count + 1 : 1;
  if (count >= STEADY_FRAMES) return { shown: next, pending: null, count: 0 };
  return { shown: state.shown, pending: next, count };
}
