import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { defineMessages, useIntl } from '../../../i18n';
import { precheckProblemWord } from './problem-words';
import type { PrecheckState } from './use-precheck';

const m = defineMessages({
  checking: { id: 'capture.PrecheckStatus.checking', defaultMessage: 'Checking your photo…' },
  good: {
    id: 'capture.PrecheckStatus.good',
    defaultMessage: 'Photo checked: sharp, well lit and readable.',
  },
  kept: {
    id: 'capture.PrecheckStatus.kept',
    defaultMessage: 'You chose to keep this {subject}',
    description: '{subject} is the photo, lower case, e.g. "selfie", "document front"',
  },
  retry: {
    id: 'capture.PrecheckStatus.retry',
    defaultMessage: 'Your {subject} needs another try',
    description: '{subject} is the photo, lower case, e.g. "selfie", "document front"',
  },
  keptNote: {
    id: 'capture.PrecheckStatus.keptNote',
    defaultMessage: 'A reviewer will look at it as it is; a clearer photo is decided on faster.',
  },
  undoKeep: {
    id: 'capture.PrecheckStatus.undoKeep',
    defaultMessage: 'Undo: retake it instead',
    description: 'Button',
  },
  keep: {
    id: 'capture.PrecheckStatus.keep',
    defaultMessage: 'Keep this photo anyway',
    description: 'Button',
  },
  failed: {
    id: 'capture.PrecheckStatus.failed',
    defaultMessage:
      'We could not check this photo now ({reason}). It will be checked after you submit.',
    description: '{reason} is the error, e.g. "Server busy. Try again"',
  },
});

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
  const intl = useIntl();
  return (
    // role="status" is a polite live region already (and unlike the camera's advice, no aria-live).
    <div role="status" aria-atomic="true">
      {state.phase === 'checking' && (
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner className="size-4" />
          {intl.formatMessage(m.checking)}
        </p>
      )}
      {state.phase === 'done' && state.result.checked && state.result.ok && (
        <p className="flex items-center gap-2 text-sm font-medium text-success-700">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage(m.good)}
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
            {intl.formatMessage(kept ? m.kept : m.retry, { subject: subject.toLowerCase() })}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-9">
            {state.result.problems.map((p) => {
              const word = precheckProblemWord(p.code);
              return <li key={p.code}>{word ? intl.formatMessage(word) : p.message}</li>;
            })}
          </ul>
          {kept && <p className="mt-2">{intl.formatMessage(m.keptNote)}</p>}
          {onKeep && (
            <div className="mt-3">
              <Button
                variant={kept ? 'ghost' : 'secondary'}
                size="sm"
                onClick={() => onKeep(!kept)}
              >
                {intl.formatMessage(kept ? m.undoKeep : m.keep)}
              </Button>
            </div>
          )}
        </div>
      )}
      {state.phase === 'failed' && (
        <p className="text-sm text-ink-700">
          {intl.formatMessage(m.failed, { reason: state.message })}
        </p>
      )}
    </div>
  );
}
