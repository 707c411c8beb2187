import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AUTH_SCREENS, authIsland } from './auth-island';
import { SITE_HEADER_ISLAND, SiteHeader, StaticLanding } from './features/marketing/prerender';
import type { Locale } from '@vouch/contracts';
import { LocaleProvider, type Catalogue } from './i18n';
import { TakeOver } from './lib/take-over';
import { PrerenderTitle } from './lib/use-document-title';

export interface Prerendered {
  /** What goes into <div id="root">. */
  markup: string;
  /** The tab title the screen sets, for the page's <title>. */
  title: string;
  /** The resource hints React put before the markup (an image's preload), for the <head>. */
  head: string;
}

/**
 * React writes the preloads it wants (<link rel="preload" as="image">) in front of the markup;
 * they belong in the <head>, and in front of an element the browser hydrates they are in the way.
 */
function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<link [^>]*\/?>)*/.exec(html)![0];
  return { head, body: html.slice(head.length) };
}

function renderWithTitle(what: string, tree: ReactNode): Prerendered {
  let title = '';
  const html = renderToString(
    <PrerenderTitle.Provider value={(t) => (title = t)}>{tree}</PrerenderTitle.Provider>,
  );
  if (!title) throw new Error(`${what} sets no tab title`);
  const { head, body } = splitHead(html);
  return { markup: body, title, head };
}

/**
 * Build time only (build/prerender.ts): the sign-in or registration screen as a visitor with no
 * session sees it, so the page paints before its JavaScript arrives; src/auth.tsx then hydrates
 * it. Its first render must not depend on the session or the browser (useId for ids, hand-overs
 * read after hydration).
 */
export async function renderAuthScreen(
  pathname: string,
  locale: Locale,
  messages: Catalogue,
): Promise<Prerendered> {
  const load = AUTH_SCREENS[pathname];
  if (!load) throw new Error(`${pathname} is not a static sign-in page`);
  const { default: Screen } = await load();
  return renderWithTitle(pathname, authIsland(Screen, null, locale, messages));
}

/**
 * The static landing page (served at '/' with src/landing.tsx as its only script). The header is
 * rendered on its own, exactly as src/landing.tsx hydrates it, so that its generated ids match.
 */
export function renderLanding(locale: Locale, messages: Catalogue): Prerendered {
  const header = splitHead(
    renderToString(
      <StrictMode>
        <LocaleProvider locale={locale} messages={messages} scope="public">
          <TakeOver container={null}>
            <SiteHeader />
          </TakeOver>
        </LocaleProvider>
      </StrictMode>,
    ),
  ).body;
  const page = renderWithTitle(
    'the landing page',
    <StrictMode>
      <LocaleProvider locale={locale} messages={messages} scope="public">
        <StaticLanding headerHtml={header} />
      </LocaleProvider>
    </StrictMode>,
  );
  if (!page.markup.includes(`id="${SITE_HEADER_ISLAND}"`)) throw new Error('no header island');
  return page;
}
