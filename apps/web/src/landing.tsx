import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SITE_HEADER_ISLAND, SiteHeader } from './features/marketing';
import { loadCatalogue, LocaleProvider, startingLocale } from './i18n';
import { TakeOver } from './lib/take-over';
import './styles.css';

/**
 * The landing page's entry (landing.html). The page is static markup written at build time
 * (build/prerender.ts); its links are plain navigations, so neither the router nor react-query
 * is needed here. Only the header runs: its menu opens on phones, and it offers 'My Account' to a
 * signed-in visitor. Hydrated in a transition, so the browser stays responsive meanwhile.
 */
const island = document.getElementById(SITE_HEADER_ISLAND);
if (island) {
  // The page was written in the visitor's language (<html data-locale>); its catalogue first.
  const locale = startingLocale();
  void loadCatalogue(locale, 'landing').then((messages) => {
    startTransition(() => {
      hydrateRoot(
        island,
        <StrictMode>
          <LocaleProvider locale={locale} messages={messages} scope="public">
            <TakeOver container={island}>
              <SiteHeader />
            </TakeOver>
          </LocaleProvider>
        </StrictMode>,
      );
    });
  });
}
