/**
 * OpenSanctions' "simple" export (targets.simple.csv): a header row
 * id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,
 * dataset,first_seen,last_seen,last_change, with multiple values joined by ";". Columns are
 * found by header name, so a reordered or extended export still reads.
 */
import { uniqueNames } from './normalise.js';
import type { EntryKind, SanctionsEntry } from './types.js';

export const OPENSANCTIONS_DEFAULT_LIST = 'OpenSanctions';
const REQUIRED = ['id', 'schema', 'name'] as const;

export interface HeaderIndex {
  columns: Map<string, number>;
  width: number;
}

/** The header's column positions, or null when this is not an OpenSanctions header. */
export function readHeader(row: string[]): HeaderIndex | null {
  const columns = new Map<string, number>();
  row.forEach((cell, i) => {
    const key = cell.trim().toLowerCase();
    if (!columns.has(key)) columns.set(key, i);
  });
  return REQUIRED.every((c) => columns.has(c)) ? { columns, width: row.length } : null;
}

function kindOf(schema: string): EntryKind {
  switch (schema) {
    case 'Person':
      return 'person';
    case 'Organization':
    case 'Company':
    case 'PublicBody':
      return 'organisation';
    default:
      // LegalEntity may be a person or an organisation; Vessel and Airplane are neither.
      return 'other';
  }
}

function multi(value: string): string[] {
  return value
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean);
}

// "peps", "role.pep", "Politically Exposed Persons"...
const PEP = /\bpeps?\b|politically exposed/i;

/** One data row, or null when it is not a readable entry. */
export function rowToEntry(
  row: string[],
  header: HeaderIndex,
  fallbackList: string,
): SanctionsEntry | null {
  if (row.length !== header.width) return null;
  const get = (column: string): string => {
    const i = header.columns.get(column);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
  const id = get('id');
  const name = get('name');
  if (!id || !name) return null;
  const dataset = get('dataset');
  const sanctions = get('sanctions');
  return {
    source: 'opensanctions',
    id,
    name,
    aliases: uniqueNames(multi(get('aliases')), name),
    kind: kindOf(get('schema')),
    programs: multi(sanctions),
    birthDates: multi(get('birth_date')),
    countries: multi(get('countries')),
    pep: PEP.test(dataset) || PEP.test(sanctions),
    list: dataset || fallbackList,
  };
}
