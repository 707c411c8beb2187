import { describe, expect, it } from 'vitest';
import { countOperators } from './pdf-operators.mjs';

const count = (content: string | Buffer, limit?: number) =>
  countOperators(typeof content === 'string' ? Buffer.from(content, 'latin1') : content, limit);

describe('countOperators (a content stream’s operators, counted without drawing)', () => {
  it('counts operators and skips their operands', () => {
    expect(count('0.1 0.2 0.4 rg 40 40 200 30 re f').operators).toBe(3);
    expect(count('BT /F1 28 Tf 0 g 60 300 Td (Certificate) Tj ET').operators).toBe(6);
    expect(count('q 1 0 0 1 0 0 cm [1 2] 0 d Q').operators).toBe(4);
    // Names, booleans and null are operands; so is a dictionary of them.
    expect(count('/OC << /Type /OCMD /VE [/And true null] >> BDC EMC').operators).toBe(2);
  });

  it('does not count what only looks like operators inside strings and comments', () => {
    expect(count('(re f re f \\) re f (nested re f) re f) Tj').operators).toBe(1);
    expect(count('<7265206620> Tj % re f re f re f\n0 g').operators).toBe(2);
  });

  it('skips an inline image’s data, whatever bytes it holds', () => {
    const data = Buffer.from([0x72, 0x65, 0x20, 0x66, 0x0a, 0x45, 0x49, 0x58, 0xff, 0x00]);
    const content = Buffer.concat([
      Buffer.from('q BI /W 2 /H 5 /BPC 8 /CS /G ID ', 'latin1'),
      data,
      Buffer.from(' EI Q', 'latin1'),
    ]);
    // q, BI, ID and Q: the bytes between ID and EI are not read as operators.
    expect(count(content).operators).toBe(4);
  });

  it('says which XObjects are drawn and how often, names with #xx escapes decoded', () => {
    const { draws } = count('/Fm Do /Fm Do /F#6d Do /Im1 Do q Q');
    expect(Object.fromEntries(draws)).toEqual({ Fm: 3, Im1: 1 });
  });

  it('stops counting once past the limit', () => {
    const huge = '0 0 1 1 re f\n'.repeat(1_000_000);
    expect(count(huge, 1000).operators).toBe(1001);
  });
});
