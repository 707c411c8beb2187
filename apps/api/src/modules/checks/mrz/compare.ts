import { namesMatch } from '../../kyc/index.js';
import type { MrzParsed } from './types.js';

export interface TypedIdentity {
  identityNumber: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  /** YYYY-MM-DD */
  dob: string;
}

export interface MrzMatch {
  number: boolean;
  names: boolean;
  dob: boolean;
}

/**
 * Compares what the MRZ says with what the member typed. Names are compared as sets of words, so
 * case, accents, order (surname first or last) and a middle name present on one side only do not
 * matter; the document number ignores case, spaces and punctuation.
 */
export function compareMrz(parsed: MrzParsed, typed: TypedIdentity): MrzMatch {
  const f = parsed.fields;
  const mrzName = `${f.surname ?? ''} ${f.givenNames ?? ''}`;
  const typedName = [typed.firstName, typed.middleName ?? '', typed.lastName].join(' ');
  return {
    number: f.documentNumber !== null && alnum(f.documentNumber) === alnum(typed.identityNumber),
    // Both of the typed first and last names must be on the document, whatever else it adds.
    names:
      namesMatch(withoutApostrophes(mrzName), withoutApostrophes(typedName)) &&
      namesMatch(withoutApostrophes(mrzName), withoutApostrophes(typed.firstName)) &&
      namesMatch(withoutApostrophes(mrzName), withoutApostrophes(typed.lastName)),
    dob: f.birthDate !== null && f.birthDate === typed.dob,
  };
}

function alnum(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** ICAO 9303 drops apostrophes from names in the MRZ (O'Brien → OBRIEN); do the same here. */
function withoutApostrophes(name: string): string {
  return name.replace(/['’‘`]/g, '');
}
