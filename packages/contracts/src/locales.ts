/**
 * The languages Vouch speaks (issue 51, decision 0061): English as the spec words it, Nigerian
 * Pidgin, Hausa, Yoruba and Igbo. BCP 47 tags whose CLDR data Node 20 and Chromium carry (plural
 * rules, months, ₦), so nothing is shipped for them. No zod here: the static pages import it.
 */
export const LOCALES = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  pcm: 'Naijá (Pidgin)',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

/**
 * The browser's choice: a cookie rather than storage, so that the server sends a static page
 * (landing, sign-in, registration) in the visitor's language before any script runs.
 */
export const LOCALE_COOKIE = 'vouch_lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): highest weight
 * first, a tag matching on its primary language ('yo-NG' → yo, 'en-GB' → en); null when none
 * of ours is asked for (the caller's default applies).
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const asked = header
    .slice(0, 1000)
    .split(',')
    .slice(0, 30)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag && weight > 0 && Number.isFinite(weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of asked) {
    const primary = tag.split('-', 1)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The language to answer in: the visitor's own choice (cookie), then their browser's, then English. */
export function negotiateLocale(
  choice: string | undefined | null,
  acceptLanguage?: string | null,
): Locale {
  if (isLocale(choice)) return choice;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
