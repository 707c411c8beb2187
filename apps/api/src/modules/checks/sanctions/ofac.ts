/**
 * OFAC's SDN list as sdn.csv: no header row, 12 columns
 * (ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag,
 * Vess_owner, Remarks), "-0- " for an empty value, and a final line holding only Ctrl-Z.
 * Optional alt.csv (ent_num, alt_num, alt_type, alt_name, alt_remarks) adds the aliases.
 */
import { uniqueNames } from './normalise.js';
import type { EntryKind, SanctionsEntry } from './types.js';

export const OFAC_SDN_COLUMNS = 12;
export const OFAC_ALT_COLUMNS = 5;
export const OFAC_DEFAULT_LIST = 'OFAC SDN';

const NUMERIC = /^\d+$/;

/** A field with OFAC's null marker and padding removed. */
export function ofacValue(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return value === '-0-' ? '' : value;
}

const CTRL_Z = String.fromCharCode(0x1a);

/** Ctrl-Z end-of-file marker and whitespace-only rows: not data, so not counted as skipped. */
export function isFiller(row: string[]): boolean {
  return row.every((f) => f.replaceAll(CTRL_Z, '').trim() === '');
}

export function looksLikeSdnRow(row: string[]): boolean {
  return row.length === OFAC_SDN_COLUMNS && NUMERIC.test(ofacValue(row[0]));
}

export function looksLikeAltRow(row: string[]): boolean {
  return (
    row.length === OFAC_ALT_COLUMNS &&
    NUMERIC.test(ofacValue(row[0])) &&
    NUMERIC.test(ofacValue(row[1]))
  );
}

function kindOf(sdnType: string): EntryKind {
  const type = sdnType.toLowerCase();
  if (type === 'individual') return 'person';
  if (type === 'vessel' || type === 'aircraft') return 'other';
  // OFAC leaves entities blank; an explicit "entity" has been seen in derived files.
  return type === '' || type === 'entity' ? 'organisation' : 'other';
}

/** "UKRAINE-EO13662] [RUSSIA-EO14024" lists two programmes. */
function programsOf(program: string): string[] {
  return program
    .split(/\]\s*\[/)
    .map((p) => p.replace(/[[\]]/g, '').trim())
    .filter(Boolean);
}

/** Remarks are "DOB 10 Dec 1948; POB ...; nationality Nigeria; a.k.a. 'X'." and so on. */
function remarkValues(remarks: string, label: RegExp): string[] {
  const values: string[] = [];
  for (const part of remarks.split(';')) {
    const m = label.exec(part.trim());
    const value = m?.[1]?.trim().replace(/\.$/, '').trim();
    if (value) values.push(value);
  }
  return values;
}

function quotedAliases(remarks: string): string[] {
  const aliases: string[] = [];
  for (const m of remarks.matchAll(/\b[afn]\.k\.a\.,?\s*'([^']+)'/gi)) {
    const alias = m[1]?.trim();
    if (alias) aliases.push(alias);
  }
  return aliases;
}

/** One sdn.csv row, or null when it is not a readable entry. */
export function sdnRowToEntry(row: string[], list: string): SanctionsEntry | null {
  if (!looksLikeSdnRow(row)) return null;
  const id = ofacValue(row[0]);
  const name = ofacValue(row[1]);
  if (!name) return null;
  const remarks = ofacValue(row[11]);
  return {
    source: 'ofac_sdn',
    id,
    name,
    aliases: uniqueNames(quotedAliases(remarks), name),
    kind: kindOf(ofacValue(row[2])),
    programs: programsOf(ofacValue(row[3])),
    birthDates: remarkValues(remarks, /^(?:alt\.\s+)?DOB\s+(.+)$/i),
    countries: [
      ...remarkValues(remarks, /^(?:alt\.\s+)?nationality\s+(.+)$/i),
      ...remarkValues(remarks, /^(?:alt\.\s+)?citizen\s+(.+)$/i),
    ],
    pep: false,
    list,
  };
}

/** One alt.csv row as [ent_num, alias], or null. */
export function altRowToAlias(row: string[]): [string, string] | null {
  if (!looksLikeAltRow(row)) return null;
  const alias = ofacValue(row[3]);
  return alias ? [ofacValue(row[0]), alias] : null;
}
