import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { kycMessages } from '@vouch/contracts';
import { badRequest } from './http-errors.js';

/** Upload limits (DESIGN.md): bytes, pixels, and what a file must really be. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
const MAX_PIXELS = 25_000_000;
const MIN_SIDE = 300;
const MAX_SIDE = 2560;

export interface CleanFile {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
  width: number | null;
  height: number | null;
  sha256: string;
}

type Kind = 'jpeg' | 'png' | 'pdf' | 'unknown';

/** What the bytes are, by their magic numbers — never by the name or the declared type. */
export function sniff(bytes: Buffer): Kind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return 'unknown';
}

/** data:<type>;base64,<data> → bytes (the declared type is ignored; the bytes decide). */
export function decodeDataUrl(dataUrl: string, field: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1).replace(/\s/g, ''), 'base64');
  if (bytes.length > MAX_FILE_BYTES)
    throw badRequest(kycMessages.fileTooLarge, { [field]: kycMessages.fileTooLarge });
  return bytes;
}

/**
 * A JPEG or PNG photo, re-encoded as JPEG: orientation applied, EXIF and anything after the image
 * data (a polyglot's payload) gone, the long side at most 2560 px. Throws 400 with a clear message.
 */
export async function cleanImage(bytes: Buffer, field: string): Promise<CleanFile> {
  const fail = (msg: string) => badRequest(msg, { [field]: msg });
  const kind = sniff(bytes);
  if (kind !== 'jpeg' && kind !== 'png') throw fail(kycMessages.imageInvalid);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fail(kycMessages.imageUnreadable);
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_PIXELS) throw fail(kycMessages.imageTooLarge);
  if (Math.min(width, height) < MIN_SIDE) throw fail(kycMessages.imageTooSmall);
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fail(kycMessages.imageUnreadable);
  }
  return {
    bytes: out.data,
    contentType: 'image/jpeg',
    width: out.info.width,
    height: out.info.height,
    sha256: createHash('sha256').update(out.data).digest('hex'),
  };
}

/** Active content a certificate has no business carrying. */
const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|OpenAction|AA)\b/;

/** A business certificate: an image (cleaned as above) or a plain PDF without active content. */
export async function cleanCertificate(bytes: Buffer, field: string): Promise<CleanFile> {
  if (sniff(bytes) !== 'pdf') return cleanImage(bytes, field);
  const text = bytes.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end < 0 || PDF_ACTIVE.test(text)) {
    throw badRequest(kycMessages.certificateInvalid, { [field]: kycMessages.certificateInvalid });
  }
  // Keep the document only up to its end marker: nothing appended after it survives.
  const trimmed = bytes.subarray(0, end + 5);
  return {
    bytes: trimmed,
    contentType: 'application/pdf',
    width: null,
    height: null,
    sha256: createHash('sha256').update(trimmed).digest('hex'),
  };
}
