import { startTransition, type ComponentType } from 'react';
import { AUTH_SCREENS, authIsland } from './auth-island';
import { loadCatalogue, startingLocale } from './i18n';
import { paths } from './lib/paths';
import './styles.css';

/**
 * The entry of the sign-in and registration pages (auth.html, decision 0046). The screen paints
 * from the prerendered markup; this hydrates it after the first frame, its work cut into tasks
 * a slow phone can answer a tap between: React DOM, then the screen's modules, then the
 * hydration itself (in a transition, which yields to the browser as it goes).
 */
const root = document.getElementById('root');
const load = AUTH_SCREENS[window.location.pathname];
if (!root || !load) throw new Error(`auth.html has no screen for ${window.location.pathname}`);

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start(container: HTMLElement, screen: () => Promise<{ default: ComponentType }>) {
  // The page was written in the visitor's language (<html data-locale>): its catalogue downloads
  // beside React DOM.
  const locale = startingLocale();
  const messages = loadCatalogue(
    locale,
    window.location.pathname === paths.register ? 'register' : 'login',
  );
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { default: Screen } = await screen();
  await nextTask();
  const catalogue = await messages;
  startTransition(() => {
    hydrateRoot(container, authIsland(Screen, container, locale, catalogue));
  });
}

// After the next frame (requestAnimationFrame runs before it, the timeout after); the second
// timeout starts anyway in a tab that draws no frames (opened in the background).
let started = false;
const once = () => {
  if (started) return;
  started = true;
  void start(root, load);
};
requestAnimationFrame(() => setTimeout(once));
setTimeout(once, 500);
