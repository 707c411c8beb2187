import { createContext, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';

const InsidePublicLayout = createContext(false);

/**
 * Top bar, <main> and footer for every public marketing page.
 *
 * Works both ways: pages wrap themselves in it (`<PublicLayout>…</PublicLayout>`), and the router may
 * also use it as a layout route (no children: it renders the matched child route). When nested inside
 * another PublicLayout it renders only its children, so the chrome never appears twice.
 */
export default function PublicLayout({ children }: { children?: ReactNode }) {
  const nested = useContext(InsidePublicLayout);
  const content = children ?? <Outlet />;
  if (nested) return <>{content}</>;
  return (
    <InsidePublicLayout.Provider value={true}>
      <div className="flex min-h-screen flex-col bg-ink-50">
        <a
          href="#main"
          className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {content}
        </main>
        <SiteFooter />
      </div>
    </InsidePublicLayout.Provider>
  );
}
