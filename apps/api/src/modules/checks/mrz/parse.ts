import { parse, type Details, type FieldName } from 'mrz';
import type { MrzFields, MrzFormat, MrzParsed } from './types.js';

const supported: readonly string[] = ['TD1', 'TD2', 'TD3'] satisfies MrzFormat[];

/**
 * Parses MRZ lines with the mrz package and reshapes the result for the check: ISO dates, one
 * validity flag for the check digits, and whether the document has expired at `now`.
 * Throws when the lines are not a TD1, TD2 or TD3 MRZ.
 */
export function parseMrz(lines: string[], opts: { now?: Date } = {}): MrzParsed {
  const result = parse(lines);
  if (!supported.includes(result.format)) {
    throw new Error(`unsupported MRZ format: ${result.format}`);
  }
  const now = opts.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const checkDigits = result.details
    .filter((d) => d.field?.endsWith('CheckDigit'))
    .map((d) => ({ field: d.field!, valid: d.valid }));
  const fieldErrors = result.details
    .filter((d) => !d.valid && !d.field?.endsWith('CheckDigit'))
    .map((d) => ({ field: d.field ?? d.label, error: d.error ?? 'invalid' }));
  const field = (name: FieldName) => fieldValue(result.details, name);

  const expirationDate = isoDate(field('expirationDate'), (yy) => expiryYear(yy, now));
  return {
    format: result.format as MrzFormat,
    valid: checkDigits.length > 0 && checkDigits.every((c) => c.valid),
    checkDigits,
    fieldErrors,
    fields: {
      documentCode: field('documentCode'),
      documentNumber: field('documentNumber'),
      surname: field('lastName'),
      givenNames: field('firstName'),
      nationality: field('nationality'),
      issuingState: field('issuingState'),
      birthDate: isoDate(field('birthDate'), (yy, rest) => birthYear(yy, rest, today)),
      expirationDate,
      sex: sexCode(field('sex')),
    },
    expired: expirationDate !== null && expirationDate < today,
  };
}

/** mrz's value for a well-formed field; null when it is malformed or empty. */
function fieldValue(details: Details[], name: FieldName): string | null {
  const detail = details.find((d) => d.field === name);
  return detail?.valid && detail.value ? detail.value : null;
}

/** YYMMDD to YYYY-MM-DD; null when a part is unknown ('<<') or the date does not exist. */
function isoDate(
  yymmdd: string | null,
  century: (yy: number, mmdd: string) => number,
): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd ?? '');
  if (!m) return null;
  const year = century(Number(m[1]), `${m[2]}-${m[3]}`);
  const iso = `${year}-${m[2]}-${m[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** People are born in the past: the latest century that does not put the birthday after today. */
function birthYear(yy: number, mmdd: string, today: string): number {
  const century = Math.floor(Number(today.slice(0, 4)) / 100) * 100;
  const year = century + yy;
  return `${year}-${mmdd}` > today ? year - 100 : year;
}

/**
 * Expiry dates lie at most a passport's validity (10 years; 20 allowed here) ahead of today, so a
 * later year in this century must be from the last one (an old, long-expired document).
 */
function expiryYear(yy: number, now: Date): number {
  const thisYear = now.getUTCFullYear();
  const year = Math.floor(thisYear / 100) * 100 + yy;
  if (year > thisYear + 20) return year - 100;
  if (year <= thisYear - 80) return year + 100;
  return year;
}

function sexCode(value: string | null): MrzFields['sex'] {
  if (value === 'male') return 'M';
  if (value === 'female') return 'F';
  if (value === 'nonspecified') return 'X';
  return null;
}
