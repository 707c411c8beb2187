import { describe, expect, it } from 'vitest';
import { compareMrz } from './compare.js';
import { parseMrz } from './parse.js';
import { makeTd3 } from './render-mrz.js';

const passport = parseMrz(
  makeTd3({
    issuingState: 'NGA',
    surname: 'Adébáyọ̀',
    givenNames: 'Ngozi Chioma',
    documentNumber: 'A01234567',
    birthDate: '1990-03-14',
    sex: 'F',
    expirationDate: '2031-01-01',
  }),
);
const typed = {
  identityNumber: 'A01234567',
  firstName: 'Ngozi',
  lastName: 'Adebayo',
  middleName: 'Chioma',
  dob: '1990-03-14',
};
const all = { number: true, names: true, dob: true };

describe('compareMrz', () => {
  it('matches what the member typed, whatever the case or accents', () => {
    expect(compareMrz(passport, typed)).toEqual(all);
    expect(
      compareMrz(passport, {
        ...typed,
        lastName: 'ADÉBÁYỌ̀',
        firstName: 'ngozi',
        identityNumber: 'a0123 4567',
      }),
    ).toEqual(all);
  });

  it('tolerates swapped first and last names and a middle name on one side only', () => {
    expect(compareMrz(passport, { ...typed, firstName: 'Adebayo', lastName: 'Ngozi' })).toEqual(
      all,
    );
    expect(compareMrz(passport, { ...typed, middleName: null })).toEqual(all);
    const noMiddle = parseMrz(
      makeTd3({
        issuingState: 'NGA',
        surname: 'Adebayo',
        givenNames: 'Ngozi',
        documentNumber: 'A01234567',
        birthDate: '1990-03-14',
        sex: 'F',
        expirationDate: '2031-01-01',
      }),
    );
    expect(compareMrz(noMiddle, typed)).toEqual(all);
  });

  it('drops apostrophes as the MRZ does', () => {
    const obrien = parseMrz(
      makeTd3({
        issuingState: 'NGA',
        surname: "O'Brien",
        givenNames: 'Ada',
        documentNumber: 'A01234567',
        birthDate: '1990-03-14',
        sex: 'F',
        expirationDate: '2031-01-01',
      }),
    );
    expect(obrien.fields.surname).toBe('OBRIEN');
    expect(
      compareMrz(obrien, { ...typed, firstName: 'Ada', middleName: null, lastName: "O'Brien" })
        .names,
    ).toBe(true);
  });

  it('flags a different surname, first name or middle name', () => {
    expect(compareMrz(passport, { ...typed, lastName: 'Okafor' })).toEqual({
      ...all,
      names: false,
    });
    expect(compareMrz(passport, { ...typed, firstName: 'Ada' })).toEqual({ ...all, names: false });
    expect(compareMrz(passport, { ...typed, middleName: 'Blessing' })).toEqual({
      ...all,
      names: false,
    });
  });

  it('flags a wrong document number or date of birth', () => {
    expect(compareMrz(passport, { ...typed, identityNumber: 'A01234568' })).toEqual({
      ...all,
      number: false,
    });
    expect(compareMrz(passport, { ...typed, dob: '1990-04-13' })).toEqual({ ...all, dob: false });
    expect(compareMrz(passport, { ...typed, dob: '' })).toEqual({ ...all, dob: false });
  });
});
