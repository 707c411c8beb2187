/**
 * Name normalisation for screening: both the list and the customer's name go through this, so
 * spelling conventions (accents, case, punctuation, "LAST, First") cannot decide a match.
 */

/**
 * Tokens dropped before matching. Kept deliberately short: every word here is one a screening
 * match can no longer rest on, so only titles, legal-form suffixes and connectives that carry no
 * identity belong in it.
 * - honorifics common in Nigerian and list data: mr, mrs, ms, dr, alhaji, chief
 * - legal forms: ltd, limited, plc, inc, llc, llp, co, company, sa, gmbh
 * - connectives: the, and, of
 */
export const NOISE_TOKENS: ReadonlySet<string> = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'alhaji',
  'chief',
  'ltd',
  'limited',
  'plc',
  'inc',
  'llc',
  'llp',
  'co',
  'company',
  'sa',
  'gmbh',
  'the',
  'and',
  'of',
]);

// Letters NFD does not decompose into a base letter plus a mark.
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};
const FOLDABLE = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * Lower-case, accent-free text with punctuation reduced to spaces. Apostrophes and full stops are
 * deleted rather than spaced ("O'Neil" = "ONeil", "A.B.C." = "ABC"); every other non-letter,
 * non-digit (commas, hyphens, slashes, brackets) separates words.
 */
export function normaliseText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDABLE, (c) => LETTER_FOLDS[c] ?? c)
    .replace(/['’‘ʼ`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * OFAC writes individuals as "LAST, First Middle". With exactly one comma the name is turned
 * back into "First Middle LAST". Scoring ignores token order, so this only keeps token lists in
 * a natural order; "ACME TRADING, LTD." becomes "LTD. ACME TRADING", which is equally harmless.
 */
export function reorderLastFirst(name: string): string {
  const parts = name.split(',');
  if (parts.length !== 2) return name;
  const [last, first] = parts as [string, string];
  if (!last.trim() || !first.trim()) return name;
  return `${first.trim()} ${last.trim()}`;
}

/** A name as screening tokens, noise removed. A name made only of noise keeps its tokens. */
export function nameTokens(name: string): string[] {
  const all = normaliseText(reorderLastFirst(name)).split(' ').filter(Boolean);
  const kept = all.filter((t) => !NOISE_TOKENS.has(t));
  return kept.length > 0 ? kept : all;
}

/**
 * The token lists a name is screened as: its tokens, plus, for a hyphenated name, the variant
 * with the hyphenated parts joined, so "Balogun-Adeyemi" also matches "Balogunadeyemi".
 */
export function nameVariants(name: string): string[][] {
  const tokens = nameTokens(name);
  if (tokens.length === 0) return [];
  const variants = [tokens];
  if (/\p{L}-\p{L}/u.test(name)) {
    const joined = nameTokens(reorderLastFirst(name).replace(/(\p{L})-(?=\p{L})/gu, '$1'));
    if (joined.length > 0 && joined.join(' ') !== tokens.join(' ')) variants.push(joined);
  }
  return variants;
}

/** Names without blanks and case-insensitive repeats, leaving out `except` (the main name). */
export function uniqueNames(names: string[], except: string): string[] {
  const seen = new Set([except.toLowerCase()]);
  const out: string[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
}
