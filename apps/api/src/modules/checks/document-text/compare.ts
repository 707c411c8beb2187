/**
 * Compares a document's printed text (its visual zone, read by OCR) with the names and date of
 * birth the member typed (issue 34). Pure: the OCR's text in, facts out, so it is tested without
 * an OCR engine. Nothing read is kept: only whether each fact matched.
 */

export interface TypedPerson {
  firstName: string;
  lastName: string;
  middleName: string | null;
  /** YYYY-MM-DD, or null when unknown */
  dob: string | null;
}

export interface PrintedTextMatch {
  /** The text had something a document prints (a name label, a date, or the typed names). */
  readable: boolean;
  firstName: boolean;
  lastName: boolean;
  /** null: no middle name typed, or not printed (many documents leave it out). */
  middleName: boolean | null;
  /** Both the first and the last name are printed. */
  names: boolean;
  /**
   * true: a printed date is the typed one; false: the date printed at the birth-date label is
   * another; null: not found.
   */
  dob: boolean | null;
}

/** Upper case, no accents or apostrophes, words of letters only. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((w) => w.length > 0);
}

/** Lines that are a machine-readable zone ('P<NGAOKAFOR<<ADAEZE<<<…'): the MRZ has its own check. */
const isMrzLine = (line: string) => line.includes('<<') || /^[A-Z0-9<]{30,}$/.test(line.trim());

/** Labels that mark a name field on the documents accepted (passport, ID cards, licence, voter's card). */
const NAME_LABELS = new Set([
  'SURNAME',
  'NAME',
  'NAMES',
  'NOM',
  'PRENOMS',
  'GIVEN',
  'FIRST',
  'LAST',
  'FORENAMES',
  'FORENAME',
  'OTHER',
  'MIDDLE',
]);
const BIRTH_LABEL = /BIRTH|NAISSANCE|\bD\.?O\.?B\b/;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

interface PrintedDate {
  day: number;
  month: number;
  /** Four digits, or two when the document prints two. */
  year: number;
  twoDigitYear: boolean;
  /** Where it starts in the text. */
  at: number;
}

/** Dates as documents print them: 14.03.1992, 14/03/92, 14 MAR 1992, 14-MAR-92, 1992-03-14. */
export function printedDates(text: string): PrintedDate[] {
  const t = text.toUpperCase();
  const found: PrintedDate[] = [];
  const push = (at: number, d: number, m: number, y: string) => {
    if (d >= 1 && d <= 31 && m >= 1 && m <= 12)
      found.push({ day: d, month: m, year: Number(y), twoDigitYear: y.length === 2, at });
  };
  for (const m of t.matchAll(/\b(\d{4})[./-](\d{1,2})[./-](\d{1,2})\b/g))
    push(m.index, Number(m[3]), Number(m[2]), m[1]!);
  for (const m of t.matchAll(/\b(\d{1,2})[ ./-](\d{1,2})[ ./-](\d{4}|\d{2})\b/g))
    push(m.index, Number(m[1]), Number(m[2]), m[3]!);
  for (const m of t.matchAll(/\b(\d{1,2})[ ./-]?([A-Z]{3})[A-Z]*[ ./-]?(\d{4}|\d{2})\b/g)) {
    const month = MONTHS.indexOf(m[2]!);
    if (month >= 0) push(m.index, Number(m[1]), month + 1, m[3]!);
  }
  return found.sort((a, b) => a.at - b.at);
}

function sameDate(p: PrintedDate, iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return p.day === d && p.month === m && (p.twoDigitYear ? p.year === y % 100 : p.year === y);
}

/** At most one letter wrong, missing or extra: OCR slips on a long name. */
function withinOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * Each word of the typed name is printed: exactly, or (words of five letters or more) with one
 * OCR slip. Short names must match exactly, so "EZE" is never "OKE".
 */
function printed(name: string, printedWords: string[]): boolean {
  const parts = words(name);
  if (parts.length === 0) return false;
  return parts.every((p) =>
    printedWords.some((w) => w === p || (p.length >= 5 && withinOne(w, p))),
  );
}

/** The rest of the birth-date label's line and the next non-empty line; '' without a label. */
function atBirthLabel(visual: string): string {
  const lines = visual.split('\n').filter((l) => l.trim().length > 0);
  const i = lines.findIndex((l) => BIRTH_LABEL.test(l.toUpperCase()));
  if (i < 0) return '';
  const line = lines[i]!.toUpperCase();
  const after = line.slice(BIRTH_LABEL.exec(line)!.index);
  return `${after}\n${lines[i + 1] ?? ''}`;
}

export function comparePrintedText(text: string, typed: TypedPerson): PrintedTextMatch {
  const lines = text.split(/\r?\n/).filter((l) => !isMrzLine(l));
  const visual = lines.join('\n');
  const printedWords = words(visual);
  const firstName = printed(typed.firstName, printedWords);
  const lastName = printed(typed.lastName, printedWords);
  const middleName = typed.middleName && printed(typed.middleName, printedWords) ? true : null;

  const dates = printedDates(visual);
  const birthLabel = BIRTH_LABEL.test(visual.toUpperCase());
  let dob: boolean | null = null;
  if (typed.dob && dates.some((d) => sameDate(d, typed.dob!))) dob = true;
  // The date printed at the label (on its line or the next): another date further away (issue,
  // expiry) says nothing about the birth date.
  else if (typed.dob && printedDates(atBirthLabel(visual)).length > 0) dob = false;

  const readable =
    firstName ||
    lastName ||
    dates.length > 0 ||
    birthLabel ||
    printedWords.some((w) => NAME_LABELS.has(w));
  return { readable, firstName, lastName, middleName, names: firstName && lastName, dob };
}
