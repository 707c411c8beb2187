/**
 * Screening a customer's names against a sanctions / PEP list.
 *
 * The rule (names are compared as normalised tokens, see normalise.ts):
 * - Each query token is paired with its best-matching entry token by Jaro-Winkler, best pairs
 *   first, each token used at most once. Token order does not matter, so "John Smith" and
 *   "SMITH, John" are the same name.
 * - The score is the mean of the paired scores over the tokens of the SHORTER name, so a missing
 *   middle name costs nothing while the shorter name must be matched throughout.
 * - When both names have two or more tokens, at least two pairs must each reach the threshold:
 *   a shared common first name (or surname) alone never hits.
 * - A single-token name only ever matches a single-token name; "Musa" alone does not hit
 *   "Ahmed Musa", and "Ahmed Musa" does not hit an entity called "MUSA".
 * - A hit needs the score to reach the threshold too (default 0.92). At that level a one-letter
 *   typo in a long token passes (adeyemi/adeyami 0.94) while a different vowel in a short one
 *   does not (ahmed/ahmad 0.91), and neither does a different ending (musa/musawi 0.93 alone).
 *
 * Speed: every hit contains at least one token pair at or above the threshold (two when both
 * names have two or more tokens). The index keeps each distinct token once with the names using
 * it; a query compares its tokens with the distinct tokens only, skipping those whose length or
 * characters cannot reach the threshold, counts the strong pairs each name could form, and scores
 * in full only the names with enough. The result equals scoring every name (screen.test.ts).
 */
import { jaroWinkler, maxJaroWinklerForLengths } from './jaro-winkler.js';
import { nameVariants } from './normalise.js';
import type { SanctionsEntry } from './types.js';

export const DEFAULT_THRESHOLD = 0.92;
export const MAX_HITS = 10;

export interface IndexedName {
  entry: number;
  /** The name or alias as listed. */
  text: string;
  tokens: string[];
}

export interface ScreeningIndex {
  readonly entries: readonly SanctionsEntry[];
  readonly names: readonly IndexedName[];
  /** Distinct tokens by length: the only strings a query token is compared with. */
  readonly tokensByLength: ReadonlyMap<number, readonly string[]>;
  /** Token -> indexes into `names` using it, once per occurrence. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
}

export interface ScreeningQuery {
  /** Every name to check: legal name, other names, a business's registered and trading names. */
  names: string[];
  /** Leaves out entries of the other kind; vessels and undetermined entities are always kept. */
  kind?: 'person' | 'organisation';
}

export interface ScreeningHit {
  entry: Pick<SanctionsEntry, 'source' | 'id' | 'name' | 'list' | 'programs' | 'pep'>;
  /** The entry's name or alias that matched. */
  matchedName: string;
  /** The query name that matched. */
  query: string;
  score: number;
}

export function buildScreeningIndex(entries: readonly SanctionsEntry[]): ScreeningIndex {
  const names: IndexedName[] = [];
  const postings = new Map<string, number[]>();
  entries.forEach((entry, e) => {
    const seen = new Set<string>();
    for (const text of [entry.name, ...entry.aliases]) {
      for (const tokens of nameVariants(text)) {
        const key = tokens.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        const n = names.push({ entry: e, text, tokens }) - 1;
        for (const token of tokens) {
          const list = postings.get(token);
          if (list) list.push(n);
          else postings.set(token, [n]);
        }
      }
    }
  });
  const tokensByLength = new Map<number, string[]>();
  for (const token of postings.keys()) {
    const list = tokensByLength.get(token.length);
    if (list) list.push(token);
    else tokensByLength.set(token.length, [token]);
  }
  return { entries, names, tokensByLength, postings };
}

// Marks the characters of the query token being scanned for (UTF-16 code units).
const inQuery = new Uint8Array(0x10000);

/**
 * An upper bound on jaroWinkler(token, other), far cheaper than computing it: Jaro can match at
 * most the characters of `other` that occur in `token` at all, and the prefix boost is at most the
 * shared prefix. `inQuery` must mark the characters of `token`.
 */
function upperBound(token: string, other: string): number {
  let common = 0;
  for (let i = 0; i < other.length; i++) common += inQuery[other.charCodeAt(i)]!;
  const m = Math.min(common, token.length);
  if (m === 0) return 0;
  const bestJaro = (m / token.length + m / other.length + 1) / 3;
  const limit = Math.min(4, token.length, other.length);
  let prefix = 0;
  while (prefix < limit && token.charCodeAt(prefix) === other.charCodeAt(prefix)) prefix++;
  return bestJaro + prefix * 0.1 * (1 - bestJaro);
}

