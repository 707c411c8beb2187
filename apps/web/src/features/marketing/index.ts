// What the static landing page's entry (src/landing.tsx) runs in the browser: the header alone.
// The router loads the marketing screens (*Page) itself; the build uses prerender.ts.
export { SiteHeader } from './components/SiteHeader';
export { SITE_HEADER_ISLAND } from './landing/island';
