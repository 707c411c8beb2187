// The catalogues the build compiles (build/i18n.ts).
declare module 'virtual:vouch-catalogue/*' {
  const catalogue: import('./catalogue').Catalogue;
  export default catalogue;
  export const serverText: Record<string, string>;
  /** CLDR's month names and date patterns (null for the pseudo-locale): ../lib/format.ts. */
  export const dates: import('../lib/cldr-dates').CldrDates | null;
}

/** Per locale: whether a fluent speaker reviewed every one of its catalogue files. */
declare module 'virtual:vouch-locale-review' {
  const reviewed: Record<import('@vouch/contracts').Locale, boolean>;
  export default reviewed;
}
