import { Outlet, ScrollRestoration } from 'react-router';
import { RouterSiteLink } from '../components/RouterSiteLink';
import { SiteLinkProvider } from '../components/SiteLink';

/**
 * Every route renders inside this: new screens start at the top, and the links of components
 * that also run without the router (SiteLink) navigate with it here.
 */
export function RootLayout() {
  return (
    <SiteLinkProvider value={RouterSiteLink}>
      <Outlet />
      <ScrollRestoration />
    </SiteLinkProvider>
  );
}
