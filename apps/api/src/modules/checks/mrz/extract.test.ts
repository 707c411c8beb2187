import { describe, expect, it } from 'vitest';
import { mrzCandidates } from './extract.js';

const line1 = 'P<NGAOKAFOR<<ADA<CHIOMA<<<<<<<<<<<<<<<<<<<<<';
const line2 = 'A012345678NGA9003141F3101012<<<<<<<<<<<<<<<8';

describe('mrzCandidates', () => {
  it('finds a TD3 among other text, ignoring spaces OCR put inside lines', () => {
    const text = `FEDERAL REPUBLIC OF NIGERIA\nOKAFOR\n${line1}\n${line2.slice(0, 20)} ${line2.slice(20)}\n`;
    expect(mrzCandidates(text)).toEqual([[line1, line2]]);
  });

  it('rebuilds the padding after the names, where OCR sees stray letters or miscounts', () => {
    const noisy = 'P<NGAOKAFOR<<ADA<CHIOMA<<<<<<<<<<<<<<<<<<LLLL<L<L<L';
    expect(mrzCandidates(`${noisy}\n${line2}`)).toEqual([[line1, line2]]);
    const short = 'P<NGAOKAFOR<<ADA<CHIOMA<<<<<<<<<<<<';
    expect(mrzCandidates(`${short}\n${line2}`)).toEqual([[line1, line2]]);
  });

  it('restores digits only where the format requires one', () => {
    // O for 0 in the birth date, I for 1 in a check digit; the O in the names stays a letter.
    const misread = 'A012345678NGA9OO3I4IF31O1O12<<<<<<<<<<<<<<<8';
    expect(mrzCandidates(`${line1}\n${misread}`)).toEqual([[line1, line2]]);
  });

  it('keeps the filler count of a line that is a character off in its filler run', () => {
    const extraFiller = line2.replace('<<<<', '<<<<<');
    expect(mrzCandidates(`${line1}\n${extraFiller}`)).toEqual([[line1, line2]]);
  });

  it('accepts TD1 identity cards', () => {
    const td1 = [
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ];
    expect(mrzCandidates(td1.join('\n'))).toContainEqual(td1);
  });

  it('finds nothing in ordinary text or lines of the wrong shape', () => {
    expect(mrzCandidates('')).toEqual([]);
    expect(mrzCandidates('PASSPORT\nSURNAME OKAFOR\nGIVEN NAMES ADA CHIOMA')).toEqual([]);
    // Right length but no document code.
    expect(mrzCandidates(`${line2}\n${line2}`)).toEqual([]);
    // A line far too long to be a misread MRZ line.
    expect(mrzCandidates(`${line1}\n${line2}123456`)).toEqual([]);
  });
});
