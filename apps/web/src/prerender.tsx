import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes';
import { SITE_HEADER_ISLAND, SiteHeader, StaticLanding } from './features/marketing/prerender';
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
 * Build time only (build/prerender.ts): the markup of a public screen as a visitor with no session
 * sees it, so the page paints before its JavaScript arrives. The app then hydrates it (main.tsx):
 * the tree is the one main.tsx renders, and its first render must not depend on the session or
 * the browser (useId for ids, useSyncExternalStore's server snapshot for stored state).
 */
export async function render(pathname: string): Promise<Prerendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderWithTitle(
    pathname,
    <StrictMode>
      <TakeOver container={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </TakeOver>
    </StrictMode>,
  );
}

/**
 * The static landing page (served at '/' with src/landing.tsx as its only script). The header is
 * rendered on its own, exactly as src/landing.tsx hydrates it, so that its generated ids match.
 */
export function renderLanding(): Prerendered {
  const header = splitHead(
    renderToString(
      <StrictMode>
        <TakeOver container={null}>
          <SiteHeader />
        </TakeOver>
      </StrictMode>,
    ),
  ).body;
  const page = renderWithTitle(
    'the landing page',
    <StrictMode>
      <StaticLanding headerHtml={header} />
    </StrictMode>,
  );
  if (!page.markup.includes(`id="${SITE_HEADER_ISLAND}"`)) throw new Error('no header island');
  return page;
}
