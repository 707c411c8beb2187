import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BusinessQueueItem } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { PageHeading } from '../../../components/PageHeading';
import { SelectField } from '../../../components/SelectField';
import { PageSpinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import {
  approveBusiness,
  refuseBusiness,
  useBusinesses,
  type BusinessFilter,
} from './businesses-api';

const filters: { value: BusinessFilter; label: string }[] = [
  { value: 'pending', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved' },
  { value: 'refused', label: 'Refused' },
  { value: 'none', label: 'Test mode only' },
  { value: 'all', label: 'All' },
];

const statusWords: Record<BusinessQueueItem['live_status'], string> = {
  none: 'Test mode only',
  pending: 'Live requested',
  approved: 'Live approved',
  refused: 'Live refused',
};

function OwnerFacts({ owner }: { owner: BusinessQueueItem['owner'] }) {
  if (!owner) return <p className="text-sm text-ink-600">No owner left on the team.</p>;
  const verified = owner.status === 'VERIFIED';
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-ink-600">Owner</dt>
        <dd className="font-semibold text-ink-900">
          {owner.name}
          <span className="block font-normal break-all text-ink-700">{owner.email}</span>
        </dd>
      </div>
      <div>
        <dt className="text-ink-600">Owner's verification</dt>
        <dd className={`font-semibold ${verified ? 'text-success-700' : 'text-warning-700'}`}>
          {verified
            ? 'Verified'
            : `Not verified (${owner.status.replace(/_/g, ' ').toLowerCase()})`}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-ink-600">Business name their approved KYC certifies</dt>
        <dd className="font-semibold text-ink-900">
          {owner.verified_business_name ?? 'None (no checked business name)'}
        </dd>
      </div>
    </dl>
  );
}

function BusinessCard({
  item,
  onApprove,
  onRefuse,
  busy,
}: {
  item: BusinessQueueItem;
  onApprove: () => void;
  onRefuse: () => void;
  busy: boolean;
}) {
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-brand-700">{item.name}</h2>
          <p className="text-sm break-words text-ink-600">
            <a
              href={item.website}
              className="text-accent-700 underline"
              rel="noreferrer noopener"
              target="_blank"
            >
              {item.website}
            </a>{' '}
            · {item.support_email}
          </p>
          <p className="mt-1 font-mono text-xs text-ink-600">{item.id}</p>
        </div>
        <span className="inline-flex shrink-0 self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-600/40 ring-inset">
          {item.live_status === 'pending' && item.verified_as
            ? 'Changed: check again'
            : statusWords[item.live_status]}
        </span>
      </div>
      {item.verified_as &&
        (item.verified_as.name !== item.name || item.verified_as.website !== item.website) && (
          <p className="mt-3 rounded-field bg-warning-50 p-3 text-sm text-warning-700">
            <span className="font-semibold">Changed since it was approved. </span>
            Members still see{' '}
            <span className="font-semibold break-words">
              {item.verified_as.name} ({item.verified_as.website})
            </span>{' '}
            until you approve the new name and website.
          </p>
        )}
      {item.logo_url && (
        <p className="mt-3 flex items-center gap-3 text-sm text-ink-700">
          <img
            src={item.logo_url}
            alt={`Logo of ${item.name}`}
            className="h-10 max-w-32 rounded border border-ink-200 object-contain p-1"
          />
          The logo its customers will see on live pages once you approve.
        </p>
      )}
      <div className="mt-4 border-t border-ink-200 pt-4">
        <OwnerFacts owner={item.owner} />
      </div>
      <p className="mt-3 text-sm text-ink-600">
        {item.members} {item.members === 1 ? 'teammate' : 'teammates'} · created{' '}
        {formatDateTime(item.created_at)}
        {item.live_requested_at && ` · live asked ${formatDateTime(item.live_requested_at)}`}
      </p>
      {item.live_status === 'refused' && item.live_reason && (
        <p className="mt-2 rounded-field bg-ink-50 p-3 text-sm text-ink-900">
          <span className="font-semibold">Refused: </span>
          {item.live_reason}
        </p>
      )}
      {item.live_status === 'pending' && item.verification_id && (
        <p className="mt-4 text-sm text-ink-700">
          Approved through its business verification ({item.verification_id}): it reaches{' '}
          <Link to={paths.backofficeBusinessVerifications} className="text-accent-700 underline">
            Business verifications
          </Link>{' '}
          once its people have verified. Refuse here only to end a request its people never answer.
        </p>
      )}
      {item.verified_registration && (
        <p className="mt-2 text-sm text-ink-700">
          CAC registration verified: {item.verified_registration}
        </p>
      )}
      {item.live_status === 'pending' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {!item.verification_id && (
            <Button
              onClick={onApprove}
              loading={busy}
              aria-label={`Approve live mode for ${item.name}`}
            >
              Approve live mode
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={onRefuse}
            aria-label={`Refuse live mode for ${item.name}`}
          >
            Refuse…
          </Button>
        </div>
      )}
    </Card>
  );
}

/** /backoffice/businesses (admins): organisations asking for live mode, with their owner. */
export default function BusinessesPage() {
  useDocumentTitle('Businesses');
  const isAdmin = useSessionUser()?.role === 'admin';
  const [status, setStatus] = useState<BusinessFilter>('pending');
  const list = useBusinesses(status, isAdmin);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<BusinessQueueItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!isAdmin) return <NoAccess audience="admins" />;
  if (list.error instanceof BackofficeError && list.error.status === 403)
    return <NoAccess audience="admins" />;

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: ['backoffice', 'businesses'] });
  async function approve(item: BusinessQueueItem) {
    setBusy(item.id);
    const res = await approveBusiness(item.id, {
      name: item.name,
      website: item.website,
      logo_url: item.logo_url,
    });
    setBusy(null);
    setResult({ tone: res.ok ? 'success' : 'error', text: res.msg });
    refresh();
  }
  async function refuse() {
    if (!refusing) return;
    const res = await refuseBusiness(refusing.id, reason);
    if (!res.ok && res.errors?.reason) return setReasonError(res.errors.reason);
    setResult({ tone: res.ok ? 'success' : 'error', text: res.msg });
    setRefusing(null);
    setReason('');
    setReasonError(undefined);
    refresh();
  }

  let body;
  if (list.isPending) body = <PageSpinner />;
  else if (list.isError) body = <Alert tone="error">{list.error.message}</Alert>;
  else if (list.data.length === 0)
    body = (
      <Card>
        <EmptyState icon={Building2} title="Nothing here">
          {status === 'pending'
            ? 'No organisation is waiting for a live-mode decision.'
            : 'No organisation in this list.'}
        </EmptyState>
      </Card>
    );
  else
    body = (
      <div className="space-y-6">
        {list.data.map((item) => (
          <BusinessCard
            key={item.id}
            item={item}
            busy={busy === item.id}
            onApprove={() => void approve(item)}
            onRefuse={() => setRefusing(item)}
          />
        ))}
      </div>
    );

  return (
    <>
      <PageHeading
        title="Businesses"
        description="Organisations and their live mode, oldest request first. A first request is decided in Business verifications (the CAC record and the people it lists); here an admin looks again at what an approved organisation changed (its name, website or logo) against what was verified. The owners are e-mailed either way; decisions are on the audit log."
      />
      <SelectField
        label="Show"
        name="status"
        value={status}
        onChange={(e) => setStatus(e.target.value as BusinessFilter)}
        options={filters}
        className="mb-6 w-64"
      />
      {result && (
        <Alert tone={result.tone} className="mb-6" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {body}
      <Modal
        open={refusing !== null}
        onOpenChange={(o) => !o && setRefusing(null)}
        title={`Refuse live mode for ${refusing?.name ?? ''}`}
        description="The owners read this reason in their e-mail and in the console."
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void refuse();
          }}
          noValidate
          className="space-y-5"
        >
          <TextField
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError}
            maxLength={500}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setRefusing(null)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger">
              Refuse live mode
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
