import { describe, expect, it } from 'vitest';
import { readAddressProof } from './reading.js';

const expected = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  address: '12 Allen Avenue, Ikeja, Lagos',
  issuedOn: '2026-11-03',
};

describe('what a bill shows (issue 48)', () => {
  it('finds the names, the address and the date in OCR text, whatever the case and punctuation', () => {
    const text = `IKEJA ELECTRIC PLC\nCUSTOMER: OKAFOR ADAEZE C.\n12, ALLEN AVE. IKEJA\nLAGOS\nBILL DATE: 03/11/2026\nAMOUNT DUE 12,450.00`;
    expect(readAddressProof(text, expected)).toEqual({
      readable: true,
      name_found: true,
      // "AVE." is not "Avenue": 3 of the 4 words is enough.
      address_found: true,
      date_found: true,
    });
    expect(
      readAddressProof('Statement date: 3 Nov 2026 ' + text.replace('03/11/2026', ''), expected)
        .date_found,
    ).toBe(true);
  });

  it('another person, another address or another date are not found; noise is unreadable', () => {
    const other = `EKO ELECTRICITY\nCUSTOMER: EMEKA OBI\n7 BODE THOMAS STREET SURULERE LAGOS\nDATE 01/08/2026 TOTAL 5,000`;
    expect(readAddressProof(other, expected)).toEqual({
      readable: true,
      name_found: false,
      address_found: false,
      date_found: false,
    });
    expect(readAddressProof('~~ ## ..', expected)).toEqual({
      readable: false,
      name_found: false,
      address_found: false,
      date_found: false,
    });
  });
});
