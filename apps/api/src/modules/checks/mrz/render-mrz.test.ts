import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkDigit } from './check-digit.js';
import { makeTd3, renderMrzImage } from './render-mrz.js';

describe('checkDigit', () => {
  it('follows ICAO 9303 7-3-1 weighting (examples from the specification)', () => {
    expect(checkDigit('L898902C3')).toBe(6);
    expect(checkDigit('740812')).toBe(2);
    expect(checkDigit('120415')).toBe(9);
    expect(checkDigit('ZE184226B<<<<<')).toBe(1);
    // Composite: document number, birth date, expiry and personal number with their digits.
    expect(checkDigit('L898902C36' + '7408122' + '1204159' + 'ZE184226B<<<<<1')).toBe(0);
  });

  it('rejects characters an MRZ cannot hold', () => {
    expect(() => checkDigit('a1')).toThrow(/not an MRZ character/);
  });
});

describe('makeTd3', () => {
  it('reproduces the ICAO 9303 part 4 specimen passport', () => {
    const lines = makeTd3({
      issuingState: 'UTO',
      surname: 'Eriksson',
      givenNames: 'Anna María',
      documentNumber: 'L898902C3',
      birthDate: '1974-08-12',
      sex: 'F',
      expirationDate: '2012-04-15',
      personalNumber: 'ZE184226B',
    });
    expect(lines).toEqual([
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
      'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
    ]);
  });

  it('transliterates names and leaves an empty personal number with a filler check digit', () => {
    const [line1, line2] = makeTd3({
      issuingState: 'NGA',
      surname: "Nwosu-O'Neil",
      givenNames: 'Adébáyọ̀  Chioma',
      documentNumber: 'A01234567',
      birthDate: '1990-03-14',
      sex: 'F',
      expirationDate: '2031-01-01',
    });
    expect(line1).toBe('P<NGANWOSU<ONEIL<<ADEBAYO<CHIOMA'.padEnd(44, '<'));
    expect(line2).toHaveLength(44);
    expect(line2!.slice(28, 43)).toBe('<'.repeat(15));
  });
});

describe('renderMrzImage', () => {
  const lines = makeTd3({
    issuingState: 'NGA',
    surname: 'Okafor',
    givenNames: 'Ada',
    documentNumber: 'A01234567',
    birthDate: '1990-03-14',
    sex: 'F',
    expirationDate: '2031-01-01',
  });

  it('renders a bare MRZ as a JPEG of the requested width', async () => {
    const meta = await sharp(await renderMrzImage(lines, { width: 900 })).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 900 });
  });

  it('renders a passport-like page of about 1280×900', async () => {
    const meta = await sharp(await renderMrzImage(lines, { withDocument: true })).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 900 });
  });
});
