/**
 * CLDR's month names and date patterns for Vouch's languages (issue 51). Browsers lack them:
 * Chromium's ICU data has no pcm, ha, yo or ig and writes "December 6, 2026" in each. Each
 * language's catalogue chunk brings its own (build/i18n.ts, cldrDates), registered on loading
 * (src/i18n/catalogue.ts); ./format.ts and the date of birth's months read them here.
 */
export interface CldrDates {
  months: string[];
  /** '{day} {month}, {year}' */
  date: string;
  monthYear: string;
}

const registered = new Map<string, CldrDates>();

export function registerCldrDates(locale: string, dates: CldrDates) {
  registered.set(locale, dates);
}

/** `locale`'s, once its catalogue is loaded; undefined for English and the pseudo-locale. */
export function cldrDatesOf(locale: string): CldrDates | undefined {
  return registered.get(locale);
}

/** The months named in `locale` by CLDR, once its catalogue is loaded; null for English. */
export function monthNames(locale: string): readonly string[] | null {
  return registered.get(locale)?.months ?? null;
}
