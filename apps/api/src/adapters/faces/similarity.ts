/**
 * Human's face similarity (its `match.similarity` with default options): a scaled Euclidean
 * distance between two descriptions mapped to 0-1. Reimplemented here so matching (and the
 * duplicate-face search over stored descriptions) needs no model and runs on the main thread.
 * On the shared fixtures: same person 0.69-0.81, different people 0.23-0.36.
 */
const MULTIPLIER = 25;
const MIN = 0.2;
const MAX = 0.8;

export function faceSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  const distance = MULTIPLIER * sum;
  if (distance === 0) return 1;
  const s = (1 - Math.sqrt(distance) / 100 - MIN) / (MAX - MIN);
  return Math.round(1000 * Math.max(0, Math.min(1, s))) / 1000;
}
