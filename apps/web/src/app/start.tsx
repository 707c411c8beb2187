import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './router';

/**
 * Starts the app in `root`. react-query lives in the lazily loaded routes (app/DataLayout), not
 * here. No screen of the app's shell is prerendered: the static pages (the landing page, sign-in
 * and registration) have entries of their own (decisions 0026 and 0046).
 */
export function startApp(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
