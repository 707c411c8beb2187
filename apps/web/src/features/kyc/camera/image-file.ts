import { kycMessages } from '@vouch/contracts';
import { JPEG_QUALITY } from './camera-settings';

/** Uploads larger than this on the long side are scaled down here, to keep the upload small. */
export const MAX_UPLOAD_SIDE = 2000;
const MAX_BYTES = 8 * 1024 * 1024;
const MIN_SIDE = 300;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

export type UploadResult = { ok: true; dataUrl: string } | { ok: false; message: string };

export function acceptFor(allowPdf: boolean): string {
  return allowPdf ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png';
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Unreadable image'));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** The size to draw at so that the long side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max: number) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function toJpeg(img: HTMLImageElement): string {
  const size = fitWithin(img.naturalWidth, img.naturalHeight, MAX_UPLOAD_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d')!;
  // JPEG has no transparency: a PNG's see-through parts become white, not black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(img, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

/**
 * A chosen file as a data URL: JPEG or PNG (and PDF for the business certificate) only; images
 * over 2000 px on the long side (or over 8 MB) are re-encoded smaller as JPEG in the browser.
 * The server checks everything again.
 */
export async function readUpload(file: File, allowPdf = false): Promise<UploadResult> {
  const invalid = allowPdf ? kycMessages.certificateInvalid : kycMessages.imageInvalid;
  if (allowPdf && file.type === 'application/pdf') {
    if (file.size > MAX_BYTES) return { ok: false, message: kycMessages.fileTooLarge };
    return { ok: true, dataUrl: await readAsDataUrl(file) };
  }
  if (!IMAGE_TYPES.includes(file.type)) return { ok: false, message: invalid };
  let img: HTMLImageElement;
  try {
    img = await loadImage(file);
  } catch {
    return { ok: false, message: kycMessages.imageUnreadable };
  }
  if (Math.min(img.naturalWidth, img.naturalHeight) < MIN_SIDE) {
    return { ok: false, message: kycMessages.imageTooSmall };
  }
  if (Math.max(img.naturalWidth, img.naturalHeight) > MAX_UPLOAD_SIDE || file.size > MAX_BYTES) {
    return { ok: true, dataUrl: toJpeg(img) };
  }
  return { ok: true, dataUrl: await readAsDataUrl(file) };
}
