import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ApiMode, BusinessPerson, Organisation } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CopyButton } from '../../components/CopyButton';
import { PageSpinner } from '../../components/Spinner';
import { formatDate, formatDateTime } from '../../lib/format';
import { mayManageKeys } from './console-context';
import { KybDocuments } from './KybDocuments';
import { downloadKybReport, kybKey, resendPersonLink, useBusinessVerification } from './kyb-api';

export const kybStatusText = {
  pending_people: 'Waiting for its people',
  in_review: 'In review at Vouch',
  approved: 'Verified',
  rejected: 'Rejected',
} as const;

const personText: Record<BusinessPerson['status'], string> = {
  pending: 'Link sent, not answered yet',
  verified: 'Verified',
  mismatch: 'Answered by someone else',
  not_completed: 'Link ended unanswered',
};
const roleText = (r: string) => (r === 'significant_control' ? 'significant control' : r);

/** One person: their part, their answer, and their link (with Resend where it may be sent again). */
function Person({
  p,
  canResend,
  onResend,
}: {
  p: BusinessPerson;
  canResend: boolean;
  onResend: (p: BusinessPerson) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const name = `${p.first_name} ${p.last_name}`;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900 [overflow-wrap:anywhere]">{name}</p>
        <p className="text-sm text-ink-700">
          {p.roles.map(roleText).join(', ')}
          {p.share_percent !== null && ` · ${p.share_percent}\u00a0%`}
          {p.source === 'business' && ' · added by you'}
        </p>
        <p className="text-sm text-ink-900">
          {personText[p.status]}
          {p.kyc_tier !== null && ` · Tier ${p.kyc_tier}`}
          {p.screening === 'possible_match' &&
            ' · possible sanctions or PEP match (Vouch reviews it)'}
        </p>
        {p.mismatch && <p className="text-sm text-danger-700">{p.mismatch}</p>}
        {p.verification_url && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono break-all text-ink-600">{p.verification_url}</span>
            <CopyButton value={p.verification_url} label={`Copy ${name}'s link`} />
          </p>
        )}
      </div>
      {canResend && p.status !== 'verified' && (
        <Button
          size="sm"
          variant="secondary"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onResend(p).finally(() => setBusy(false));
          }}
        >
          {p.verification_url ? 'New link' : 'Send link'}
          <span className="sr-only"> for {name}</span>
        </Button>
      )}
    </li>
  );
}

/** One business verification in the console (issue 49): the registry, the reasons, the people. */
export function KybDetail({ org, mode, id }: { org: Organisation; mode: ApiMode; id: string }) {
  const detail = useBusinessVerification(org.id, mode, id);
  const queryClient = useQueryClient();
  const headingId = useId();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <Alert tone="error">{detail.error.message}</Alert>;
  const v = detail.data;

  async function resend(p: BusinessPerson) {
    const res = await resendPersonLink(org.id, mode, v.id, p.id);
    if (res.ok) {
      queryClient.setQueryData([...kybKey(org.id, mode), v.id], res.msg);
      setMessage({
        tone: 'success',
        text: `A new link for ${p.first_name} ${p.last_name}: the old one no longer works.`,
      });
    } else setMessage({ tone: 'error', text: res.msg });
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-brand-700 [overflow-wrap:anywhere]">
        {v.registry.name ?? v.name} · {v.registration_number}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {kybStatusText[v.status]} · started {formatDateTime(v.created_at)}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        loading={saving}
        onClick={() => {
          setSaving(true);
          const file = `vouch-kyb-${v.registration_number.replace(/\s+/g, '-')}-${v.id}.pdf`;
          void downloadKybReport(org.id, mode, v.id, file)
            .then((err) => err && setMessage({ tone: 'error', text: err }))
            .finally(() => setSaving(false));
        }}
      >
        Download PDF report
      </Button>
      {message && (
        <Alert tone={message.tone} className="mt-4" onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {v.decision && (
        <Alert tone={v.decision.outcome === 'approved' ? 'success' : 'error'} className="mt-4">
          {v.decision.outcome === 'approved' ? 'Verified' : 'Rejected'} on{' '}
          {formatDate(v.decision.decided_at)}: {v.decision.reason}
        </Alert>
      )}
      {v.review_reasons.length > 0 && (
        <Alert tone="warning" className="mt-4">
          <ul className="list-disc space-y-1 pl-5">
            {v.review_reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Alert>
      )}
      <h3 className="mt-5 mb-2 font-semibold text-ink-900">The CAC registry</h3>
      {v.registry.lookup === 'unreachable' ? (
        <p className="text-ink-700">
          The registry could not be reached yet: Vouch asks again on its own.
        </p>
      ) : (
        <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-600">Registered as</dt>
          <dd className="font-medium text-ink-900 [overflow-wrap:anywhere]">
            {v.registry.name ?? 'Not found'}
          </dd>
          <dt className="text-ink-600">Status</dt>
          <dd className="text-ink-900">{v.registry.status ?? '—'}</dd>
          <dt className="text-ink-600">Registered on</dt>
          <dd className="text-ink-900">
            {v.registry.registered_on ? formatDate(`${v.registry.registered_on}T12:00:00Z`) : '—'}
          </dd>
          <dt className="text-ink-600">Address</dt>
          <dd className="text-ink-900 [overflow-wrap:anywhere]">{v.registry.address ?? '—'}</dd>
        </dl>
      )}
      <h3 className="mt-5 mb-1 font-semibold text-ink-900">
        People ({v.people.filter((p) => p.status === 'verified').length} of {v.people.length}{' '}
        verified)
      </h3>
      {v.people.length === 0 ? (
        <p className="text-ink-700">Nobody to ask.</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {v.people.map((p) => (
            <Person
              key={p.id}
              p={p}
              canResend={
                mayManageKeys(org) && v.status === 'pending_people' && v.registry.lookup === 'found'
              }
              onResend={resend}
            />
          ))}
        </ul>
      )}
      <KybDocuments orgId={org.id} mode={mode} v={v} canAdd={mayManageKeys(org)} />
    </Card>
  );
}
