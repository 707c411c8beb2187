import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the build's server render and while React hydrates that markup; true as soon as the
 * hydrated screen is the app's own (React renders again at once when the two snapshots differ),
 * and from the start of any screen the browser draws itself. A prerendered control keeps still
 * until then: text typed into it would be reset when the form registers its fields, and a form
 * sent without the app would put its fields, the password included, into the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
