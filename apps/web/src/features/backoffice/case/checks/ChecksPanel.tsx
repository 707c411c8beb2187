import { ChevronRight } from 'lucide-react';
import {
  checkCodes,
  type CheckCode,
  type CheckResult,
  type SubmissionChecks,
} from '@vouch/contracts';
import { Alert } from '../../../../components/Alert';
import { Card } from '../../../../components/Card';
import { formatDateTime } from '../../../../lib/format';
import { RiskBadge } from '../../RiskBadge';
import { checksTally, latestCheckedAt } from './check-format';
import { CheckItem } from './CheckItem';

interface ChecksPanelProps {
  checks: SubmissionChecks;
  /** The submission's rejection reason, shown when the checks rejected it automatically. */
  rejectionReason: string | null;
  /** The checks are still running after the page stopped asking. */
  stalled?: boolean;
}

const listClass = 'divide-y divide-ink-200';

/**
 * The top of the case view: the automated checks' verdict, what needs the reviewer's eye (worst
 * first, as the server orders it), and what passed, folded away. The reviewer still decides.
 */
export function ChecksPanel({ checks, rejectionReason, stalled = false }: ChecksPanelProps) {
  const { risk, results } = checks;
  const byCode = new Map<CheckCode, CheckResult>(results.map((r) => [r.code, r]));
  const checkedAt = latestCheckedAt(results);
  // What passed reads in the contract's order (selfie, document, faces, data, lists) every time.
  const passed = [...risk.passed].sort((a, b) => checkCodes.indexOf(a) - checkCodes.indexOf(b));
  const off = !checks.enabled && risk.level === 'pending';

  return (
    <Card>
      <section aria-labelledby="checks-heading">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id="checks-heading" className="text-lg font-semibold text-brand-700">
            Automated checks
          </h2>
          {/* Announced when the verdict arrives while the reviewer is on the page. */}
          {!off && (
            <span role="status">
              <RiskBadge level={risk.level} large />
            </span>
          )}
        </div>

        {off ? (
          <p className="mt-3 text-sm text-ink-700">
            Automated checks are turned off on this server. Decide from the photos and details
            below.
          </p>
        ) : risk.level === 'pending' ? (
          <p className="mt-3 text-sm text-ink-700">
            {stalled
              ? 'The checks have not finished yet. Reload the page to look again, or decide without them.'
              : 'The photos and details are being examined; the results appear here in a few seconds.'}
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-600">
              {checksTally(risk.attention.length, risk.passed.length)}
              {checkedAt && (
                <>
                  {' · '}
                  <span className="whitespace-nowrap">checked {formatDateTime(checkedAt)}</span>
                </>
              )}
            </p>

            {checks.auto_rejected && (
              <Alert tone="warning" className="mt-4">
                <strong>Rejected automatically:</strong>{' '}
                {rejectionReason ?? 'no reason was recorded'}
              </Alert>
            )}

            {risk.attention.length > 0 && (
              <div className="mt-4">
                <h3
                  id="checks-attention-heading"
                  className="text-sm font-semibold tracking-wide text-ink-700 uppercase"
                >
                  Needs your eye
                </h3>
                <ul className={listClass} aria-labelledby="checks-attention-heading">
                  {risk.attention.map((a) => (
                    <CheckItem key={a.code} {...a} result={byCode.get(a.code)} />
                  ))}
                </ul>
              </div>
            )}

            {risk.passed.length > 0 && (
              <details className="group mt-3 border-t border-ink-200 pt-3">
                <summary
                  id="checks-passed-heading"
                  className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-field font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden"
                >
                  <ChevronRight
                    className="size-4 transition-transform group-open:rotate-90"
                    aria-hidden="true"
                  />
                  Passed ({risk.passed.length})
                </summary>
                <ul className={listClass} aria-labelledby="checks-passed-heading">
                  {passed.map((code) => {
                    const r = byCode.get(code);
                    return (
                      <CheckItem
                        key={code}
                        code={code}
                        outcome="passed"
                        summary={r?.summary ?? ''}
                        result={r}
                        showOutcome={false}
                      />
                    );
                  })}
                </ul>
              </details>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
