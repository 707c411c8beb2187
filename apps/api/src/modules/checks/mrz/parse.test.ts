import { describe, expect, it } from 'vitest';
import { parseMrz } from './parse.js';
import { makeTd3 } from './render-mrz.js';

const specimen = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
];
const now = new Date('2026-06-01T12:00:00Z');

describe('parseMrz', () => {
  it('parses a TD3 passport into ISO dates and plain fields', () => {
    const parsed = parseMrz(specimen, { now });
    expect(parsed).toMatchObject({
      format: 'TD3',
      valid: true,
      fields: {
        documentCode: 'P',
        documentNumber: 'L898902C3',
        surname: 'ERIKSSON',
        givenNames: 'ANNA MARIA',
        // Utopia is ICAO's made-up specimen state: mrz rightly does not know it.
        nationality: null,
        issuingState: null,
        birthDate: '1974-08-12',
        expirationDate: '2012-04-15',
        sex: 'F',
      },
      expired: true,
    });
    expect(parsed.fieldErrors.map((e) => e.field)).toEqual(['issuingState', 'nationality']);
    expect(parsed.checkDigits.map((c) => c.field)).toEqual([
      'documentNumberCheckDigit',
      'birthDateCheckDigit',
      'expirationDateCheckDigit',
      'personalNumberCheckDigit',
      'compositeCheckDigit',
    ]);
    expect(parsed.checkDigits.every((c) => c.valid)).toBe(true);
  });

  it('reports a tampered check digit, naming the field', () => {
    const tampered = [specimen[0]!, specimen[1]!.slice(0, 19) + '3' + specimen[1]!.slice(20)];
    const parsed = parseMrz(tampered, { now });
    expect(parsed.valid).toBe(false);
    expect(parsed.checkDigits.filter((c) => !c.valid).map((c) => c.field)).toEqual([
      'birthDateCheckDigit',
      'compositeCheckDigit',
    ]);
    // The data itself is still reported; only its protection failed.
    expect(parsed.fields.birthDate).toBe('1974-08-12');
  });

  it('puts birth years in the past and expiry years near today', () => {
    const lines = makeTd3({
      issuingState: 'NGA',
      surname: 'Okafor',
      givenNames: 'Ada',
      documentNumber: 'A01234567',
      birthDate: '2010-05-30',
      sex: 'F',
      expirationDate: '2050-01-01',
    });
    // 10 → 2010 (not in the future); 50 → 2050 is further ahead than any passport lasts: 1950.
    expect(parseMrz(lines, { now }).fields).toMatchObject({
      birthDate: '2010-05-30',
      expirationDate: '1950-01-01',
    });
    const born1930 = makeTd3({
      issuingState: 'NGA',
      surname: 'Okafor',
      givenNames: 'Ada',
      documentNumber: 'A01234567',
      birthDate: '1930-05-30',
      sex: 'M',
      expirationDate: '2045-12-31',
    });
    expect(parseMrz(born1930, { now }).fields).toMatchObject({
      birthDate: '1930-05-30',
      expirationDate: '2045-12-31',
      sex: 'M',
    });
  });

  it('is expired only after the expiration day', () => {
    const lines = (expirationDate: string) =>
      makeTd3({
        issuingState: 'NGA',
        surname: 'Okafor',
        givenNames: 'Ada',
        documentNumber: 'A01234567',
        birthDate: '1990-03-14',
        sex: 'F',
        expirationDate,
      });
    expect(parseMrz(lines('2026-06-01'), { now }).expired).toBe(false);
    expect(parseMrz(lines('2026-05-31'), { now }).expired).toBe(true);
    expect(parseMrz(lines('2031-01-01'), { now }).expired).toBe(false);
  });

  it('parses a TD1 identity card', () => {
    const parsed = parseMrz(
      [
        'I<UTOD231458907<<<<<<<<<<<<<<<',
        '7408122F1204159UTO<<<<<<<<<<<6',
        'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
      ],
      { now },
    );
    expect(parsed).toMatchObject({
      format: 'TD1',
      valid: true,
      fields: { documentNumber: 'D23145890', surname: 'ERIKSSON', birthDate: '1974-08-12' },
    });
  });

  it('reports malformed fields separately from check digits', () => {
    const lines = makeTd3({
      issuingState: 'XQZ',
      nationality: 'NGA',
      surname: 'Okafor',
      givenNames: 'Ada',
      documentNumber: 'A01234567',
      birthDate: '1990-03-14',
      sex: 'F',
      expirationDate: '2031-01-01',
    });
    const parsed = parseMrz(lines, { now });
    expect(parsed.valid).toBe(true);
    expect(parsed.fieldErrors.map((e) => e.field)).toEqual(['issuingState']);
    expect(parsed.fields).toMatchObject({ issuingState: null, nationality: 'NGA' });
  });

  it('throws on lines that are no supported MRZ format', () => {
    expect(() => parseMrz(['P<UTOERIKSSON', 'L898902C36'])).toThrow();
  });
});