/**
 * Names with a token within `threshold` of `token`, listed once per such token: the number of
 * times a name appears bounds how many strong pairs it can form with this query token.
 */
function strongPairs(index: ScreeningIndex, token: string, threshold: number): number[] {
  const found: number[] = [];
  for (let i = 0; i < token.length; i++) inQuery[token.charCodeAt(i)] = 1;
  try {
    for (const [length, tokens] of index.tokensByLength) {
      if (maxJaroWinklerForLengths(token.length, length) < threshold) continue;
      for (const other of tokens) {
        if (upperBound(token, other) < threshold || jaroWinkler(token, other) < threshold) continue;
        for (const n of index.postings.get(other) ?? []) found.push(n);
      }
    }
  } finally {
    for (let i = 0; i < token.length; i++) inQuery[token.charCodeAt(i)] = 0;
  }
  return found;
}

/** The score of two token lists under the rule above, or null when they cannot hit. */
export function scoreTokens(query: string[], listed: string[], threshold: number): number | null {
  if ((query.length === 1 || listed.length === 1) && query.length !== listed.length) return null;
  const [short, long] = query.length <= listed.length ? [query, listed] : [listed, query];

  const width = long.length;
  const scores = new Float64Array(short.length * width);
  for (let s = 0; s < short.length; s++) {
    for (let l = 0; l < width; l++) scores[s * width + l] = jaroWinkler(short[s]!, long[l]!);
  }

  // Greedy assignment, best remaining pair first. Names have a handful of tokens, so repeated
  // scans beat sorting every pair.
  const usedShort = new Uint8Array(short.length);
  const usedLong = new Uint8Array(width);
  let total = 0;
  let strong = 0;
  for (let round = 0; round < short.length; round++) {
    let best = -1;
    let bestS = 0;
    let bestL = 0;
    for (let s = 0; s < short.length; s++) {
      if (usedShort[s]) continue;
      for (let l = 0; l < width; l++) {
        if (!usedLong[l] && scores[s * width + l]! > best) {
          best = scores[s * width + l]!;
          bestS = s;
          bestL = l;
        }
      }
    }
    usedShort[bestS] = 1;
    usedLong[bestL] = 1;
    total += best;
    if (best >= threshold) strong++;
  }
  const mean = total / short.length;
  if (mean < threshold) return null;
  return short.length >= 2 && strong < 2 ? null : mean;
}

function kindAllowed(entry: SanctionsEntry, kind: ScreeningQuery['kind']): boolean {
  if (kind === 'person') return entry.kind !== 'organisation';
  if (kind === 'organisation') return entry.kind !== 'person';
  return true;
}

export function screen(
  index: ScreeningIndex,
  query: ScreeningQuery,
  threshold = DEFAULT_THRESHOLD,
): ScreeningHit[] {
  const best = new Map<number, ScreeningHit>();
  // Per query token, the names it pairs strongly with: query names often share tokens.
  const pairsByToken = new Map<string, number[]>();
  const counts = new Map<number, number>();

  for (const queryName of query.names) {
    for (const tokens of nameVariants(queryName)) {
      // Count strong pairs per name. Every hit has at least one, and two when both names have
      // two or more tokens, so only names with enough are worth scoring in full.
      counts.clear();
      for (const token of tokens) {
        let pairs = pairsByToken.get(token);
        if (!pairs) {
          pairs = strongPairs(index, token, threshold);
          pairsByToken.set(token, pairs);
        }
        for (const n of pairs) counts.set(n, (counts.get(n) ?? 0) + 1);
      }
      for (const [n, count] of counts) {
        const name = index.names[n]!;
        if ((tokens.length === 1) !== (name.tokens.length === 1)) continue;
        if (count < Math.min(2, tokens.length)) continue;
        const entry = index.entries[name.entry]!;
        if (!kindAllowed(entry, query.kind)) continue;
        const score = scoreTokens(tokens, name.tokens, threshold);
        if (score === null || (best.get(name.entry)?.score ?? -1) >= score) continue;
        const { source, id, name: listed, list, programs, pep } = entry;
        best.set(name.entry, {
          entry: { source, id, name: listed, list, programs, pep },
          matchedName: name.text,
          query: queryName,
          score,
        });
      }
    }
  }

  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name))
    .slice(0, MAX_HITS);
}
