import type { CaseView } from '@vouch/contracts';
import { KycStatusPill } from '../../../components/KycStatusPill';
import { formatDateTime } from '../../../lib/format';
import { Section } from './Section';

/** The member's earlier submissions of this KYC and what was decided on them. */
export function EarlierVersions({ view }: { view: CaseView }) {
  const earlier = view.versions
    .filter((v) => v.submission_id !== view.submission.id)
    .sort((a, b) => b.version - a.version);
  return (
    <Section id="versions-heading" title="Earlier versions">
      {earlier.length === 0 ? (
        <p className="text-ink-700">This is the member&apos;s first submission.</p>
      ) : (
        <ol className="divide-y divide-ink-200 border-y border-ink-200">
          {earlier.map((v) => (
            <li key={v.submission_id} className="space-y-1.5 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink-900">Version {v.version}</span>
                <KycStatusPill status={v.status} />
              </div>
              {v.reason && <p className="text-ink-700">Reason: {v.reason}</p>}
              <p className="text-sm text-ink-600">
                Submitted {formatDateTime(v.submitted_at)}
                {v.decided_at && ` · decided ${formatDateTime(v.decided_at)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
