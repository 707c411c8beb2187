import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
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

// react-query lives in the lazily loaded routes (app/DataLayout), not here: the landing page
// ships without it.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A prerendered screen (build/prerender.ts) stays on show until the app can draw the same screen
// in one go; rendering at once would swap it for the loading spinner first. The render is a
// transition: React yields to the browser while it works (a tap, a scroll), and the screen on
// show stays until the new one is complete.
const start = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
if (root.firstElementChild) void firstScreenReady().then(start);
else start();
