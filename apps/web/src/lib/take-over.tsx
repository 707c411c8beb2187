import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydratedContext } from './use-hydrated';

/**
 * Wraps what React hydrates over a prerendered element (the build renders the same wrapper, with
 * no element). Once hydrated, the controls are told the screen is theirs (useHydrated) in a
 * transition: that second render of the whole form is cut into slices a slow phone can answer a
 * tap between, instead of one long task (decision 0046). Then the element loses its
 * data-prerendered mark: styles.css stops dressing the waiting controls, and tests know the
 * screen is there.
 */
export function TakeOver({
  container,
  children,
}: {
  container: Element | null;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    if (hydrated) container?.removeAttribute('data-prerendered');
  }, [hydrated, container]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}
