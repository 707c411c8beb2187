import { createContext, useContext } from 'react';

/**
 * Whether the screen is the browser's own yet. TakeOver provides it around a prerendered tree:
 * false in the build's server render and while React hydrates that markup, true right after. A
 * screen the browser draws itself has no TakeOver around it: true from the start.
 */
export const HydratedContext = createContext(true);

/**
 * A prerendered control keeps still until this is true: text typed into it would be reset when
 * the form registers its fields, and a form sent without the app would put its fields, the
 * password included, into the URL.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
