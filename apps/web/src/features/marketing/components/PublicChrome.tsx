import type { ReactNode } from 'react';
import { defineMessages, useIntl } from '../../../i18n';
import { SiteFooter } from './SiteFooter';

const m = defineMessages({
  skip: { id: 'site.chrome.skipToContent', defaultMessage: 'Skip to content' },
});

/**
 * Skip link, top bar, <main> and footer of the public pages, without the router: PublicLayout
 * puts it in the app, and the static landing page (landing/StaticLanding.tsx) at build time.
 */
export function PublicChrome({ header, children }: { header: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="flex min-h-screen flex-col bg-ink-50">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {intl.formatMessage(m.skip)}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
