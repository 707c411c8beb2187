import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@vouch/contracts';

/** A locale's messages as the build compiled them (build/i18n.ts): id → ICU AST. */
export type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * Every locale is its own chunk, loaded when chosen: a page downloads only its own language.
 * English has none: it is each message's `defaultMessage` in the source.
 */
const APP: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  pcm: () => import('virtual:vouch-catalogue/pcm'),
  ha: () => import('virtual:vouch-catalogue/ha'),
  yo: () => import('virtual:vouch-catalogue/yo'),
  ig: () => import('virtual:vouch-catalogue/ig'),
};

/**
 * The static pages (landing, sign-in, registration: decisions 0026 and 0046) carry their own
 * budgets: only the namespaces they render.
 */
const PUBLIC: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  pcm: () => import('virtual:vouch-catalogue/pcm?ns=auth,common,errors,site'),
  ha: () => import('virtual:vouch-catalogue/ha?ns=auth,common,errors,site'),
  yo: () => import('virtual:vouch-catalogue/yo?ns=auth,common,errors,site'),
  ig: () => import('virtual:vouch-catalogue/ig?ns=auth,common,errors,site'),
};

export async function loadCatalogue(locale: Locale, only: 'app' | 'public' = 'app') {
  if (locale === 'en') return {};
  return (await (only === 'public' ? PUBLIC : APP)[locale]()).default;
}
