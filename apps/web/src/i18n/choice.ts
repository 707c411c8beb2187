import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '@vouch/contracts';

/**
 * A language the app can show: one of Vouch's, or the pseudo-locale that the check for text
 * outside the catalogues uses (issue 51: accented English, "[Ħḗḗŀŀǿǿ]"). The pseudo-locale is
 * never offered, never sent to the server and never saved on an account; a test sets its cookie.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

const cookieValue = () =>
  new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];

/** The visitor's own choice, kept in a cookie the server reads too (static pages, first visit). */
export function chosenLocale(): Locale | null {
  const value = cookieValue();
  return isLocale(value) ? value : null;
}

/**
 * The language a page starts in: the one its server sent (a static page's <html lang>), else the
 * cookie, else the browser's languages, else English: the server's order (contracts/locales.ts).
 */
export function startingLocale(): AppLocale {
  const served = document.documentElement.dataset.locale;
  if (isLocale(served)) return served;
  if (cookieValue() === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return negotiateLocale(chosenLocale(), navigator.languages.join(','));
}

/** A year, site-wide, readable by the server; no secret in it. */
export function rememberLocale(locale: AppLocale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function markDocument(locale: AppLocale) {
  document.documentElement.lang = locale;
}
