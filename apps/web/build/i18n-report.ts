import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUES, readCatalogue } from './i18n';

/**
 * Words that stay the same in every language: the product's and others' names, and codes. A
 * message made only of these (and placeholders, numbers, punctuation) may be identical to English.
 */
const NAMES_AND_CODES =
  /\b(Vouch|BVN|NIN|vNIN|CAC|KYC|KYB|NGN|WhatsApp|WeChat|SMS|USDT|TRON|TRC-20|ERC-20|Ethereum|Bitcoin|Paystack|Flutterwave|NIMC|CBN|ID|OTP|PDF|PNG|JPEG|URL|API|e-mail|email|beta)\b/gi;

export function englishCatalogue(): Record<string, string> {
  const en = JSON.parse(readFileSync(path.join(CATALOGUES, 'en.json'), 'utf8')) as Record<
    string,
    { defaultMessage: string }
  >;
  return Object.fromEntries(Object.entries(en).map(([id, m]) => [id, m.defaultMessage]));
}

/** Whether a message has words a translator should have put in the language. */
function hasWords(message: string): boolean {
  const text = message
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<\/?[a-zA-Z0-9]+>/g, ' ')
    .replace(NAMES_AND_CODES, ' ');
  return /[A-Za-z]{2,}/.test(text);
}

export interface LocaleReport {
  locale: string;
  messages: number;
  missing: number;
  identical: number;
}

/**
 * Per locale: how many of its messages are still word for word the English (names and codes
 * aside), so that a catalogue of English copies cannot pass for a translation (issue 51).
 */
export function identicalToEnglish(locales: readonly string[]): LocaleReport[] {
  const en = englishCatalogue();
  return locales.map((locale) => {
    const catalogue = readCatalogue(locale);
    let identical = 0;
    let missing = 0;
    for (const [id, english] of Object.entries(en)) {
      const translated = catalogue[id];
      if (translated === undefined) missing += 1;
      else if (translated === english && hasWords(english)) identical += 1;
    }
    return { locale, messages: Object.keys(en).length, missing, identical };
  });
}
