import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, negotiateLocale } from './locales.js';

describe('choosing a language', () => {
  it('takes the highest weighted language Vouch speaks, by its primary tag', () => {
    expect(localeFromAcceptLanguage('fr-FR, yo-NG;q=0.8, en;q=0.5')).toBe('yo');
    expect(localeFromAcceptLanguage('en;q=0.4, ha;q=0.9')).toBe('ha');
    expect(localeFromAcceptLanguage('pcm')).toBe('pcm');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
  });

  it('answers null for languages it does not speak, refusals and nonsense', () => {
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage('ig;q=0')).toBeNull();
    expect(localeFromAcceptLanguage(';;;,,q=')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('puts the visitor’s own choice first and falls back to English', () => {
    expect(negotiateLocale('ig', 'yo')).toBe('ig');
    expect(negotiateLocale('xx', 'yo')).toBe('yo');
    expect(negotiateLocale(undefined, 'fr')).toBe('en');
  });
});
