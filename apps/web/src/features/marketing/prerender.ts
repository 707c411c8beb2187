// Build time only (src/prerender.tsx): the landing page as static markup.
export { SiteHeader } from './components/SiteHeader';
export { SITE_HEADER_ISLAND } from './landing/island';
export { StaticLanding } from './landing/StaticLanding';
