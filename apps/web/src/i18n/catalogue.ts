import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@vouch/contracts';
import type { AppLocale } from './choice';
import type { PublicPage } from './public-pages';
import { registerServerText } from './server-text';
import { registerCldrDates, type CldrDates } from '../lib/cldr-dates';

/** A locale's messages as the build compiled them (build/i18n.ts): id → ICU AST. */
export type Catalogue = Record<string, MessageFormatElement[]>;

interface CatalogueModule {
  default: Catalogue;
  /** The server's English words → their errors.* id (src/i18n/server-text.ts). */
  serverText: Record<string, string>;
  /** CLDR's month names and date patterns, which browsers lack for Vouch's languages. */
  dates: CldrDates | null;
}

/**
 * Every locale is its own chunk, loaded when chosen: a page downloads only its own language.
 * English has none: it is each message's `defaultMessage` in the source.
 */
const APP: Record<Exclude<AppLocale, 'en'>, () => Promise<CatalogueModule>> = {
  'en-XA': () => import('virtual:vouch-catalogue/en-XA'),
  pcm: () => import('virtual:vouch-catalogue/pcm'),
  ha: () => import('virtual:vouch-catalogue/ha'),
  yo: () => import('virtual:vouch-catalogue/yo'),
  ig: () => import('virtual:vouch-catalogue/ig'),
};

/**
 * The static pages (landing, sign-in, registration: decisions 0026 and 0046) carry their own
 * budgets: each loads only the messages it renders (by id prefix), listed in ./public-pages.ts.
 */
const PUBLIC: Record<PublicPage, Record<Exclude<Locale, 'en'>, () => Promise<CatalogueModule>>> = {
  landing: {
    pcm: () => import('virtual:vouch-catalogue/pcm?page=landing'),
    ha: () => import('virtual:vouch-catalogue/ha?page=landing'),
    yo: () => import('virtual:vouch-catalogue/yo?page=landing'),
    ig: () => import('virtual:vouch-catalogue/ig?page=landing'),
  },
  login: {
    pcm: () => import('virtual:vouch-catalogue/pcm?page=login'),
    ha: () => import('virtual:vouch-catalogue/ha?page=login'),
    yo: () => import('virtual:vouch-catalogue/yo?page=login'),
    ig: () => import('virtual:vouch-catalogue/ig?page=login'),
  },
  register: {
    pcm: () => import('virtual:vouch-catalogue/pcm?page=register'),
    ha: () => import('virtual:vouch-catalogue/ha?page=register'),
    yo: () => import('virtual:vouch-catalogue/yo?page=register'),
    ig: () => import('virtual:vouch-catalogue/ig?page=register'),
  },
};

/** `scope`: the app's whole catalogue, or a static page's own part. */
export async function loadCatalogue(locale: AppLocale, scope: 'app' | PublicPage = 'app') {
  if (locale === 'en') return {};
  const loaded = await (
    scope === 'app' || locale === 'en-XA' ? APP[locale] : PUBLIC[scope][locale]
  )();
  registerServerText(loaded.serverText);
  if (loaded.dates) registerCldrDates(locale, loaded.dates);
  return loaded.default;
}
