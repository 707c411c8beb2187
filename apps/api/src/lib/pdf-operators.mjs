// Counts the operators of a PDF content stream (ISO 32000-1 §7.8.2) without drawing anything, so
// that a page built to keep a renderer busy (issue 31: millions of `re f` in a small compressed
// stream) is refused for its size before MuPDF spends seconds on it. A tokenizer, not a parser:
// operands (numbers, names, strings, arrays, dictionaries) are skipped, every other keyword is an
// operator. Plain JavaScript: the render worker (pdf-render-worker.mjs) loads it; types in
// pdf-operators.d.mts.

const isWhite = (b) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0;
// ( ) < > [ ] { } / %
const isDelimiter = (b) =>
  b === 0x28 ||
  b === 0x29 ||
  b === 0x3c ||
  b === 0x3e ||
  b === 0x5b ||
  b === 0x5d ||
  b === 0x7b ||
  b === 0x7d ||
  b === 0x2f ||
  b === 0x25;
const isRegular = (b) => !isWhite(b) && !isDelimiter(b);
const OPERANDS = new Set(['true', 'false', 'null']);

/** Index after the regular characters starting at i. */
function endOfToken(bytes, i) {
  while (i < bytes.length && isRegular(bytes[i])) i++;
  return i;
}

/** Index after a literal string opening at i: balanced parentheses, backslash escapes. */
function endOfString(bytes, i) {
  let depth = 0;
  for (; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x5c) i++;
    else if (b === 0x28) depth++;
    else if (b === 0x29 && --depth === 0) return i + 1;
  }
  return i;
}

/** Index after an inline image's data (after ID): up to "EI" standing alone. */
function endOfInlineImage(bytes, i) {
  for (let at = i; ; at++) {
    at = bytes.indexOf(0x45, at); // E
    if (at === -1) return bytes.length;
    if (
      bytes[at + 1] === 0x49 && // I
      isWhite(bytes[at - 1]) &&
      (at + 2 >= bytes.length || !isRegular(bytes[at + 2]))
    )
      return at + 2;
  }
}

/**
 * The operators in `bytes` (a decoded content stream), counting stops once past `limit`, and how
 * many times each named XObject is drawn (`/Name Do`), for the caller to weigh by its own size.
 * @returns {{ operators: number, draws: Map<string, number> }}
 */
export function countOperators(bytes, limit = Infinity) {
  let operators = 0;
  const draws = new Map();
  let lastName = null;
  let i = 0;
  const n = bytes.length;
  while (i < n && operators <= limit) {
    const b = bytes[i];
    if (isWhite(b)) {
      i++;
    } else if (b === 0x25) {
      // % comment, to the end of the line
      while (i < n && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i++;
    } else if (b === 0x28) {
      i = endOfString(bytes, i);
    } else if (b === 0x3c) {
      // << starts a dictionary (its contents are tokens like any other); < a hex string
      if (bytes[i + 1] === 0x3c) i += 2;
      else {
        const close = bytes.indexOf(0x3e, i + 1);
        i = close === -1 ? n : close + 1;
      }
    } else if (b === 0x2f) {
      const end = endOfToken(bytes, i + 1);
      // #xx escapes decoded, as the resource dictionary's key is looked up by the renderer.
      lastName = String.fromCharCode(...bytes.subarray(i + 1, Math.min(end, i + 128))).replace(
        /#([0-9a-fA-F]{2})/g,
        (_, hex) => String.fromCharCode(parseInt(hex, 16)),
      );
      i = end;
    } else if (isDelimiter(b)) {
      i++;
    } else {
      const end = endOfToken(bytes, i);
      const first = bytes[i];
      const numeric =
        (first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e;
      if (!numeric) {
        const word = end - i <= 5 ? String.fromCharCode(...bytes.subarray(i, end)) : '';
        if (!OPERANDS.has(word)) {
          operators++;
          if (word === 'Do' && lastName !== null)
            draws.set(lastName, (draws.get(lastName) ?? 0) + 1);
          lastName = null;
          if (word === 'ID') {
            i = endOfInlineImage(bytes, end + 1);
            continue;
          }
        }
      }
      i = end;
    }
  }
  return { operators, draws };
}
