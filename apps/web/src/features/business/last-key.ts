import { useSyncExternalStore } from 'react';
import type { ApiMode } from '@vouch/contracts';

/**
 * The secret of the key made last in this tab, kept in memory only (never stored): the
 * quickstart's curl command uses it, so the first lookup works with a copy and a paste. Gone on
 * reload, as a secret shown once should be.
 */
interface JustMade {
  organisationId: string;
  mode: ApiMode;
  key: string;
}

let current: JustMade | null = null;
const listeners = new Set<() => void>();

export function rememberJustMade(k: JustMade) {
  current = k;
  for (const l of listeners) l();
}

export function useJustMade(organisationId: string, mode: ApiMode): string | null {
  const k = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current,
  );
  return k && k.organisationId === organisationId && k.mode === mode ? k.key : null;
}
