import type { Plane } from './decode.js';

/** Share of pixels identical, in every channel, to their right neighbour. */
export function flatFraction(p: Plane): number {
  const { data: d, width: w, height: h, channels: c } = p;
  if (w < 2) return 0;
  let flat = 0;
  for (let y = 0; y < h; y++) {
    const rowEnd = (y * w + w - 1) * c;
    for (let i = y * w * c; i < rowEnd; i += c) {
      let same = true;
      for (let k = 0; k < c; k++) {
        if (d[i + k] !== d[i + c + k]) {
          same = false;
          break;
        }
      }
      if (same) flat++;
    }
  }
  return flat / ((w - 1) * h);
}

/** Per channel: how far a pixel may be from the band colour and still count as that colour. */
const TOLERANCE = 12;

/** Per-channel median of rows [from, to): the dominant colour when one colour fills most of it. */
function medianColour(p: Plane, from: number, to: number): number[] {
  const { data: d, width: w, channels: c } = p;
  const hist = new Uint32Array(256 * c);
  for (let i = from * w * c; i < to * w * c; i += c) {
    for (let k = 0; k < c; k++) hist[k * 256 + d[i + k]!]!++;
  }
  const half = ((to - from) * w) / 2;
  return Array.from({ length: c }, (_, k) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += hist[k * 256 + v]!;
      if (seen >= half) return v;
    }
    return 255;
  });
}

/** Share of pixels in rows [from, to) within TOLERANCE of colour, and identical to their right. */
function rowsLike(p: Plane, from: number, to: number, colour: number[]) {
  const { data: d, width: w, channels: c } = p;
  let near = 0;
  let flat = 0;
  for (let y = from; y < to; y++) {
    for (let x = 0, i = y * w * c; x < w; x++, i += c) {
      let isNear = true;
      let isFlat = x < w - 1;
      for (let k = 0; k < c; k++) {
        const v = d[i + k]!;
        if (Math.abs(v - colour[k]!) > TOLERANCE) isNear = false;
        if (isFlat && v !== d[i + c + k]) isFlat = false;
      }
      if (isNear) near++;
      if (isFlat) flat++;
    }
  }
  const n = Math.max(1, (to - from) * w);
  return { near: near / n, flat: flat / n };
}

/** A row with something drawn in it: more than 3% of it away from its own dominant colour. */
const hasContent = (p: Plane, y: number) =>
  rowsLike(p, y, y + 1, medianColour(p, y, y + 1)).near < 0.97;

/**
 * A phone's status bar: the top ~4% of rows one perfectly flat colour (rendered, so without the
 * sensor noise a sky or wall has), content starting within the next 8% (a band that runs on is a
 * border or padding, as around the face fixtures), and a quarter or more of the remaining rows with
 * something in them (not a blank image).
 */
export function statusBarBand(p: Plane): boolean {
  const band = Math.max(2, Math.round(p.height * 0.04));
  const lookahead = Math.max(2, Math.round(p.height * 0.08));
  if (p.height < 4 * (band + lookahead)) return false;
  const top = rowsLike(p, 0, band, medianColour(p, 0, band));
  if (top.near < 0.9 || top.flat < 0.7) return false;
  let contentSoon = false;
  for (let y = band; y < band + lookahead && !contentSoon; y++) contentSoon = hasContent(p, y);
  if (!contentSoon) return false;
  let content = 0;
  for (let y = band; y < p.height; y++) if (hasContent(p, y)) content++;
  return content / (p.height - band) >= 0.25;
}
