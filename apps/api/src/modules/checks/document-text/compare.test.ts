import { describe, expect, it } from 'vitest';
import { comparePrintedText, printedDates } from './compare.js';

const typed = { firstName: 'Adaeze', lastName: 'Okafor', middleName: null, dob: '1992-03-14' };

const card = (surname: string, given: string, dob: string) =>
  `FEDERAL REPUBLIC OF NIGERIA\n\nSurname/Nom\n\n${surname}\n\nGiven Names/Prénoms\n\n${given}\n\nDate of Birth\n\n${dob}\n\nIssue Date\n02 JAN 2021\n`;

describe('comparePrintedText', () => {
  it('passes the typed names and date of birth, in any case and order, with one OCR slip in a long name', () => {
    expect(comparePrintedText(card('OKAFOR', 'ADAEZE', '14 MAR 1992'), typed)).toMatchObject({
      readable: true,
      names: true,
      dob: true,
    });
    expect(comparePrintedText(card('0KAFOR', 'Adaeze', '14.03.92'), typed)).toMatchObject({
      names: true,
      dob: true,
    });
  });

  it("fails another person's names or date of birth; short names must match exactly", () => {
    const other = comparePrintedText(card('EZE', 'CHINEDU', '21 JUL 1988'), typed);
    expect(other).toMatchObject({ readable: true, names: false, firstName: false, dob: false });
    expect(
      comparePrintedText(card('OKE', 'ADA', '14 MAR 1992'), {
        ...typed,
        firstName: 'Ada',
        lastName: 'Eze',
      }),
    ).toMatchObject({ firstName: true, lastName: false, names: false });
  });

  it('ignores a machine-readable zone (it has its own check) and says when nothing could be read', () => {
    const mrzOnly =
      'P<NGAOKAFOR<<ADAEZE<<<<<<<<<<<<<<<<<<<<<<<<<\nA123456780NGA9203145F3105018<<<<<<<<<<<<<<02';
    expect(comparePrintedText(mrzOnly, typed).names).toBe(false);
    expect(comparePrintedText('~~ ;; ,,', typed)).toMatchObject({ readable: false, dob: null });
    // A label but no date read: the date of birth is unknown, not different.
    expect(comparePrintedText(card('OKAFOR', 'ADAEZE', '1A M4R'), typed).dob).toBeNull();
  });

  it('reads dates as documents print them', () => {
    const dates = printedDates('14/03/1992 · 1992-03-14 · 14-MAR-92 · 3 Dec 2001');
    expect(dates).toHaveLength(4);
    expect(dates[2]).toMatchObject({ day: 14, month: 3, year: 92, twoDigitYear: true });
    expect(dates[3]).toMatchObject({ day: 3, month: 12, year: 2001, twoDigitYear: false });
    expect(dates.filter((d) => d.year === 1992)).toHaveLength(2);
  });
});
