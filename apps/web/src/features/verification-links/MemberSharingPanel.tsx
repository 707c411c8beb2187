import { formatDateTime } from '../../lib/format';
import { Card } from '../../components/Card';
import { useMemberSharing } from './api';

const statusWords: Record<string, string> = {
  created: 'Created',
  opened: 'Opened',
  in_progress: 'Verifying',
  submitted: 'Submitted',
  approved: 'Shared',
  rejected: 'Rejected',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
  consent_revoked: 'Sharing stopped',
};

/**
 * The back office's case view (issue 33): the businesses this member answered a verification
 * link for, and their grants. Revoking or suspending the member tells each business holding a
 * grant (member.verification_revoked).
 */
export function MemberSharingPanel({ uuid }: { uuid: string }) {
  const q = useMemberSharing(uuid);
  return (
    <Card>
      <section aria-labelledby="sharing-heading">
        <h2 id="sharing-heading" className="mb-4 text-lg font-semibold text-brand-700">
          Shared with businesses
        </h2>
        {q.isPending ? (
          <p className="text-ink-600">Loading…</p>
        ) : q.isError ? (
          <p className="text-danger-700">{q.error.message}</p>
        ) : q.data.sessions.length === 0 ? (
          <p className="text-ink-600">
            This member has not answered any business’s verification link.
          </p>
        ) : (
          <ul className="divide-y divide-ink-200">
            {q.data.sessions.map((s) => {
              return (
                <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <span className="font-medium text-ink-900">
                    {s.organisation}
                    {s.mode === 'test' && <span className="ml-2 text-sm text-ink-600">(test)</span>}
                  </span>
                  <span className="text-sm text-ink-700">
                    {statusWords[s.status] ?? s.status} · {formatDateTime(s.created_at)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
