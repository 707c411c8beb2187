import { createHash } from 'node:crypto';
import { CERTIFICATE_MAX_PAGES, kycMessages } from '@vouch/contracts';
import { badRequest } from './http-errors.js';
import { heldUpload } from './held-uploads.js';
import { imageCleaner } from './image-cleaner.js';
import { imageWork } from './image-work.js';
import { renderPdfPages, type PdfRefusal } from './pdf-pages.js';
import { pdfRenderGate, type Requester } from './pdf-render-gate.js';

/** Upload limits (DESIGN.md): bytes, pixels, and what a file must really be. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
const MAX_PIXELS = 25_000_000;
const MIN_SIDE = 300;
const MAX_SIDE = 2560;

export interface CleanFile {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
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

/**
 * data:<type>;base64,<data> → bytes (the declared type is ignored; the bytes decide). Node's
 * base64 decoder skips whitespace itself: no copy of megabytes without it on the event loop.
 * A large body's files arrive decoded already (lib/held-uploads.ts).
 */
export function decodeDataUrl(dataUrl: string, field: string): Buffer {
  const comma = dataUrl.indexOf(',');
  // A large body's files were decoded in the parsing thread (lib/held-uploads.ts).
  const bytes = heldUpload(dataUrl) ?? Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > MAX_FILE_BYTES)
    throw badRequest(kycMessages.fileTooLarge, { [field]: kycMessages.fileTooLarge });
  return bytes;
}

/**
 * A JPEG or PNG photo, re-encoded as JPEG: orientation applied, EXIF and anything after the image
 * data (a polyglot's payload) gone, the long side at most 2560 px. Throws 400 with a clear message.
 * The decoding is done by the image cleaner's low-priority process (lib/image-cleaner.ts), a few
 * images at a time (imageWork): a burst of uploads waits its turn instead of taking the cores
 * from the event loop, and no more than a few decoded images are held at once.
 */
export function cleanImage(bytes: Buffer, field: string): Promise<CleanFile> {
  return imageWork(() => cleanNow(bytes, field));
}

const cleanRefusals = {
  unreadable: kycMessages.imageUnreadable,
  tooLarge: kycMessages.imageTooLarge,
  tooSmall: kycMessages.imageTooSmall,
} as const;

async function cleanNow(bytes: Buffer, field: string): Promise<CleanFile> {
  const fail = (msg: string) => badRequest(msg, { [field]: msg });
  const kind = sniff(bytes);
  if (kind !== 'jpeg' && kind !== 'png') throw fail(kycMessages.imageInvalid);
  const out = await imageCleaner.clean(bytes, {
    maxPixels: MAX_PIXELS,
    minSide: MIN_SIDE,
    maxSide: MAX_SIDE,
    quality: 88,
  });
  if (!out.ok) throw fail(cleanRefusals[out.reason]);
  return {
    bytes: out.data,
    contentType: 'image/jpeg',
    width: out.width,
    height: out.height,
    sha256: createHash('sha256').update(out.data).digest('hex'),
  };
}

/** What refuses a PDF certificate, as the member reads it. */
const pdfRefusals: Record<PdfRefusal, string> = {
  unreadable: kycMessages.certificateUnreadable,
  encrypted: kycMessages.certificateProtected,
  tooManyPages: kycMessages.certificateTooManyPages,
  tooComplex: kycMessages.certificateTooComplex,
};

/** Whose certificate PDFs may be rendered now, for the whole process (the renderer's queue is). */
const certificateRenders = pdfRenderGate();

/**
 * A business certificate as one or more images. A JPEG or PNG is cleaned as above (one page). A
 * PDF is never kept: MuPDF draws its pages (at most CERTIFICATE_MAX_PAGES, ~150 dpi, each under
 * MAX_SIDE and MAX_PIXELS) to PNG images in a worker thread with time and memory limits, and only
 * those images are stored, so no script, action, attachment or parser bug of the document reaches
 * a reviewer's PDF reader (docs/decisions/0014). One PDF per member and per address at a time,
 * and none for a while from a member whose PDFs were refused again and again (lib/pdf-render-gate,
 * decision 0035). Throws 400 (429 for those two) with a clear message.
 */
export async function cleanCertificate(
  bytes: Buffer,
  field: string,
  from: Requester,
): Promise<CleanFile[]> {
  const fail = (msg: string) => badRequest(msg, { [field]: msg });
  const kind = sniff(bytes);
  if (kind === 'unknown') throw fail(kycMessages.certificateInvalid);
  if (kind !== 'pdf') return [await cleanImage(bytes, field)];
  const result = await certificateRenders.run(from, () =>
    renderPdfPages(bytes, {
      maxPages: CERTIFICATE_MAX_PAGES,
      dpi: 150,
      maxSide: MAX_SIDE,
      maxPixels: MAX_PIXELS,
    }),
  );
  if (!result.ok) throw fail(pdfRefusals[result.reason]);
  return result.pages.map((p) => ({
    bytes: p.png,
    contentType: 'image/png',
    width: p.width,
    height: p.height,
    sha256: createHash('sha256').update(p.png).digest('hex'),
  }));
}
