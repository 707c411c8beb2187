import type { Plane } from './decode.js';

/**
 * 100 × variance of the 3×3 Laplacian (4-neighbour) over the variance of the grey levels. The
 * Laplacian alone scales with contrast: a darkened photo would read as blurred. As a share of the
 * image's own variance it measures how much of the detail is fine detail, whatever the exposure.
 */
export function sharpness(grey: Plane): number {
  const { data: g, width: w, height: h } = grey;
  if (w < 3 || h < 3) return 0;
  let sum = 0;
  let sq = 0;
  let lsum = 0;
  let lsq = 0;
  for (let i = 0; i < g.length; i++) {
    const v = g[i]!;
    sum += v;
    sq += v * v;
  }
  for (let y = 1; y < h - 1; y++) {
    for (let i = y * w + 1, end = y * w + w - 1; i < end; i++) {
      const l = g[i - 1]! + g[i + 1]! + g[i - w]! + g[i + w]! - 4 * g[i]!;
      lsum += l;
      lsq += l * l;
    }
  }
  const n = g.length;
  const ln = (w - 2) * (h - 2);
  const variance = sq / n - (sum / n) ** 2;
  const lapVariance = lsq / ln - (lsum / ln) ** 2;
  // A uniform image has no detail at all: as unusable as a blurred one.
  return variance < 1 ? 0 : (100 * lapVariance) / variance;
}

export interface Exposure {
  brightness: number;
  darkFraction: number;
  brightFraction: number;
  clippedFraction: number;
}

export function exposure(grey: Plane): Exposure {
  const g = grey.data;
  let sum = 0;
  let dark = 0;
  let bright = 0;
  let clipped = 0;
  for (let i = 0; i < g.length; i++) {
    const v = g[i]!;
    sum += v;
    if (v < 16) dark++;
    else if (v > 240) {
      bright++;
      if (v >= 250) clipped++;
    }
  }
  const n = Math.max(1, g.length);
  return {
    brightness: sum / n,
    darkFraction: dark / n,
    brightFraction: bright / n,
    clippedFraction: clipped / n,
  };
}
