import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '@vouch/contracts';

/** The visitor's own choice, kept in a cookie the server reads too (static pages, first visit). */
export function chosenLocale(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}

/**
 * The language a page starts in: the one its server sent (a static page's <html lang>), else the
 * cookie, else the browser's languages, else English: the server's order (contracts/locales.ts).
 */
export function startingLocale(): Locale {
  const served = document.documentElement.dataset.locale;
  if (isLocale(served)) return served;
  return negotiateLocale(chosenLocale(), navigator.languages.join(','));
}

/** A year, site-wide, readable by the server; no secret in it. */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function markDocument(locale: Locale) {
  document.documentElement.lang = locale;
}
