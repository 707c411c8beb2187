/**
 * Jaro-Winkler string similarity, 0 (nothing in common) to 1 (identical).
 *
 * Standard Jaro, then Winkler's boost for a shared prefix: p = 0.1 per prefix character, at most 4.
 * The boost is applied unconditionally (no 0.7 "boost threshold"): below Jaro 0.7 the result is
 * at most 0.82, far under any screening threshold, so the variants agree wherever it matters.
 */

const PREFIX_SCALE = 0.1;
const MAX_PREFIX = 4;

// Reused between calls: screening compares a query token with every token in the index, and two
// fresh arrays per comparison would cost more than the comparison itself.
let matchedA = new Uint8Array(64);
let matchedB = new Uint8Array(64);

/** Plain Jaro similarity. Compares UTF-16 code units; callers normalise first. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;

  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  if (matchedA.length < la) matchedA = new Uint8Array(la * 2);
  if (matchedB.length < lb) matchedB = new Uint8Array(lb * 2);
  for (let i = 0; i < la; i++) matchedA[i] = 0;
  for (let j = 0; j < lb; j++) matchedB[j] = 0;

  let matches = 0;
  for (let i = 0; i < la; i++) {
    const c = a.charCodeAt(i);
    const hi = Math.min(lb - 1, i + window);
    for (let j = Math.max(0, i - window); j <= hi; j++) {
      if (matchedB[j] === 0 && b.charCodeAt(j) === c) {
        matchedA[i] = 1;
        matchedB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;

  // Matched characters that appear in a different order; each swapped pair counts once.
  let outOfOrder = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (matchedA[i] === 0) continue;
    while (matchedB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) outOfOrder++;
    k++;
  }
  const transpositions = outOfOrder / 2;
  return (matches / la + matches / lb + (matches - transpositions) / matches) / 3;
}

export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  const limit = Math.min(MAX_PREFIX, a.length, b.length);
  let prefix = 0;
  while (prefix < limit && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return j + prefix * PREFIX_SCALE * (1 - j);
}

/**
 * The lowest Jaro-Winkler a token of length `la` can reach against one of length `lb` is 0, but
 * the highest is bounded by the length ratio alone: Jaro <= (2 + short/long) / 3, and the prefix
 * boost adds at most 0.4 of the remainder. Screening uses this to skip tokens that cannot reach
 * the threshold without comparing them.
 */
export function maxJaroWinklerForLengths(la: number, lb: number): number {
  if (la === 0 || lb === 0) return la === lb ? 1 : 0;
  const ratio = Math.min(la, lb) / Math.max(la, lb);
  const bestJaro = (2 + ratio) / 3;
  return bestJaro + MAX_PREFIX * PREFIX_SCALE * (1 - bestJaro);
}
