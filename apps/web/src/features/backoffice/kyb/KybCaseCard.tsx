import { useId, useState } from 'react';
import type { BusinessVerificationQueueItem } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../../components/field';
import { PageSpinner } from '../../../components/Spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { KybCaseDocuments } from './KybCaseDocuments';
import { KybPeople } from './KybPeople';
import { postKybDecision, useKybCase } from './kyb-api';

/**
 * One business verification in review (issue 49): why it is here, the registry's record beside
 * the name given, each person's result; approve or reject, each with a reason. The case is read
 * (and audited) only when the reviewer opens it.
 */
export function KybCaseCard({
  item,
  onDecided,
}: {
  item: BusinessVerificationQueueItem;
  onDecided: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const detail = useKybCase(item.id, open);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | 'continue' | null>(null);
  const [error, setError] = useState<{ msg: string; field?: string } | null>(null);
  const titleId = `kyb-${item.id}`;

  async function decide(decision: 'approve' | 'reject' | 'continue') {
    setBusy(decision);
    setError(null);
    const res = await postKybDecision(item.id, { decision, reason: reason.trim() });
    setBusy(null);
    if (res.ok) onDecided(`${res.msg}: ${item.name} (${item.registration_number})`);
    else setError({ msg: res.msg, field: res.errors?.reason });
  }

  const c = detail.data;
  const waiting = c?.people.some((p) => p.status !== 'verified') ?? false;
  return (
    <Card>
      <section aria-labelledby={titleId} className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2
              id={titleId}
              className="text-lg font-semibold text-brand-700 [overflow-wrap:anywhere]"
            >
              {item.name} · {item.registration_number}
            </h2>
            <p className="text-sm text-ink-700 [overflow-wrap:anywhere]">
              {item.subject === 'organisation'
                ? 'Going live on Vouch: the organisation itself'
                : `For ${item.organisation.name}`}{' '}
              · in review since {formatDateTime(item.updated_at)}
            </p>
          </div>
          {!open && (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              Open case
            </Button>
          )}
        </div>
        {item.review_reasons.length > 0 ? (
          <Alert tone="warning">
            <ul className="list-disc space-y-1 pl-5">
              {item.review_reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <p className="text-sm text-ink-700">
            Every person verified and nothing was flagged: check the record and decide.
          </p>
        )}
        {open && detail.isPending && <PageSpinner />}
        {open && detail.isError && <Alert tone="error">{detail.error.message}</Alert>}
        {c && (
          <>
            <dl className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-600">Registered name</dt>
              <dd className="font-semibold text-ink-900 [overflow-wrap:anywhere]">
                {c.registry.name ?? 'Not in the registry'}
                {c.registry.name_matches === false && (
                  <span className="ml-2 font-normal text-danger-700">
                    differs from the name given
                  </span>
                )}
              </dd>
              <dt className="text-ink-600">Status</dt>
              <dd className="text-ink-900">{c.registry.status ?? '—'}</dd>
              <dt className="text-ink-600">Type</dt>
              <dd className="text-ink-900">{c.registry.type ?? '—'}</dd>
              <dt className="text-ink-600">Registered on</dt>
              <dd className="text-ink-900">
                {c.registry.registered_on
                  ? formatDate(`${c.registry.registered_on}T12:00:00Z`)
                  : '—'}
              </dd>
              <dt className="text-ink-600">Address</dt>
              <dd className="text-ink-900 [overflow-wrap:anywhere]">{c.registry.address ?? '—'}</dd>
              <dt className="text-ink-600">Sanctions, PEP</dt>
              <dd className="text-ink-900">
                {c.screening === 'clear'
                  ? 'No match for the business'
                  : c.screening === 'not_run'
                    ? 'Not screened (no list loaded)'
                    : c.screening_hits.map((h) => `“${h.matched_name}” on ${h.list}`).join('; ')}
              </dd>
            </dl>
            {c.organisation.logo_url && (
              <p className="flex items-center gap-3 text-sm text-ink-700">
                <img
                  src={c.organisation.logo_url}
                  alt={`Logo of ${c.organisation.name}`}
                  className="h-10 max-w-32 rounded border border-ink-200 object-contain p-1"
                />
                The logo its customers will see once you approve: refuse a logo that is not the
                business&apos;s own.
              </p>
            )}
            <KybPeople people={c.people} />
            <KybCaseDocuments documents={c.documents} business={c.registry.name ?? c.name} />
            <div>
              <FieldLabel htmlFor={reasonId} required>
                Reason (the business reads it)
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
            {error && !error.field && <Alert tone="error">{error.msg}</Alert>}
            {waiting && (
              <p className="text-sm text-ink-700">
                Not every person has verified, so it cannot be approved yet. If what stopped it is
                harmless (a trading name), send the people their links; it comes back here when they
                have all verified.
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              {waiting ? (
                <Button loading={busy === 'continue'} onClick={() => void decide('continue')}>
                  Send the people their links
                </Button>
              ) : (
                <Button loading={busy === 'approve'} onClick={() => void decide('approve')}>
                  Approve business
                </Button>
              )}
              <Button
                variant="danger"
                loading={busy === 'reject'}
                onClick={() => void decide('reject')}
              >
                Reject
              </Button>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
