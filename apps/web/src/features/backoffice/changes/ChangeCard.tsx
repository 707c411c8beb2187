import { useId, useState } from 'react';
import { reviewedFieldLabel, type ProfileChangeItem } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../../components/field';
import { formatDateTime } from '../../../lib/format';
import { postChangeDecision } from './changes-api';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top [overflow-wrap:anywhere]';

/**
 * One verified member's change: the certified value beside the requested one. Approving changes
 * what Check Verification answers; rejecting puts the certified values back on the profile.
 */
export function ChangeCard({
  change,
  onDecided,
}: {
  change: ProfileChangeItem;
  onDecided: (message: string) => void;
}) {
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<{ msg: string; field?: string } | null>(null);
  const titleId = `change-${change.id}`;

  async function decide(decision: 'approve' | 'reject') {
    setBusy(decision);
    setError(null);
    const res = await postChangeDecision(change.id, {
      decision,
      ...(decision === 'reject' ? { reason: reason.trim() } : {}),
    });
    setBusy(null);
    if (res.ok) onDecided(res.msg);
    else setError({ msg: res.msg, field: res.errors?.reason });
  }

  return (
    <Card>
      <section aria-labelledby={titleId} className="space-y-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id={titleId} className="text-lg font-semibold text-brand-700">
            {change.member_name}
          </h2>
          <p className="text-sm text-ink-600">Asked {formatDateTime(change.requested_at)}</p>
        </div>
        <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">
          {change.member_email} · <span className="font-mono">{change.member_uuid}</span>
        </p>
        <div className="overflow-x-auto rounded-field border border-ink-200">
          <table className="w-full text-sm">
            <caption className="sr-only">What {change.member_name} asks to change</caption>
            <thead className="border-b border-ink-200 bg-ink-50">
              <tr>
                <th scope="col" className={th}>
                  Field
                </th>
                <th scope="col" className={th}>
                  Approved now
                </th>
                <th scope="col" className={th}>
                  Requested
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-200">
              {change.changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row" className={`${td} text-left font-medium text-ink-700`}>
                    {reviewedFieldLabel(c.field)}
                  </th>
                  <td className={`${td} text-ink-700`}>{c.before ?? '—'}</td>
                  <td className={`${td} font-semibold text-ink-900`}>{c.after ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {error && !error.field && <Alert tone="error">{error.msg}</Alert>}
        {rejecting ? (
          <div className="space-y-3">
            <div>
              <FieldLabel htmlFor={reasonId} required>
                Reason for the member
              </FieldLabel>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  if (error) setError(null);
                }}
                aria-invalid={error?.field ? true : undefined}
                aria-describedby={describedBy(!!error?.field && `${reasonId}-error`)}
                className={fieldClass(!!error?.field, 'resize-y')}
              />
              <FieldError id={`${reasonId}-error`} message={error?.field} />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button variant="secondary" onClick={() => setRejecting(false)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                loading={busy === 'reject'}
                onClick={() => void decide('reject')}
              >
                Confirm rejection
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button loading={busy === 'approve'} onClick={() => void decide('approve')}>
              Approve change
            </Button>
            <Button variant="secondary" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          </div>
        )}
      </section>
    </Card>
  );
}
