export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

export interface MrzCheckDigit {
  /** mrz's field name, e.g. 'birthDateCheckDigit' or 'compositeCheckDigit'. */
  field: string;
  valid: boolean;
}

export interface MrzFields {
  documentCode: string | null;
  documentNumber: string | null;
  surname: string | null;
  /** First and middle names, space-separated as mrz cleans them ('ADA CHIOMA'). */
  givenNames: string | null;
  nationality: string | null;
  issuingState: string | null;
  /** YYYY-MM-DD; null when unreadable or left unknown ('<<') in the MRZ. */
  birthDate: string | null;
  expirationDate: string | null;
  sex: 'M' | 'F' | 'X' | null;
}

export interface MrzParsed {
  format: MrzFormat;
  /** Every check digit agrees with the data it protects. */
  valid: boolean;
  checkDigits: MrzCheckDigit[];
  /** Fields that are malformed, not check digits (e.g. an unknown state code or a bad month). */
  fieldErrors: { field: string; error: string }[];
  fields: MrzFields;
  /** Past its expiration date (relative to the `now` given to parseMrz); false when unknown. */
  expired: boolean;
}

export interface MrzReading {
  /** OCR found lines shaped like an MRZ (whether or not their check digits hold). */
  found: boolean;
  lines: string[];
  rawText: string;
  /** null when nothing was found or mrz could not place the lines in a supported format. */
  parsed: MrzParsed | null;
}

/** The printed text of a document (its visual zone), as OCR read it. */
export interface TextReading {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
}

/**
 * The one OCR worker of the checks: the machine-readable zone of passports, and the printed text
 * of any document (issue 34). Reads of both kinds share the worker and run one at a time.
 */
export interface MrzReader {
  read(image: Buffer): Promise<MrzReading>;
  /**
   * The printed text of the image, from its top down to `bottomFraction` of its height (a
   * passport's MRZ band is left out: it has its own check).
   */
  readText(image: Buffer, region?: { bottomFraction?: number }): Promise<TextReading>;
  close(): Promise<void>;
}
