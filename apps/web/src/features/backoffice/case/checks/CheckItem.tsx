import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { checkLabels, type CheckCode, type CheckOutcome, type CheckResult } from '@vouch/contracts';
import { CheckDetail } from './CheckDetail';
import { livenessReplacesSummary } from './FaceDetails';

// A failure and a check that could not run look different: one is evidence, the other its absence.
const outcomeView: Record<CheckOutcome, { icon: typeof CircleCheck; tone: string; label: string }> =
  {
    passed: { icon: CircleCheck, tone: 'text-success-700', label: 'Passed' },
    failed: { icon: CircleX, tone: 'text-danger-700', label: 'Failed' },
    not_run: { icon: CircleDashed, tone: 'text-ink-600', label: 'Could not run' },
  };

interface CheckItemProps {
  code: CheckCode;
  outcome: CheckOutcome;
  summary: string;
  /** The full result, for its details; absent if the summary names a check with no result. */
  result: CheckResult | undefined;
  /** Say the outcome in words beside the label (the "Passed" list says it in its heading). */
  showOutcome?: boolean;
}

/** One check: its label, the one-line summary, and the details that help decide. */
export function CheckItem({ code, outcome, summary, result, showOutcome = true }: CheckItemProps) {
  const view = outcomeView[outcome];
  const Icon = view.icon;
  // Nothing to add when the summary repeats the label, or the liveness detail says it all.
  const hideSummary =
    summary === checkLabels[code] || (result !== undefined && livenessReplacesSummary(result));
  return (
    <li className="flex gap-3 py-3">
      <Icon className={`mt-0.5 size-5 shrink-0 ${view.tone}`} aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-ink-900">{checkLabels[code]}</span>
          <span
            className={
              showOutcome ? `text-xs font-semibold tracking-wide uppercase ${view.tone}` : 'sr-only'
            }
          >
            {showOutcome ? view.label : `(${view.label.toLowerCase()})`}
          </span>
        </p>
        {!hideSummary && <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">{summary}</p>}
        {result && (
          <div className="empty:hidden">
            <CheckDetail result={result} />
          </div>
        )}
      </div>
    </li>
  );
}
