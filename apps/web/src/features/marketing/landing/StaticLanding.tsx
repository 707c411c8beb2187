import { LandingContent } from '../components/LandingContent';
import { PublicChrome } from '../components/PublicChrome';
import { SITE_HEADER_ISLAND } from './island';

/**
 * Build time only: the landing page as static markup. Its links are plain navigations; the only
 * part that runs in the browser is the header (its menu), whose markup `headerHtml` is rendered
 * on its own so that src/landing.tsx can hydrate it alone. `display: contents` keeps the sticky
 * header's containing block the page, as in the app. data-prerendered marks it until then.
 */
export function StaticLanding({ headerHtml }: { headerHtml: string }) {
  return (
    <PublicChrome
      header={
        <div
          id={SITE_HEADER_ISLAND}
          data-prerendered=""
          className="contents"
          dangerouslySetInnerHTML={{ __html: headerHtml }}
        />
      }
    >
      <LandingContent />
    </PublicChrome>
  );
}
