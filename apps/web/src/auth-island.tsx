import { StrictMode, type ComponentType } from 'react';
import { LocaleProvider, type AppLocale, type Catalogue } from './i18n';
import { paths } from './lib/paths';
import { TakeOver } from './lib/take-over';

/**
 * The sign-in and registration screens as static pages (decision 0046): served prerendered at
 * their paths, hydrated by src/auth.tsx without the router or the app's shell. Inside the app the
 * router shows the same screens (app/routes.tsx).
 */
export const AUTH_SCREENS: Record<string, () => Promise<{ default: ComponentType }>> = {
  [paths.login]: () => import('./features/auth/LoginPage'),
  [paths.register]: () => import('./features/auth/RegisterPage'),
};

/** The tree the build renders (container null) and src/auth.tsx hydrates: the two must match. */
export function authIsland(
  Screen: ComponentType,
  container: Element | null,
  locale: AppLocale,
  messages: Catalogue,
) {
  return (
    <StrictMode>
      <LocaleProvider locale={locale} messages={messages} scope="public">
        <TakeOver container={container}>
          <Screen />
        </TakeOver>
      </LocaleProvider>
    </StrictMode>
  );
}
