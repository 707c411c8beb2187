import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import {
  checkLabels,
  type CheckCode,
  type DurationFigures,
  type PolicyStats,
  type SecondLookItem,
} from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/format';
import { backofficeCasePath } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { postSecondLook, secondLookKeys, usePolicyStats, useSecondLooks } from './second-looks-api';

const seconds = (v: number | null) =>
  v === null
    ? '—'
    : v < 120
      ? `${v} s`
      : v < 7200
        ? `${Math.round(v / 60)} min`
        : `${Math.round(v / 3600)} h`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figures({ label, f }: { label: string; f: DurationFigures }) {
  return (
    <div>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="text-ink-900 tabular-nums">
        median {seconds(f.median_seconds)}, p90 {seconds(f.p90_seconds)}{' '}
        <span className="text-sm text-ink-600">({plural(f.count, 'decision', 'decisions')})</span>
      </dd>
    </div>
  );
}

function StatsCard({ stats }: { stats: PolicyStats }) {
  return (
    <Card className="mb-6">
      <section aria-labelledby="policy-stats-heading" className="space-y-4">
        <h2 id="policy-stats-heading" className="text-lg font-semibold text-brand-700">
          Decision policy, last {stats.window_days} days
        </h2>
        {stats.policies.length === 0 ? (
          <p className="text-ink-700">No automatic decisions yet.</p>
        ) : (
          <ul className="space-y-1">
            {stats.policies.map((p) => (
              <li key={p.policy}>
                <span className="font-mono font-semibold">{p.policy}</span>: {p.approved} approved,{' '}
                {p.sent_to_review} sent to a person;{' '}
                {plural(p.second_looks, 'second look', 'second looks')},{' '}
                <strong>{p.overturned} overturned</strong>
              </li>
            ))}
          </ul>
        )}
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figures label="Submission → decision, automatic" f={stats.automatic} />
          <Figures label="Submission → decision, by a person" f={stats.human} />
        </dl>
      </section>
    </Card>
  );
}

function LookCard({ look, onDone }: { look: SecondLookItem; onDone: (msg: string) => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'confirm' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = `reason-${look.submission_id}`;

  async function decide(decision: 'confirm' | 'revoke') {
    setBusy(decision);
    setError(null);
    const res = await postSecondLook(look.submission_id, { decision, reason });
    setBusy(null);
    if (res.ok) onDone(res.msg);
    else setError(res.errors?.reason ?? res.msg);
  }

  return (
    <Card>
      <article aria-labelledby={`look-${look.submission_id}`} className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`look-${look.submission_id}`} className="text-lg font-semibold text-ink-900">
            {look.member_name}
          </h2>
          <a className="text-brand-700 underline" href={backofficeCasePath(look.submission_id)}>
            Open the case
          </a>
        </div>
        <p className="text-ink-700">
          Approved by <span className="font-mono">{look.policy}</span> on{' '}
          {formatDateTime(look.approved_at)}, {seconds(look.decided_in_seconds)} after submission.
        </p>
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Results the policy relied on">
          {look.relied_on.map((r) => (
            <li key={r.code} className="rounded-md bg-ink-50 px-2 py-1 ring-1 ring-ink-200">
              {checkLabels[r.code as CheckCode] ?? r.code}: {r.outcome}
              {r.score !== null && ` (${Math.round(r.score * 100)}%)`}
            </li>
          ))}
        </ul>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="space-y-1">
          <label htmlFor={id} className="block font-medium text-ink-900">
            Your reason (required)
          </label>
          <textarea
            id={id}
            className="w-full rounded-md border border-ink-300 p-2"
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void decide('confirm')} loading={busy === 'confirm'}>
            Confirm approval
          </Button>
          <Button
            variant="secondary"
            onClick={() => void decide('revoke')}
            loading={busy === 'revoke'}
          >
            Revoke verification
          </Button>
        </div>
      </article>
    </Card>
  );
}

/** /backoffice/second-looks: sampled automatic approvals a reviewer confirms or revokes. */
export default function SecondLooksPage() {
  useDocumentTitle('Second look');
  const looks = useSecondLooks();
  const stats = usePolicyStats();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  if (looks.error instanceof BackofficeError && looks.error.status === 403)
    return <NoAccess audience="reviewers" />;

  let body;
  if (looks.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading second looks" />
      </div>
    );
  else if (looks.isError) body = <Alert tone="error">{looks.error.message}</Alert>;
  else if (looks.data.length === 0)
    body = (
      <Card>
        <EmptyState icon={CircleCheck} title="No second looks waiting">
          A share of automatic approvals (AUTO_QA_RATE) lands here for a person to confirm.
        </EmptyState>
      </Card>
    );
  else
    body = (
      <div className="space-y-4">
        {looks.data.map((l) => (
          <LookCard
            key={l.submission_id}
            look={l}
            onDone={(msg) => {
              setNotice(msg);
              void queryClient.invalidateQueries({ queryKey: secondLookKeys.list });
              void queryClient.invalidateQueries({ queryKey: secondLookKeys.stats });
            }}
          />
        ))}
      </div>
    );

  return (
    <>
      <PageHeading
        title="Second look"
        description="Automatic approvals sampled for a person: confirm, or revoke with a reason (the member is told and lookups answer “not verified” at once)."
      />
      {notice && (
        <Alert tone="success" className="mb-6" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {stats.data && <StatsCard stats={stats.data} />}
      {body}
    </>
  );
}
