import { describe, expect, it } from 'vitest';
import type { Plane } from './decode.js';
import { flatFraction, statusBarBand } from './flatness.js';
import { screenSizeSign } from './screenshot.js';

/** A w×h RGB plane filled by colour(x, y). */
function plane(w: number, h: number, colour: (x: number, y: number) => number[]): Plane {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.set(colour(x, y), (y * w + x) * 3);
  return { data, width: w, height: h, channels: 3 };
}

/** Deterministic pseudo-noise in 0..n-1. */
const noise = (x: number, y: number, n: number) => ((x * 7919 + y * 104729) ^ (x * y)) % n;

describe('screenSizeSign', () => {
  it('knows screen sizes in either orientation, and not our own capture size', () => {
    expect(screenSizeSign(1170, 2532)).toBe('exact screen size 1170×2532');
    expect(screenSizeSign(2532, 1170)).toBe('exact screen size 2532×1170');
    expect(screenSizeSign(1920, 1080)).toBe('exact screen size 1920×1080');
    expect(screenSizeSign(1280, 720)).toBeNull();
    expect(screenSizeSign(720, 720)).toBeNull();
    expect(screenSizeSign(3024, 4032)).toBeNull();
  });

  it('recognises a tall screen scaled by the upload cleaner to fit 2560 px', () => {
    expect(screenSizeSign(1152, 2560)).toMatch(/scaled to 1152×2560 \(as from 1440×3200\)/);
    expect(screenSizeSign(1920, 2560)).toBeNull(); // a 4:3 camera photo
  });
});

describe('flatFraction', () => {
  it('is 1 for a flat image and near 0 for a noisy one', () => {
    expect(flatFraction(plane(50, 20, () => [200, 200, 200]))).toBe(1);
    const noisy = flatFraction(plane(50, 20, (x, y) => [noise(x, y, 9), 100, 100]));
    expect(noisy).toBeLessThan(0.2);
  });
});

describe('statusBarBand', () => {
  const content = (x: number, y: number) => [noise(x, y, 200), 90, 140];

  it('finds a flat band over varied content', () => {
    const p = plane(100, 200, (x, y) => (y < 8 ? [255, 255, 255] : content(x, y)));
    expect(statusBarBand(p)).toBe(true);
  });

  it('ignores flat padding that runs well past the top 4% (the padded face fixtures)', () => {
    const padded = plane(100, 200, (x, y) =>
      y < 40 || y > 160 || x < 20 || x > 80 ? [128, 128, 128] : content(x, y),
    );
    expect(statusBarBand(padded)).toBe(false);
  });

  it('ignores a blank image and a noisy top', () => {
    expect(statusBarBand(plane(100, 200, () => [240, 240, 240]))).toBe(false);
    expect(statusBarBand(plane(100, 200, content))).toBe(false);
  });
});
