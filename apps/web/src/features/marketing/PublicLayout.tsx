import { createContext, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicChrome } from './components/PublicChrome';
import { SiteHeader } from './components/SiteHeader';

const InsidePublicLayout = createContext(false);

/**
 * Top bar, <main> and footer for every public marketing page in the app (its chrome's links
 * navigate with the router: RootLayout provides them).
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
      <PublicChrome header={<SiteHeader />}>{content}</PublicChrome>
    </InsidePublicLayout.Provider>
  );
}
