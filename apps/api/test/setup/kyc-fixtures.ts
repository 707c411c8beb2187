import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { CreateKycPayload, PaymentCheckout, RegisterPayload } from '@vouch/contracts';
import type { Db } from '../../src/db/database.js';
import { makeTd3, renderMrzImage } from '../../src/modules/checks/mrz/render-mrz.js';
import { facesDir } from '../../../../scripts/lib/shared-dir.mjs';
import { post, registerMember } from './members.js';

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A real photo from the shared fixtures, as a camera would send it. */
export function facePhoto(name = 'person-a-1.jpg'): Buffer {
  return readFileSync(path.join(facesDir(), name));
}

/** A plain "document" image made here: coloured card with some text-like stripes. */
export async function documentImage(
  width = 1280,
  height = 720,
  exifNote?: string,
): Promise<Buffer> {
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="80" y="${120 + i * 60}" width="${600 - i * 30}" height="18" fill="#334155"/>`,
  ).join('');
  let img = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e2f0d9"/>${stripes}</svg>`,
    ),
  );
  if (exifNote) img = img.withMetadata({ exif: { IFD0: { Copyright: exifNote } } });
  return img.jpeg({ quality: 85 }).toBuffer();
}

/** A member with a verified e-mail and a KYC fee confirmed through the sandbox provider. */
export async function paidMember(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<RegisterPayload> = {},
) {
  const m = await registerMember(app, db, { verify: true, overrides });
  const c = (await post(app, '/transaction/initiate-payment', {}, m.token)).body
    .msg as PaymentCheckout;
  await post(
    app,
    '/sandbox/checkout/complete',
    { ref_number: c.ref_number, method: 'card', outcome: 'successful' },
    m.token,
  );
  const r = await post(
    app,
    '/transaction/create-new-transaction',
    { ref_number: c.ref_number, status: 'paid' },
    m.token,
  );
  if ((r.body.msg as { status: string }).status !== 'paid')
    throw new Error('payment did not settle');
  return m;
}

export async function passportSubmission(
  overrides: Partial<CreateKycPayload> = {},
): Promise<CreateKycPayload> {
  return {
    identity_type: 'nin',
    identity_number: '12345678901',
    country: 'nigeria',
    document_type: 'passport',
    business_name: 'Okafor Ventures',
    business_number: 'RC123456',
    document_file: { f: dataUrl(await documentImage()), b: null },
    portrait_file: { old_capture: null, new_capture: dataUrl(facePhoto()) },
    business_cartificate_file: null,
    biometric_consent: true,
    ...overrides,
  };
}

/**
 * A passport page for the default member (Adaeze Okafor, born 14-03-1992): the given portrait and a
 * machine-readable zone with correct check digits, so the face and MRZ checks have something real.
 */
export function passportPage(
  face: Buffer = facePhoto('person-a-2.jpg'),
  over: Partial<Parameters<typeof makeTd3>[0]> = {},
): Promise<Buffer> {
  const lines = makeTd3({
    issuingState: 'NGA',
    surname: 'OKAFOR',
    givenNames: 'ADAEZE',
    documentNumber: 'A12345678',
    birthDate: '1992-03-14',
    sex: 'F',
    expirationDate: '2031-05-01',
    ...over,
  });
  return renderMrzImage(lines, { withDocument: true, face });
}

/** The detector's face box as a share of these fixture images' width (measured: 0.63-0.65). */
const FACE_SHARE = 0.64;

/**
 * A 720 × 720 selfie of person A with two people far behind (B and C in the top corners), their
 * faces `fraction` of the frame's width and a little out of focus (sigma 1.2 px) as a background
 * is: at 1/15 the whole-frame detector misses both; counting on tiles finds them.
 */
export async function groupSelfie(fraction = 1 / 15): Promise<Buffer> {
  const W = 720;
  const side = Math.round((W * fraction) / FACE_SHARE);
  const small = (name: string) => sharp(facePhoto(name)).resize(side, side).blur(1.2).toBuffer();
  return sharp({ create: { width: W, height: W, channels: 3, background: '#c8cdd3' } })
    .composite([
      {
        input: await sharp(facePhoto('person-a-1.jpg')).resize(440, 440).toBuffer(),
        left: 140,
        top: 280,
      },
      { input: await small('person-b.jpg'), left: 40, top: 60 },
      { input: await small('person-c.jpg'), left: W - 40 - side, top: 90 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Person A alone in the same 720 × 720 frame: the selfie that should pass. */
export async function soloSelfie(): Promise<Buffer> {
  return sharp({ create: { width: 720, height: 720, channels: 3, background: '#c8cdd3' } })
    .composite([
      {
        input: await sharp(facePhoto('person-a-1.jpg')).resize(440, 440).toBuffer(),
        left: 140,
        top: 140,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface IdCardText {
  surname: string;
  givenNames: string;
  /** As printed, e.g. '14 MAR 1992' */
  dob: string;
}

/**
 * The front of a national ID card (issue 34): the given portrait at the left, the printed names and
 * date of birth beside it in DejaVu Sans, as sharp renders SVG text. No MRZ: only OCR of the
 * printed text can tell whose name is on it. By default the default member's (Adaeze Okafor).
 */
export async function idCardFront(
  face: Buffer = facePhoto('person-a-2.jpg'),
  text: Partial<IdCardText> = {},
): Promise<Buffer> {
  const t = { surname: 'OKAFOR', givenNames: 'ADAEZE', dob: '14 MAR 1992', ...text };
  const field = (y: number, label: string, value: string) =>
    `<text x="360" y="${y}" font-family="DejaVu Sans" font-size="18" fill="#5b6470">${label}</text>` +
    `<text x="360" y="${y + 32}" font-family="DejaVu Sans" font-size="30" fill="#1f2937">${value}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="700">
    <rect width="100%" height="100%" fill="#e8f0e4"/>
    <rect width="100%" height="100" fill="#1f5f3a"/>
    <text x="40" y="64" font-family="DejaVu Sans" font-size="34" fill="#fff">FEDERAL REPUBLIC OF NIGERIA</text>
    <text x="40" y="140" font-family="DejaVu Sans" font-size="22" fill="#1f5f3a">NATIONAL IDENTITY CARD</text>
    ${field(200, 'Surname/Nom', t.surname)}
    ${field(280, 'Given Names/Prénoms', t.givenNames)}
    ${field(360, 'Date of Birth', t.dob)}
    ${field(440, 'Issue Date', '02 JAN 2021')}
    ${field(520, 'NIN', '1234 5678 901')}
  </svg>`;
  const portrait = await sharp(face).resize(300, 380, { fit: 'cover' }).toBuffer();
  return sharp(await sharp(Buffer.from(svg)).png().toBuffer())
    .composite([{ input: portrait, left: 30, top: 170 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The back of an ID card: nothing the checks read. */
export async function idCardBack(): Promise<Buffer> {
  return documentImage(1100, 700);
}
