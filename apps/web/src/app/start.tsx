import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadCatalogue, LocaleProvider, startingLocale } from '../i18n';
import { router } from './router';

/**
 * Starts the app in `root`. react-query lives in the lazily loaded routes (app/DataLayout), not
 * here. No screen of the app's shell is prerendered: the static pages (the landing page, sign-in
 * and registration) have entries of their own (decisions 0026 and 0046). The visitor's language
 * is loaded before the first render, so no screen shows English first (issue 51).
 */
export async function startApp(root: HTMLElement) {
  const locale = startingLocale();
  const messages = await loadCatalogue(locale).catch(() => ({}));
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>,
  );
}
