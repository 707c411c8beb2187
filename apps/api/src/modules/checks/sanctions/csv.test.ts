import { describe, expect, it } from 'vitest';
import { CsvReader, parseCsv } from './csv.js';

describe('CSV reader', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('1,"SMITH, John","say ""hi""","two\r\nlines"\n')).toEqual([
      ['1', 'SMITH, John', 'say "hi"', 'two\r\nlines'],
    ]);
  });

  it('accepts CRLF, LF and CR line ends, a BOM and a missing final line end', () => {
    expect(parseCsv('\ufeffa,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parseCsv('a,,c,\r\n\r\n\n"",x\n')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x'],
    ]);
  });

  it('is lenient with stray quotes and an unterminated quote', () => {
    expect(parseCsv('ab"c,"d"e,f\n"open,end')).toEqual([['ab"c', 'de', 'f'], ['open,end']]);
  });

  it('gives the same rows however the text is split into chunks', () => {
    const text = '\ufeff1,"A, ""B""\r\nC",-0- \r\n2,x,y\r\n\r\n3,"",z';
    const whole = parseCsv(text);
    for (const size of [1, 2, 3, 7]) {
      const rows: string[][] = [];
      const reader = new CsvReader((row) => rows.push(row));
      for (let i = 0; i < text.length; i += size) reader.write(text.slice(i, i + size));
      reader.end();
      expect(rows).toEqual(whole);
    }
    expect(whole).toEqual([
      ['1', 'A, "B"\r\nC', '-0- '],
      ['2', 'x', 'y'],
      ['3', '', 'z'],
    ]);
  });
});
