import { useEffect, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Wraps what React hydrates over a prerendered element (the build renders the same wrapper, with
 * no element). Once the hydrated screen is the app's own, the element loses its data-prerendered
 * mark: styles.css stops dressing the waiting controls, and tests know the app is there.
 */
export function TakeOver({
  container,
  children,
}: {
  container: Element | null;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) container?.removeAttribute('data-prerendered');
  }, [hydrated, container]);
  return children;
}
