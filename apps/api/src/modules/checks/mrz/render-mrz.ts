/**
 * Test helper (also used by the MRZ benchmark and the API tests): builds real TD3 lines with
 * correct check digits and renders them as a JPEG, bare or on a passport-like page.
 */
import sharp from 'sharp';
import { checkDigit } from './check-digit.js';

export interface Td3Fields {
  /** Second letter of the document code, e.g. 'O' for official passports; '<' by default. */
  documentSubtype?: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  /** Defaults to the issuing state. */
  nationality?: string;
  /** YYYY-MM-DD */
  birthDate: string;
  sex: 'M' | 'F' | '<';
  /** YYYY-MM-DD */
  expirationDate: string;
  personalNumber?: string;
}

/** The two 44-character lines of a passport MRZ, as ICAO 9303 part 4 lays them out. */
export function makeTd3(fields: Td3Fields): string[] {
  const names = `${mrzText(fields.surname)}<<${mrzText(fields.givenNames)}`;
  const line1 = `P${fields.documentSubtype ?? '<'}${code(fields.issuingState)}${pad(names, 39)}`;

  const number = mrzText(fields.documentNumber);
  if (number.length > 9) throw new Error('makeTd3 supports document numbers of up to 9 characters');
  const docNumber = pad(number, 9);
  const birth = yymmdd(fields.birthDate);
  const expiry = yymmdd(fields.expirationDate);
  const personal = pad(mrzText(fields.personalNumber ?? ''), 14);
  // An empty personal number may carry '<' as its check digit (ICAO 9303 part 4, 4.2.2.2).
  const personalCheck = /^<+$/.test(personal) ? '<' : String(checkDigit(personal));
  const upper =
    `${docNumber}${checkDigit(docNumber)}${code(fields.nationality ?? fields.issuingState)}` +
    `${birth}${checkDigit(birth)}${fields.sex}${expiry}${checkDigit(expiry)}`;
  const composite =
    upper.slice(0, 10) + upper.slice(13, 20) + upper.slice(21) + personal + personalCheck;
  const line2 = `${upper}${personal}${personalCheck}${checkDigit(composite)}`;
  return [line1, line2];
}

/** Upper case, no accents or apostrophes, anything else that is not A-Z0-9 becomes a filler. */
function mrzText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’]/g, '')
    .replace(/[^A-Z0-9]+/g, '<')
    .replace(/^<+|<+$/g, '');
}

function code(state: string): string {
  if (!/^[A-Z<]{1,3}$/.test(state)) throw new Error(`bad state code: ${state}`);
  return pad(state, 3);
}

function pad(value: string, length: number): string {
  return value.slice(0, length).padEnd(length, '<');
}

function yymmdd(isoDate: string): string {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new Error(`expected YYYY-MM-DD, got ${isoDate}`);
  return `${m[1]}${m[2]}${m[3]}`;
}

export interface RenderOptions {
  /** Image width in pixels: 1000 bare, 1280 on a document by default. */
  width?: number;
  /** Draw a passport-like page (about 1280×900) with the MRZ in its bottom band. */
  withDocument?: boolean;
  /** A portrait composited at the left of the page (withDocument only). */
  face?: Buffer;
}

// DejaVu Sans Mono's advance width is 0.602 em; used to size the text to the image width.
const MONO_ADVANCE = 0.602;
const MONO = `font-family="DejaVu Sans Mono" fill="#111"`;

export async function renderMrzImage(lines: string[], opts: RenderOptions = {}): Promise<Buffer> {
  return opts.withDocument ? renderDocument(lines, opts) : renderBare(lines, opts.width ?? 1000);
}

async function renderBare(lines: string[], width: number): Promise<Buffer> {
  const fontSize = mrzFontSize(lines, width * 0.9);
  const lineHeight = Math.round(fontSize * 1.5);
  const height = lineHeight * lines.length + lineHeight;
  const text = mrzTextElements(lines, width * 0.05, lineHeight * 1.2, fontSize, lineHeight);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function renderDocument(lines: string[], opts: RenderOptions): Promise<Buffer> {
  const width = opts.width ?? 1280;
  const scale = width / 1280;
  const height = Math.round(900 * scale);
  const s = (v: number) => Math.round(v * scale);
  const fontSize = mrzFontSize(lines, width * 0.9);
  const lineHeight = Math.round(fontSize * 1.45);
  const bandTop = height - lineHeight * lines.length - s(60);
  const labels = visualZone(lines)
    .map(
      ([label, value], i) =>
        `<text x="${s(420)}" y="${s(200 + i * 90)}" font-family="DejaVu Sans" font-size="${s(20)}" fill="#5b6470">${label}</text>` +
        `<text x="${s(420)}" y="${s(232 + i * 90)}" font-family="DejaVu Sans" font-size="${s(28)}" fill="#1f2937">${value}</text>`,
    )
    .join('');
  const text = mrzTextElements(
    lines,
    width * 0.05,
    bandTop + lineHeight * 0.95,
    fontSize,
    lineHeight,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#eef3e6"/>
    <rect x="0" y="0" width="100%" height="${s(110)}" fill="#1f5f3a"/>
    <text x="${s(60)}" y="${s(70)}" font-family="DejaVu Sans" font-size="${s(40)}" fill="#fff">FEDERAL REPUBLIC OF NIGERIA · PASSPORT</text>
    ${labels}
    <rect x="0" y="${bandTop - s(20)}" width="100%" height="${height - bandTop + s(20)}" fill="#f8faf5"/>
    ${text}</svg>`;
  let page = sharp(Buffer.from(svg));
  if (opts.face) {
    const face = await sharp(opts.face).resize(s(300), s(380), { fit: 'cover' }).toBuffer();
    page = sharp(await page.png().toBuffer()).composite([
      { input: face, left: s(60), top: s(150) },
    ]);
  }
  return page.jpeg({ quality: 90 }).toBuffer();
}

/** The printed fields above the MRZ, taken from a TD3's lines so the page agrees with itself. */
function visualZone(lines: string[]): [string, string][] {
  const [line1 = '', line2 = ''] = lines;
  const [surname = '', given = ''] = line1.slice(5).replace(/<+$/, '').split('<<');
  const text = (v: string) => v.replace(/<+$/, '').replaceAll('<', ' ');
  const date = (yymmdd: string) =>
    `${yymmdd.slice(4, 6)}.${yymmdd.slice(2, 4)}.${yymmdd.slice(0, 2)}`;
  return [
    ['Surname / Nom', text(surname)],
    ['Given names / Prénoms', text(given)],
    ['Passport No. / No. du passeport', text(line2.slice(0, 9))],
    ['Date of birth / Date de naissance', date(line2.slice(13, 19))],
    ['Date of expiry / Date d’expiration', date(line2.slice(21, 27))],
  ];
}

function mrzFontSize(lines: string[], textWidth: number): number {
  const longest = Math.max(...lines.map((l) => l.length));
  return Math.floor(textWidth / (longest * MONO_ADVANCE));
}

function mrzTextElements(
  lines: string[],
  x: number,
  firstBaseline: number,
  fontSize: number,
  lineHeight: number,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${Math.round(x)}" y="${Math.round(firstBaseline + i * lineHeight)}" ${MONO} font-size="${fontSize}">${line.replaceAll('<', '&lt;')}</text>`,
    )
    .join('');
}
