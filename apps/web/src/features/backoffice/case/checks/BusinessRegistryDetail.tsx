import type { CheckResult } from '@vouch/contracts';
import { formatDate, humanizeCode } from '../../../../lib/format';
import { businessRegistryReading } from './check-details';

const rowClass = 'grid gap-x-3 sm:grid-cols-[9rem_1fr]';
const bad = 'font-semibold text-danger-700';

/**
 * What the CAC registry holds for the number, beside what the member submitted: the registered
 * name against the submitted one, the status, the kind and date of registration. Shown whatever
 * the outcome, so the reviewer compares them with the certificate.
 */
export function BusinessRegistryDetail({ result }: { result: CheckResult }) {
  const r = businessRegistryReading(result.details);
  if (!r) return null;
  return (
    <dl className="space-y-1 text-sm text-ink-700" aria-label="CAC registry">
      <div className={rowClass}>
        <dt className="font-medium">Registered name</dt>
        <dd
          className={`[overflow-wrap:anywhere] ${r.nameMatches === false ? bad : 'text-ink-900'}`}
        >
          {r.registeredName}
        </dd>
      </div>
      {r.submittedName && (
        <div className={rowClass}>
          <dt className="font-medium">Submitted name</dt>
          <dd className="text-ink-900 [overflow-wrap:anywhere]">
            {r.submittedName}
            {r.nameMatches !== null && (
              <span className={r.nameMatches ? 'text-ink-700' : bad}>
                {r.nameMatches ? ' · agrees' : ' · differs'}
              </span>
            )}
          </dd>
        </div>
      )}
      {r.registration && (
        <div className={rowClass}>
          <dt className="font-medium">Number</dt>
          <dd className="font-mono text-ink-900">{r.registration}</dd>
        </div>
      )}
      <div className={rowClass}>
        <dt className="font-medium">Status</dt>
        <dd className={r.active === false ? bad : 'text-ink-900'}>{r.status ?? 'Not given'}</dd>
      </div>
      {(r.type || r.registrationDate) && (
        <div className={rowClass}>
          <dt className="font-medium">Registered</dt>
          <dd className="text-ink-900">
            {[
              r.type && humanizeCode(r.type).toLowerCase(),
              r.registrationDate && formatDate(r.registrationDate),
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
      )}
    </dl>
  );
}
