/**
 * Reads a sanctions list file, working out which of the two supported formats it is:
 * OFAC's sdn.csv (no header) or OpenSanctions' targets.simple.csv (header row). Rows that cannot
 * be read are skipped and counted; only a file that is neither format is an error.
 */
import { createReadStream } from 'node:fs';
import { CsvReader } from './csv.js';
import {
  altRowToAlias,
  isFiller,
  looksLikeAltRow,
  looksLikeSdnRow,
  OFAC_DEFAULT_LIST,
  sdnRowToEntry,
} from './ofac.js';
import { OPENSANCTIONS_DEFAULT_LIST, readHeader, rowToEntry } from './opensanctions.js';
import { uniqueNames } from './normalise.js';
import type { ParseResult, SanctionsEntry, SanctionsFormat } from './types.js';
import { SanctionsFormatError } from './types.js';

/** Rows looked at before deciding the format; enough to see past a damaged first row. */
const SAMPLE_ROWS = 10;

const EXPECTED =
  "expected OFAC's sdn.csv (no header row, 12 columns starting with a numeric ent_num) or " +
  "OpenSanctions' targets.simple.csv (a header row starting id,schema,name)";

type RowHandler = (row: string[]) => SanctionsEntry | null;

function detect(sample: string[][], where: string, label?: string): [SanctionsFormat, RowHandler] {
  if (sample.length === 0) throw new SanctionsFormatError(`${where} is empty: ${EXPECTED}`);
  const header = readHeader(sample[0]!);
  if (header) {
    const list = label ?? OPENSANCTIONS_DEFAULT_LIST;
    return ['opensanctions', (row) => rowToEntry(row, header, list)];
  }
  const count = (test: (row: string[]) => boolean) => sample.filter(test).length;
  if (count(looksLikeSdnRow) * 2 >= sample.length) {
    const list = label ?? OFAC_DEFAULT_LIST;
    return ['ofac_sdn', (row) => sdnRowToEntry(row, list)];
  }
  if (count(looksLikeAltRow) * 2 >= sample.length) {
    throw new SanctionsFormatError(
      `${where} looks like OFAC's alt.csv (aliases only); load it with sdn.csv as ofacAltPath`,
    );
  }
  throw new SanctionsFormatError(`${where} is not a recognised sanctions list: ${EXPECTED}`);
}

/**
 * Accepts the file in chunks of text. The first rows are held back until the format is known;
 * after that each row becomes an entry (or a skip) as it arrives.
 */
class SanctionsParser {
  private readonly reader = new CsvReader((row) => this.onRow(row));
  private sample: string[][] | null = [];
  private format: SanctionsFormat | null = null;
  private handler: RowHandler | null = null;
  private rows = 0;
  readonly entries: SanctionsEntry[] = [];
  skipped = 0;

  constructor(
    private readonly where: string,
    private readonly label?: string,
  ) {}

  write(text: string): void {
    this.reader.write(text);
  }

  end(): ParseResult {
    this.reader.end();
    if (this.sample) this.decide();
    return { format: this.format!, entries: this.entries, skipped: this.skipped };
  }

  private onRow(row: string[]): void {
    if (isFiller(row)) return;
    if (this.sample) {
      this.sample.push(row);
      if (this.sample.length >= SAMPLE_ROWS) this.decide();
      return;
    }
    this.take(row);
  }

  private decide(): void {
    const sample = this.sample ?? [];
    this.sample = null;
    [this.format, this.handler] = detect(sample, this.where, this.label);
    for (const row of sample) this.take(row);
  }

  private take(row: string[]): void {
    const isHeader = this.format === 'opensanctions' && this.rows === 0;
    this.rows++;
    if (isHeader) return;
    const entry = this.handler!(row);
    if (entry) this.entries.push(entry);
    else this.skipped++;
  }
}

/**
 * Parses a whole list held as text. `label` names the list where the file does not (OFAC
 * entries, OpenSanctions rows without a dataset) and appears in error messages.
 */
export function parseSanctionsCsv(text: string, label?: string): ParseResult {
  const parser = new SanctionsParser(label ?? 'the sanctions file', label);
  parser.write(text);
  return parser.end();
}

/** Streams a file's text to `write`, decoded chunk by chunk. */
async function streamText(
  path: string,
  encoding: 'utf-8' | 'latin1',
  write: (text: string) => void,
): Promise<void> {
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  for await (const chunk of createReadStream(path)) {
    write(decoder.decode(chunk as Buffer, { stream: true }));
  }
  write(decoder.decode());
}

/**
 * Lists are UTF-8, but older OFAC files are Latin-1: when UTF-8 decoding fails the file is read
 * again from the start as Latin-1, by a fresh `read`.
 */
async function withEncodingFallback<T>(
  read: (encoding: 'utf-8' | 'latin1') => Promise<T>,
): Promise<T> {
  try {
    return await read('utf-8');
  } catch (err) {
    const decodeError =
      err instanceof TypeError && 'code' in err && err.code === 'ERR_ENCODING_INVALID_ENCODED_DATA';
    if (!decodeError) throw err;
    return read('latin1');
  }
}

async function readRows(path: string): Promise<string[][]> {
  return withEncodingFallback(async (encoding) => {
    const rows: string[][] = [];
    const reader = new CsvReader((row) => rows.push(row));
    await streamText(path, encoding, (text) => reader.write(text));
    reader.end();
    return rows;
  });
}

export interface LoadOptions {
  /** Names the list (see parseSanctionsCsv). */
  label?: string;
  /** OFAC's alt.csv, whose aliases are added to the sdn.csv entries with the same ent_num. */
  ofacAltPath?: string;
}

/** Reads and parses a list file; throws SanctionsFormatError when it is neither format. */
export async function loadSanctionsFile(
  path: string,
  options: LoadOptions = {},
): Promise<ParseResult> {
  const result = await withEncodingFallback(async (encoding) => {
    const parser = new SanctionsParser(path, options.label);
    await streamText(path, encoding, (text) => parser.write(text));
    return parser.end();
  });
  if (!options.ofacAltPath) return result;
  if (result.format !== 'ofac_sdn') {
    throw new SanctionsFormatError(`${options.ofacAltPath}: alt.csv only applies to OFAC sdn.csv`);
  }
  const applied = applyOfacAliases(result.entries, await readRows(options.ofacAltPath));
  return { ...result, entries: applied.entries, skipped: result.skipped + applied.skipped };
}

/** Adds alt.csv aliases (rows or text) to OFAC entries by ent_num; unreadable rows are counted. */
export function applyOfacAliases(
  entries: SanctionsEntry[],
  alt: string | string[][],
): { entries: SanctionsEntry[]; skipped: number } {
  const rows: string[][] = [];
  if (typeof alt === 'string') {
    const reader = new CsvReader((row) => rows.push(row));
    reader.write(alt);
    reader.end();
  } else {
    rows.push(...alt);
  }
  const byId = new Map<string, string[]>();
  let skipped = 0;
  for (const row of rows) {
    if (isFiller(row)) continue;
    const pair = altRowToAlias(row);
    if (!pair) {
      skipped++;
      continue;
    }
    const list = byId.get(pair[0]) ?? [];
    list.push(pair[1]);
    byId.set(pair[0], list);
  }
  return {
    entries: entries.map((e) => {
      const extra = e.source === 'ofac_sdn' ? byId.get(e.id) : undefined;
      return extra ? { ...e, aliases: uniqueNames([...e.aliases, ...extra], e.name) } : e;
    }),
    skipped,
  };
}
