import { describe, expect, it } from 'vitest';
import { frameStats, lumaOf } from './frame-stats';

const W = 32;
const H = 32;

/** An RGBA frame whose grey level at (x, y) is shade(x, y). */
function frame(shade: (x: number, y: number) => number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const v = shade(x, y);
      data.set([v, v, v, 255], i);
    }
  }
  return data;
}

/** A 5×5 box blur of a grey frame, as a camera out of focus would smear it. */
function blurred(shade: (x: number, y: number) => number) {
  return (x: number, y: number) => {
    let sum = 0;
    let n = 0;
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        sum += shade(Math.min(W - 1, Math.max(0, x + dx)), Math.min(H - 1, Math.max(0, y + dy)));
        n++;
      }
    }
    return Math.round(sum / n);
  };
}

const checker = (x: number, y: number) => ((Math.floor(x / 4) + Math.floor(y / 4)) % 2 ? 220 : 30);

describe('frame stats', () => {
  it('measures brightness as the mean BT.601 luma', () => {
    expect(
      frameStats(
        frame(() => 0),
        W,
        H,
      ).brightness,
    ).toBe(0);
    expect(
      frameStats(
        frame(() => 200),
        W,
        H,
      ).brightness,
    ).toBeCloseTo(200, 3);
    const red = new Uint8ClampedArray([255, 0, 0, 255]);
    expect(lumaOf(red, 1, 1)[0]).toBeCloseTo(76.245, 2);
  });

  it('gives a plain frame no sharpness, and a smooth gradient almost none', () => {
    expect(
      frameStats(
        frame(() => 128),
        W,
        H,
      ).sharpness,
    ).toBe(0);
    expect(
      frameStats(
        frame((x) => x * 4),
        W,
        H,
      ).sharpness,
    ).toBeLessThan(1);
  });

  it('finds edges sharp and the same edges blurred much less so', () => {
    const sharp = frameStats(frame(checker), W, H).sharpness;
    const soft = frameStats(frame(blurred(checker)), W, H).sharpness;
    expect(sharp).toBeGreaterThan(1000);
    expect(soft).toBeLessThan(sharp / 5);
  });

  it('copes with frames too small to have inner pixels', () => {
    expect(frameStats(new Uint8ClampedArray(4 * 2 * 2), 2, 2)).toEqual({
      brightness: 0,
      sharpness: 0,
    });
  });
});
