import { captureGeometry, type CameraKind } from './camera-settings';
import { documentView, type DocumentView } from './document-shape';
import { frameStats, lumaOf, type FrameStats } from './frame-stats';

/** Long side of the sampled frame: enough for the detector (256 px input), cheap to read. */
export const SAMPLE_SIDE = 320;

/**
 * Draws the part of the video that the photo will keep (the selfie's centred square, the whole
 * document frame), downscaled, into `canvas`, and measures it: light, sharpness and, for a
 * document, where the card is. The face detector then reads the same canvas (selfies), so face
 * boxes come out as fractions of the photo the member is about to take.
 */
export function sampleFrame(
  video: HTMLVideoElement,
  kind: CameraKind,
  canvas: HTMLCanvasElement,
): (FrameStats & { document?: DocumentView }) | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
  const g = captureGeometry(kind, w, h);
  const scale = SAMPLE_SIDE / Math.max(g.sw, g.sh);
  const width = Math.max(1, Math.round(g.sw * scale));
  const height = Math.max(1, Math.round(g.sh * scale));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  // Read back on every sample: a CPU-side canvas avoids a GPU round trip each time.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, g.sx, g.sy, g.sw, g.sh, 0, 0, width, height);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const stats = frameStats(rgba, width, height);
  // The document camera looks for a card-shaped, text-bearing rectangle, not for a face.
  if (kind !== 'document') return stats;
  return { ...stats, document: documentView(lumaOf(rgba, width, height), width, height) };
}
