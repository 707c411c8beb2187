import { useEffect } from 'react';
import type { SessionStatus } from '@vouch/contracts';

/**
 * The hosted page inside `Vouch.verify`'s frame (issue 47, packages/vouch-js). The frame's URL
 * carries `embed=1` and the embedding page's origin; the server let only the organisation's own
 * origins frame it (CSP frame-ancestors), and a message posted to another origin than the parent's
 * is dropped by the browser, so a false `origin` reaches nobody.
 */
export interface Embedding {
  /** The parent page's origin: where the outcome is posted. */
  parent: string;
}

/** The embedding, when this page runs framed by Vouch.verify; null on a page of its own. */
export function embeddingOf(search: string): Embedding | null {
  const q = new URLSearchParams(search);
  const origin = q.get('origin');
  if (q.get('embed') !== '1' || !origin || window.parent === window) return null;
  try {
    const url = new URL(origin);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:')
      ? { parent: url.origin }
      : null;
  } catch {
    return null;
  }
}

/** Opened from the frame to sign in first-party (see `openSignIn`): it only says it is done. */
export const isSignInWindow = (search: string) =>
  new URLSearchParams(search).get('window') === 'sign-in';

/** Tells the embedding page how the flow ended; Vouch.verify resolves with it. */
export function postOutcome(e: Embedding, sessionId: string, status: SessionStatus | 'closed') {
  window.parent.postMessage({ type: 'vouch:done', session_id: sessionId, status }, e.parent);
}

/**
 * Signing in from the frame happens in a window of its own (decision 0051): a frame on the
 * business's site has partitioned storage (no Vouch sign-in, no Vouch ID) and the Storage Access
 * API would ask a permission a first visitor cannot be given. The window is Vouch's first party;
 * the frame learns the answer from the session's own status, which it polls meanwhile (the
 * window's `opener` is cut by Vouch's Cross-Origin-Opener-Policy).
 */
export function openSignIn(url: string): boolean {
  const w = window.open(url, 'vouch-sign-in', 'popup,width=480,height=760');
  return w !== null;
}

/** Escape in the frame closes the dialog, as it does when the page around it has focus. */
export function useEscapeCloses(e: Embedding | null, sessionId: string) {
  useEffect(() => {
    if (!e) return;
    const onKey = (k: KeyboardEvent) => {
      if (k.key === 'Escape') postOutcome(e, sessionId, 'closed');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [e, sessionId]);
}
