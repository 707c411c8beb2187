import { useEffect, useState } from 'react';
import { handedOver } from './hand-over';

/**
 * What this page was handed across the page load (lib/hand-over.ts): null in the first render, as
 * in the prerendered markup, then the state.
 */
export function useHandedOver<T>(): T | null {
  const [state, setState] = useState<T | null>(null);
  useEffect(() => setState(handedOver<T>()), []);
  return state;
}
