import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { TakeOver } from './lib/take-over';
import './styles.css';

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

// react-query lives in the lazily loaded routes (app/DataLayout), not here.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The same tree the build prerendered (src/prerender.tsx), so React can hydrate its markup.
const app = (
  <StrictMode>
    <TakeOver container={root}>
      <RouterProvider router={router} />
    </TakeOver>
  </StrictMode>
);
if (root.hasAttribute('data-prerendered')) {
  // A prerendered screen (build/prerender.ts) is hydrated once the router has its chunks: the
  // first render must be the screen itself, as the build drew it, not the loading spinner. In a
  // transition: React yields to the browser while it hydrates (a tap, a scroll).
  void firstScreenReady().then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  createRoot(root).render(app);
}
