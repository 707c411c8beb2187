import type { PrecheckState } from './use-precheck';

/**
 * One state per photo (issue 37): none yet, being checked, good, needs a retake (with the
 * server's reasons), or kept anyway by the member's explicit choice. A photo that could not be
 * checked now, or a stored one (update wizard), counts as good: it is checked after submission.
 */
export type PhotoVerdict = 'empty' | 'checking' | 'good' | 'retake' | 'kept';

export function photoVerdict(
  value: string | null,
  state: PrecheckState,
  kept: boolean,
): PhotoVerdict {
  if (!value) return 'empty';
  if (state.phase === 'checking') return 'checking';
  if (state.phase === 'done' && !state.result.ok) return kept ? 'kept' : 'retake';
  return 'good';
}

/** Continue waits for the check, and stops at a photo that needs a retake and was not kept. */
export const blocksContinue = (v: PhotoVerdict) => v === 'checking' || v === 'retake';
