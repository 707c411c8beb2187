import { describe, expect, it } from 'vitest';
import {
  nameTokens,
  nameVariants,
  normaliseText,
  reorderLastFirst,
  uniqueNames,
} from './normalise.js';

describe('name normalisation', () => {
  it('removes accents, case and punctuation', () => {
    expect(normaliseText('Olúfúnmiláyọ̀ ADÉBÍSÍ')).toBe('olufunmilayo adebisi');
    expect(normaliseText("O'Neil-Smith, J.P.")).toBe('oneil smith jp');
    expect(normaliseText('Straße Øresund')).toBe('strasse oresund');
    expect(normaliseText('THE "BLUE HERON" (COLLECTIVE)')).toBe('the blue heron collective');
  });

  it("turns OFAC's LAST, First back into First LAST", () => {
    expect(reorderLastFirst('SMITH, John Paul')).toBe('John Paul SMITH');
    expect(reorderLastFirst('No Comma Here')).toBe('No Comma Here');
    expect(reorderLastFirst('A, B, C')).toBe('A, B, C');
    expect(nameTokens('BALOGUN-ADEYEMI, Chukwuemeka Obinna')).toEqual([
      'chukwuemeka',
      'obinna',
      'balogun',
      'adeyemi',
    ]);
  });

  it('drops honorifics, legal forms and connectives', () => {
    expect(nameTokens('Alhaji Dr. Musa Bello')).toEqual(['musa', 'bello']);
    expect(nameTokens('Chief (Mrs) Ngozi Okoye')).toEqual(['ngozi', 'okoye']);
    expect(nameTokens('The Bank of Lagos Ltd')).toEqual(['bank', 'lagos']);
    expect(nameTokens('Oyelaran & Daughters Haulage Plc')).toEqual([
      'oyelaran',
      'daughters',
      'haulage',
    ]);
  });

  it('keeps a name made only of noise words rather than emptying it', () => {
    expect(nameTokens('The Company')).toEqual(['the', 'company']);
    expect(nameTokens('  ,. ')).toEqual([]);
  });

  it('adds a joined variant for hyphenated names', () => {
    expect(nameVariants('Chukwuemeka Balogun-Adeyemi')).toEqual([
      ['chukwuemeka', 'balogun', 'adeyemi'],
      ['chukwuemeka', 'balogunadeyemi'],
    ]);
    expect(nameVariants('John Smith')).toEqual([['john', 'smith']]);
    expect(nameVariants('')).toEqual([]);
  });

  it('de-duplicates aliases case-insensitively, without the main name', () => {
    expect(uniqueNames(['QMH', ' qmh ', '', 'Main', 'Other'], 'MAIN')).toEqual(['QMH', 'Other']);
  });
});
