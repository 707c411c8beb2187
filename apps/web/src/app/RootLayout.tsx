import { Outlet, ScrollRestoration } from 'react-router';

/** Every route renders inside this: new screens start at the top. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
