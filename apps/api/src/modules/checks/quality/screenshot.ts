import type { Plane } from './decode.js';
import { flatFraction, statusBarBand } from './flatness.js';
import type { QualityThresholds } from './thresholds.js';

/**
 * Screen resolutions (portrait; either orientation matches). Phones: iPhone 6-16 generations,
 * common Android FHD+/HD+/QHD+ panels (including budget phones common in Nigeria at 720×1600).
 * Desktops and laptops: the usual monitor and MacBook sizes. 1280×720 is deliberately absent: it is
 * our own document capture size.
 */
const SCREENS: readonly (readonly [number, number])[] = [
  [750, 1334],
  [828, 1792],
  [1080, 1920],
  [1125, 2436],
  [1170, 2532],
  [1179, 2556],
  [1206, 2622],
  [1242, 2688],
  [1284, 2778],
  [1290, 2796],
  [1320, 2868],
  [720, 1520],
  [720, 1600],
  [720, 1612],
  [1080, 2160],
  [1080, 2340],
  [1080, 2400],
  [1080, 2408],
  [1080, 2412],
  [1440, 2560],
  [1440, 2960],
  [1440, 3040],
  [1440, 3088],
  [1440, 3120],
  [1440, 3200],
  [768, 1366],
  [864, 1536],
  [900, 1440],
  [800, 1280],
  [1050, 1680],
  [1200, 1920],
  [1600, 2560],
  [1664, 2560],
  [1800, 2880],
  [1964, 3024],
  [2160, 3840],
];

/**
 * The upload cleaner (lib/uploads.ts) fits images inside 2560 px, so a 1284×2778 screenshot
 * arrives as 1183×2560; match the scaled size too, ±1 px for rounding.
 */
const CLEANER_SIDE = 2560;

/** The screenshot sign for a width×height, or null when no screen has that size. */
export function screenSizeSign(width: number, height: number): string | null {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const size = (s: number, l: number) => (width < height ? `${s}×${l}` : `${l}×${s}`);
  if (SCREENS.some(([s, l]) => s === short && l === long)) {
    return `exact screen size ${size(short, long)}`;
  }
  if (long !== CLEANER_SIDE) return null;
  // Several phones share a shape; name them all rather than guess which one.
  const scaled = SCREENS.filter(([s, l]) => l > long && Math.abs(short - (s * long) / l) <= 1);
  if (scaled.length === 0) return null;
  return `screen size scaled to ${size(short, long)} (as from ${scaled.map(([s, l]) => size(s, l)).join(' or ')})`;
}

export interface ScreenshotEvidence {
  flatFraction: number;
  signs: string[];
  /** Two signs together, or flat areas extreme enough on their own. */
  likely: boolean;
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

export function screenshotEvidence(
  width: number,
  height: number,
  colour: Plane,
  t: QualityThresholds,
): ScreenshotEvidence {
  const flat = flatFraction(colour);
  const signs = [
    screenSizeSign(width, height),
    flat >= t.flatSign && `large flat areas (${pct(flat)} of pixels)`,
    statusBarBand(colour) && 'uniform band across the top, like a status bar',
  ].filter((s): s is string => typeof s === 'string');
  return { flatFraction: flat, signs, likely: signs.length >= 2 || flat >= t.flatExtreme };
}
