import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SITE_HEADER_ISLAND, SiteHeader } from './features/marketing';
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
  startTransition(() => {
    hydrateRoot(
      island,
      <StrictMode>
        <TakeOver container={island}>
          <SiteHeader />
        </TakeOver>
      </StrictMode>,
    );
  });
}
