/**
 * The pseudo-locale check (issue 51): in `en-XA` every catalogue message comes out accented and
 * bracketed ("[Ħḗḗŀŀǿǿ]"), so plain English words left on a screen did not come from a catalogue.
 * Used by the static pages' test (src/i18n/static-pages-pseudo.test.tsx) and the journeys
 * (e2e/tests/languages-pseudo.spec.ts) on what a screen shows.
 *
 * Allowed: names and codes, what the member and the server hold (e-mail addresses, links, references),
 * and the dates the browser's Intl writes (the pseudo-locale has no month names of its own; a
 * real language gets its own from CLDR).
 */
const ALLOWED =
  /\b(Vouch|Chinwe|Ngozi|Okafor|Amaka|Adaeze|Fabrics|RC|NGN|WAT|KYC|BVN|NIN|USSD|UUID|WhatsApp|WeChat|USDT|TRON|ERC|TRC|Ethereum|Tron|Bitcoin|BNB|BEP|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|VCH\w*)\b/gi;

/** The plain English words of `text`, each once; `alsoAllowed`: what a test itself typed. */
export function plainEnglishWords(text: string, alsoAllowed: readonly string[] = []): string[] {
  let rest = text;
  for (const words of alsoAllowed) rest = rest.split(words).join(' ');
  rest = rest
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(ALLOWED, ' ');
  return [...new Set(rest.match(/\b[A-Za-z]{3,}\b/g) ?? [])];
}
