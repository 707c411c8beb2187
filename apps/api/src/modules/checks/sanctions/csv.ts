/**
 * RFC 4180 CSV reader: quoted fields, doubled quotes, line breaks inside quotes, CRLF, LF or CR
 * line ends, and a leading byte-order mark. It is fed in chunks so a list of hundreds of
 * megabytes never has to be held as one string.
 *
 * Lenient where lists are sloppy, because a bad row is skipped later rather than failing the
 * file: a quote inside an unquoted field is kept as a character, text after a closing quote is
 * appended to the field, and an unterminated quote runs to the end of the input. Blank lines
 * produce no row.
 */

const QUOTE = 0x22;
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** Just read a quote inside a quoted field: either an escaped quote or the field's end. */
  QuoteInQuoted,
}

export class CsvReader {
  private state = State.FieldStart;
  private field = '';
  private row: string[] = [];
  private quoted = false;
  private skipLf = false;
  private started = false;

  constructor(private readonly onRow: (fields: string[]) => void) {}

  write(chunk: string): void {
    let i = 0;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) i = 1;
    }
    const n = chunk.length;
    while (i < n) {
      if (this.skipLf) {
        this.skipLf = false;
        if (chunk.charCodeAt(i) === LF) {
          i++;
          continue;
        }
      }
      switch (this.state) {
        case State.FieldStart:
          if (chunk.charCodeAt(i) === QUOTE) {
            this.state = State.Quoted;
            this.quoted = true;
            i++;
          } else {
            this.state = State.Unquoted; // the same character is read again as field text
          }
          break;
        case State.Quoted: {
          const close = chunk.indexOf('"', i);
          if (close === -1) {
            this.field += chunk.slice(i);
            i = n;
          } else {
            this.field += chunk.slice(i, close);
            this.state = State.QuoteInQuoted;
            i = close + 1;
          }
          break;
        }
        case State.QuoteInQuoted:
          if (chunk.charCodeAt(i) === QUOTE) {
            this.field += '"';
            this.state = State.Quoted;
            i++;
          } else {
            this.state = State.Unquoted; // a delimiter, or stray text kept leniently
          }
          break;
        case State.Unquoted: {
          let j = i;
          while (j < n) {
            const c = chunk.charCodeAt(j);
            if (c === COMMA || c === CR || c === LF) break;
            j++;
          }
          this.field += chunk.slice(i, j);
          if (j < n) {
            const c = chunk.charCodeAt(j);
            if (c === COMMA) {
              this.endField();
            } else {
              this.endRow();
              this.skipLf = c === CR;
            }
          }
          i = j + 1;
          break;
        }
      }
    }
  }

  /** Flushes a last row without a line end. */
  end(): void {
    if (this.state !== State.FieldStart || this.row.length > 0) this.endRow();
  }

  private endField(): void {
    this.row.push(this.field);
    this.field = '';
    this.quoted = false;
    this.state = State.FieldStart;
  }

  private endRow(): void {
    const blank = this.row.length === 0 && this.field === '' && !this.quoted;
    this.endField();
    const row = this.row;
    this.row = [];
    if (!blank) this.onRow(row);
  }
}

/** Every row of a whole CSV text. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const reader = new CsvReader((row) => rows.push(row));
  reader.write(text);
  reader.end();
  return rows;
}
