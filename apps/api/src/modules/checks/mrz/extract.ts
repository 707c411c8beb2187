/**
 * Finds MRZ-shaped lines in OCR text and repairs the few confusions the MRZ layout lets us fix
 * unambiguously. Check digits (verified later by parseMrz) are what catch any remaining misreads.
 */

interface Shape {
  lines: number;
  length: number;
  /** Allowed first characters of the first line (document code). */
  codes: RegExp;
  /** [line, start, end) ranges that hold only digits (dates and check digits). */
  digits: [number, number, number][];
  /** Ranges that hold only letters or fillers (state codes). */
  letters: [number, number, number][];
  /** The line with the names, whose trailing filler run OCR often miscounts. */
  namesLine: number;
}

// Field positions from ICAO 9303 parts 4 (TD3), 5 (TD1) and 6 (TD2).
const td3: Shape = {
  lines: 2,
  length: 44,
  codes: /^P/,
  digits: [
    [1, 9, 10],
    [1, 13, 20],
    [1, 21, 28],
    [1, 43, 44],
  ],
  letters: [
    [0, 2, 5],
    [1, 10, 13],
  ],
  namesLine: 0,
};
const td2: Shape = {
  ...td3,
  length: 36,
  codes: /^[ACI]/,
  digits: [...td3.digits.slice(0, 3), [1, 35, 36]],
};
const td1: Shape = {
  lines: 3,
  length: 30,
  codes: /^[ACI]/,
  digits: [
    [0, 14, 15],
    [1, 0, 7],
    [1, 8, 15],
    [1, 29, 30],
  ],
  letters: [
    [0, 2, 5],
    [1, 15, 18],
  ],
  namesLine: 2,
};
const shapes = [td3, td2, td1];

// Glyphs OCR swaps between letters and digits in this typeface; only used where one is required.
const toDigit: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
};
const toLetter: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' };

/** Candidate MRZs (each a list of repaired lines), passports (TD3) first, top to bottom. */
export function mrzCandidates(text: string): string[][] {
  const rows = text
    .split('\n')
    .map((row) =>
      row
        .toUpperCase()
        .replace(/[«‹]/g, '<')
        .replace(/[^A-Z0-9<]/g, ''),
    )
    .filter((row) => row.length >= 20);
  const found: string[][] = [];
  for (const shape of shapes) {
    for (let i = 0; i + shape.lines <= rows.length; i++) {
      const group = rows
        .slice(i, i + shape.lines)
        .map((row, n) =>
          n === shape.namesLine ? fitNames(row, shape) : fitLength(row, shape.length),
        );
      if (group.some((row) => row === null)) continue;
      const lines = repair(group as string[], shape);
      if (shape.codes.test(lines[0]!) && lines.join('').includes('<<')) found.push(lines);
    }
  }
  return found;
}

/**
 * OCR miscounts long filler runs by a character or two: take fillers from (or add them to) the
 * longest run so the fields after it keep their positions. Anything further off is not an MRZ line.
 */
function fitLength(row: string, length: number): string | null {
  const diff = length - row.length;
  if (Math.abs(diff) > 2) return null;
  if (diff === 0) return row;
  const runs = [...row.matchAll(/<{2,}/g)];
  const longest = runs.sort((a, b) => b[0].length - a[0].length)[0];
  if (!longest || longest[0].length + diff < 1) return null;
  const end = longest.index + longest[0].length;
  return row.slice(0, longest.index) + '<'.repeat(longest[0].length + diff) + row.slice(end);
}

/**
 * Name components are joined by '<' and surname and given names by '<<', so a run of three or more
 * fillers can only be the padding after the names. OCR often miscounts that padding or sees stray
 * letters (mostly L and K) in it: rebuild it from the names' end to the line length.
 */
function fitNames(row: string, shape: Shape): string | null {
  const namesStart = shape.namesLine === 0 ? 5 : 0;
  const padding = /<{3,}/.exec(row.slice(namesStart));
  if (!padding) return fitLength(row, shape.length);
  const names = row.slice(0, namesStart + padding.index);
  // Far more text after the names than a misread padding explains: not an MRZ line.
  if (names.length > shape.length || row.length > shape.length + 8) return null;
  return names.padEnd(shape.length, '<');
}

function repair(lines: string[], shape: Shape): string[] {
  const chars = lines.map((line) => [...line]);
  const map = (ranges: [number, number, number][], table: Record<string, string>) => {
    for (const [line, start, end] of ranges) {
      for (let c = start; c < end; c++)
        chars[line]![c] = table[chars[line]![c]!] ?? chars[line]![c]!;
    }
  };
  map(shape.digits, toDigit);
  map(shape.letters, toLetter);
  return chars.map((c) => c.join(''));
}
