/** Spec 9: selfie 720x720 front-facing; document 1280x720 rear-facing; both saved as JPEG. */
export type CameraKind = 'selfie' | 'document';

export const cameraSettings: Record<CameraKind, { width: number; height: number; facing: string }> =
  {
    selfie: { width: 720, height: 720, facing: 'user' },
    document: { width: 1280, height: 720, facing: 'environment' },
  };

export const JPEG_QUALITY = 0.9;

export function constraintsFor(kind: CameraKind): MediaStreamConstraints {
  const s = cameraSettings[kind];
  return {
    audio: false,
    video: { facingMode: s.facing, width: { ideal: s.width }, height: { ideal: s.height } },
  };
}

/**
 * The part of a width × height frame to keep and the size to save it at: the selfie is the centred
 * square scaled to at most 720 × 720; the document keeps the frame, scaled to fit 1280 × 720.
 */
export function captureGeometry(kind: CameraKind, width: number, height: number) {
  const target = cameraSettings[kind];
  if (kind === 'selfie') {
    const side = Math.min(width, height);
    const out = Math.min(side, target.width);
    return {
      sx: Math.round((width - side) / 2),
      sy: Math.round((height - side) / 2),
      sw: side,
      sh: side,
      dw: out,
      dh: out,
    };
  }
  const scale = Math.min(1, target.width / width, target.height / height);
  return {
    sx: 0,
    sy: 0,
    sw: width,
    sh: height,
    dw: Math.round(width * scale),
    dh: Math.round(height * scale),
  };
}

/** Draws the video's current frame to a canvas and returns it as a JPEG data URL. */
export function captureFrame(video: HTMLVideoElement, kind: CameraKind): string | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const g = captureGeometry(kind, w, h);
  const canvas = document.createElement('canvas');
  canvas.width = g.dw;
  canvas.height = g.dh;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(video, g.sx, g.sy, g.sw, g.sh, 0, 0, g.dw, g.dh);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
