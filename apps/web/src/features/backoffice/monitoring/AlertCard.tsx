import { useId, useState } from 'react';
import type { MonitoringAlert, MonitoringDecisionPayload } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../../components/field';
import { formatDate, formatDateTime } from '../../../lib/format';
import { postMonitoringDecision } from './monitoring-api';

type Decision = MonitoringDecisionPayload['decision'];

/** Who the alert is about: a verified member, or a verified business (its registered name). */
function subjectOf(alert: MonitoringAlert): { name: string; line: string } {
  if (alert.business)
    return {
      name: alert.business.name,
      line: `Business ${alert.business.registration}, verified for ${alert.business.organisation}${
        alert.business.approved_at ? ` on ${formatDate(alert.business.approved_at)}` : ''
      }`,
    };
  const m = alert.member!;
  return {
    name: m.name,
    line: `${m.uuid} · ${m.status}${m.verified_at ? ` since ${formatDate(m.verified_at)}` : ''}`,
  };
}

/**
 * One possible match (issue 50): the member as verified beside the list's entry, and the
 * decision with a reason. A reviewer dismisses (not them) or escalates; an admin suspends.
 */
export function AlertCard({
  alert,
  admin,
  onDecided,
}: {
  alert: MonitoringAlert;
  admin: boolean;
  onDecided: (message: string) => void;
}) {
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Decision | null>(null);
  const [error, setError] = useState<{ msg: string; field?: string } | null>(null);
  const h = alert.hit;
  const subject = subjectOf(alert);
  const decidable = alert.status === 'open' || (alert.status === 'escalated' && admin);

  async function decide(decision: Decision) {
    setBusy(decision);
    setError(null);
    const res = await postMonitoringDecision(alert.id, { decision, reason: reason.trim() });
    setBusy(null);
    if (res.ok) onDecided(`${res.msg}: ${subject.name}`);
    else setError({ msg: res.msg, field: res.errors?.reason });
  }

  return (
    <Card>
      <section aria-labelledby={titleId} className="space-y-4">
        <div>
          <h2
            id={titleId}
            className="text-lg font-semibold text-brand-700 [overflow-wrap:anywhere]"
          >
            {subject.name}
          </h2>
          <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">{subject.line}</p>
          <p className="text-sm text-ink-600">Found {formatDateTime(alert.created_at)}</p>
        </div>
        <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-600">{alert.business ? 'Name compared' : 'Their name'}</dt>
          <dd className="text-ink-900 [overflow-wrap:anywhere]">{h.query}</dd>
          <dt className="text-ink-600">Listed as</dt>
          <dd className="font-semibold text-ink-900 [overflow-wrap:anywhere]">
            {h.matched_name}
            {h.matched_name !== h.entry_name && ` (alias of ${h.entry_name})`}
          </dd>
          <dt className="text-ink-600">List</dt>
          <dd className="text-ink-900 [overflow-wrap:anywhere]">
            {h.list}
            {h.pep && ' · politically exposed person'} · entry {h.entry_id}
          </dd>
          {h.programs.length > 0 && (
            <>
              <dt className="text-ink-600">Programmes</dt>
              <dd className="text-ink-900 [overflow-wrap:anywhere]">{h.programs.join(', ')}</dd>
            </>
          )}
          <dt className="text-ink-600">Similarity</dt>
          <dd className="text-ink-900">{Math.round(h.score * 100)} %</dd>
        </dl>
        {alert.reason && (
          <p className="text-sm text-ink-700">
            {alert.status === 'escalated' ? 'Escalated: ' : 'Decided: '}
            {alert.reason}
          </p>
        )}
        {alert.status === 'escalated' && !admin && (
          <p className="text-sm text-ink-700">An admin decides an escalated alert.</p>
        )}
        {decidable && (
          <div className="space-y-3">
            {error && !error.field && <Alert tone="error">{error.msg}</Alert>}
            <div>
              <FieldLabel htmlFor={reasonId} required>
                Reason (kept in the audit log)
              </FieldLabel>
              <textarea
                id={reasonId}
                rows={2}
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
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button
                variant="secondary"
                loading={busy === 'dismiss'}
                onClick={() => void decide('dismiss')}
              >
                Dismiss: not them
              </Button>
              {alert.status === 'open' && (
                <Button
                  variant="secondary"
                  loading={busy === 'escalate'}
                  onClick={() => void decide('escalate')}
                >
                  Escalate to an admin
                </Button>
              )}
              {admin && alert.member && (
                <Button
                  variant="danger"
                  loading={busy === 'suspend'}
                  onClick={() => void decide('suspend')}
                >
                  Suspend the member
                </Button>
              )}
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
