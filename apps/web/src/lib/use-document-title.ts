import { createContext, useContext, useEffect } from 'react';

/**
 * Build time only: the prerenderer (build/prerender.ts) provides a function that receives the
 * screen's tab title, because effects do not run in a server render and the prerendered page
 * must carry its own <title>.
 */
export const PrerenderTitle = createContext<((title: string) => void) | null>(null);

/** Sets the tab's title exactly as given ('Vouch · Identity verification (KYC) for Nigeria'). */
export function useTabTitle(title: string) {
  useContext(PrerenderTitle)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Every screen names itself in the tab: 'Login · Vouch'. */
export function useDocumentTitle(title: string) {
  useTabTitle(`${title} · Vouch`);
}
