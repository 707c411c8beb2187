/** The element src/landing.tsx hydrates on the static landing page: the site header. */
export const SITE_HEADER_ISLAND = 'site-header';
