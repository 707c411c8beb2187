import { paths } from '../../lib/paths';

/** The identity-numbers page for one registry, coming back to `next` (a same-site path) after. */
export function identityNumbersPath(type: 'bvn' | 'nin', next: string | null): string {
  const q = new URLSearchParams({ type });
  if (next) q.set('next', next);
  return `${paths.identityNumbers}?${q.toString()}`;
}

/** The address page, coming back to `next` afterwards. */
export function addressPath(next: string | null): string {
  return next ? `${paths.address}?${new URLSearchParams({ next }).toString()}` : paths.address;
}
