// How deep a JSON text nests, found by one pass over its bytes, with no recursion and before
// anything parses or walks it (issue 31). JSON.parse itself copes with any depth, but every
// recursive walk after it (the prototype-poisoning check, the data-URL decoder, a validator, a
// serialiser) throws RangeError on a body a few hundred kB long nested 150,000 arrays deep.
// Plain JavaScript so the JSON parsing thread (json-parse-worker.mjs) and the TypeScript side
// share it (types in json-nesting.d.mts).

/** Far deeper than any body of ours (a KYC submission nests 3 deep), far below any stack limit. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether UTF-8 JSON `bytes` open more than `limit` arrays and objects inside one another.
 * Brackets inside strings are data and are not counted; the bytes these look for never occur
 * inside a multi-byte UTF-8 character. Malformed JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(bytes, limit = MAX_JSON_DEPTH) {
  let depth = 0;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === QUOTE) {
      // To the closing quote with the native search: a string's megabytes of base64 are not
      // looked at one byte at a time here. A quote after an odd run of backslashes is escaped.
      let end = i;
      for (;;) {
        end = bytes.indexOf(QUOTE, end + 1);
        if (end === -1) return false;
        let slashes = 0;
        while (bytes[end - 1 - slashes] === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
      i = end;
    } else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
