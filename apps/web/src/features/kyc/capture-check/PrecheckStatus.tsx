import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import type { PrecheckState } from './use-precheck';

interface PrecheckStatusProps {
  state: PrecheckState;
  /** What the photo is, e.g. 'Selfie', 'Document Front'. */
  subject: string;
  /** The member chose to keep a photo the check flagged (issue 37). */
  kept?: boolean;
  /** Offers "Keep this photo anyway" (and undoing it) when given. */
  onKeep?: (kept: boolean) => void;
}

/**
 * What the server found in the photo just taken, under it: checking, fine, or each problem with
 * what to do (the photo input's 'Retake photo' button sits right below). A polite live region, so a screen reader hears the answer when
 * it arrives without losing its place.
 */
export function PrecheckStatus({ state, subject, kept = false, onKeep }: PrecheckStatusProps) {
  return (
    // role="status" is a polite live region already (and unlike the camera's advice, no aria-live).
    <div role="status" aria-atomic="true">
      {state.phase === 'checking' && (
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner className="size-4" />
          Checking your photo…
        </p>
      )}
      {state.phase === 'done' && state.result.checked && state.result.ok && (
        <p className="flex items-center gap-2 text-sm font-medium text-success-700">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Photo checked: sharp, well lit and readable.
        </p>
      )}
      {state.phase === 'done' && !state.result.ok && (
        <div
          className={`rounded-field border p-3 text-sm ${
            kept
              ? 'border-ink-300 bg-ink-50 text-ink-800'
              : 'border-warning-500/50 bg-warning-50 text-warning-700'
          }`}
        >
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {kept
              ? `You chose to keep this ${subject.toLowerCase()}`
              : `Your ${subject.toLowerCase()} needs another try`}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-9">
            {state.result.problems.map((p) => (
              <li key={p.code}>{p.message}</li>
            ))}
          </ul>
          {kept && (
            <p className="mt-2">
              A reviewer will look at it as it is; a clearer photo is decided on faster.
            </p>
          )}
          {onKeep && (
            <div className="mt-3">
              <Button
                variant={kept ? 'ghost' : 'secondary'}
                size="sm"
                onClick={() => onKeep(!kept)}
              >
                {kept ? 'Undo: retake it instead' : 'Keep this photo anyway'}
              </Button>
            </div>
          )}
        </div>
      )}
      {state.phase === 'failed' && (
        <p className="text-sm text-ink-700">
          We could not check this photo now ({state.message}). It will be checked after you submit.
        </p>
      )}
    </div>
  );
}
