import { describe, expect, it } from 'vitest';
import { documentView } from './document-shape';

const W = 320;
const H = 180;

/** A frame as luma: a dark table, optionally a light card with lines of "text", or a face-like blob. */
function frame(draw: (x: number, y: number) => number): Float32Array {
  const luma = new Float32Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) luma[y * W + x] = draw(x, y);
  return luma;
}

const TABLE = 45;
const PAPER = 215;

/** A card from (x0, y0), w × h, with printed lines (short dark dashes) when `text`. */
function card(x0: number, y0: number, w: number, h: number, text = true) {
  return frame((x, y) => {
    if (x < x0 || x >= x0 + w || y < y0 || y >= y0 + h) return TABLE;
    const u = x - x0;
    const v = y - y0;
    const onLine = text && v > h * 0.15 && v < h * 0.9 && v % 8 < 3;
    const inWord = u > w * 0.1 && u < w * 0.9 && u % 5 < 3;
    return onLine && inWord ? 40 : PAPER;
  });
}

describe('the document camera looks for a card-shaped rectangle with text', () => {
  it('finds an ID card (1.59 : 1) with printed text on a dark table', () => {
    const v = documentView(card(40, 20, 222, 140), W, H);
    expect(v.found).toBe(true);
    expect(v.cutOff).toBe(false);
    expect(v.box!.x).toBeCloseTo(40 / W, 1);
    expect(v.box!.width).toBeCloseTo(222 / W, 1);
  });

  it('does not take a blank card or sheet for a document', () => {
    expect(documentView(card(40, 20, 222, 140, false), W, H).found).toBe(false);
  });

  it('does not take a face for a document', () => {
    // A bright oval with soft shading and dark eyes and mouth, on a plain wall.
    const face = frame((x, y) => {
      const dx = (x - 160) / 60;
      const dy = (y - 90) / 80;
      const r = dx * dx + dy * dy;
      if (r > 1) return 190;
      const eye = (Math.hypot(x - 138, y - 70) < 6 || Math.hypot(x - 182, y - 70) < 6) && 30;
      const mouth = Math.abs(y - 125) < 3 && Math.abs(x - 160) < 20 && 60;
      return eye || mouth || 150 - r * 40;
    });
    expect(documentView(face, W, H).found).toBe(false);
  });

  it('says a card running off the frame is cut off', () => {
    const v = documentView(card(120, 20, 222, 140), W, H);
    expect(v.found).toBe(false);
    expect(v.cutOff).toBe(true);
  });

  it('does not take a photo’s two straight borders for a cut-off card', () => {
    // A portrait photo filling the frame's height: two vertical borders, nothing across.
    const photo = frame((x, y) => (x < 60 || x >= 260 ? 200 : 60 + ((x * 7 + y * 13) % 90)));
    expect(documentView(photo, W, H)).toMatchObject({ found: false, cutOff: false });
  });

  it('finds nothing on a plain frame', () => {
    expect(
      documentView(
        frame(() => 120),
        W,
        H,
      ),
    ).toMatchObject({ found: false, cutOff: false });
  });
});
