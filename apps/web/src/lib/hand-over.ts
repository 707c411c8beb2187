/**
 * What one screen hands the next across a full page load (decision 0046): the sign-in and
 * registration screens are static pages without the router, so they cannot pass router state.
 * The state goes into session storage for the path it is meant for; that page's document moves
 * it into its own history entry, where it stays for a reload and for Back, as router state would,
 * and nowhere else. Session storage is this tab's only and is cleared with the rest of ours at
 * logout (lib/session.ts); the hand-over never holds a password.
 */
const KEY = 'vouch.hand-over';

interface Entry {
  path: string;
  state: unknown;
}

/** Leaves `state` for the next document loaded at `path`. */
export function handOver(path: string, state: unknown): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, state } satisfies Entry));
  } catch {
    // Storage full or blocked: the next screen shows no hand-over, nothing breaks.
  }
}

/** The hand-over waiting for this document, taken once: into its history entry. */
let moved = false;
function moveIntoHistory(): void {
  if (moved) return;
  moved = true;
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return;
    sessionStorage.removeItem(KEY);
    const entry = JSON.parse(raw) as Entry;
    if (entry.path !== window.location.pathname) return;
    // Kept beside what the router keeps there (its own keys stay as they are).
    const kept: object | null = window.history.state as object | null;
    window.history.replaceState({ ...kept, handedOver: entry.state }, '');
  } catch {
    // Unreadable: nothing was handed over.
  }
}

/**
 * What this page was handed (by handOver before the page loaded, or kept in its history entry
 * since), or null. Call it after hydration: the prerendered markup cannot know it.
 */
export function handedOver<T>(): T | null {
  moveIntoHistory();
  const kept = window.history.state as { handedOver?: T } | null;
  return kept?.handedOver ?? null;
}
