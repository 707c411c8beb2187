import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { TakeOver } from '../lib/take-over';
import { router } from './router';

/** Resolves once the router has loaded the first screen's lazy chunks. */
function firstScreenReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Starts the app in `root`. react-query lives in the lazily loaded routes (app/DataLayout), not
 * here. A prerendered screen (build/prerender.ts) is hydrated once the router has its chunks: the
 * first render must be the screen itself, as the build drew it (src/prerender.tsx renders this
 * same tree), not the loading spinner. In a transition: React yields to the browser while it
 * hydrates (a tap, a scroll).
 */
export function startApp(root: HTMLElement) {
  const app = (
    <StrictMode>
      <TakeOver container={root}>
        <RouterProvider router={router} />
      </TakeOver>
    </StrictMode>
  );
  if (!root.hasAttribute('data-prerendered')) {
    createRoot(root).render(app);
    return;
  }
  void firstScreenReady().then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
}
