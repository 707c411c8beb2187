import { useQueryClient } from '@tanstack/react-query';
import { Building2, Check } from 'lucide-react';
import { useState } from 'react';
import type { ConnectedBusiness } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { PageSpinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { linkKeys, revokeGrant, useConnectedBusinesses } from './api';
import { defineMessages, useIntl } from '../../i18n';
import { claimLabels } from './claim-labels';

const m = defineMessages({
  title: {
    id: 'verificationLinks.ConnectedBusinessesPage.title',
    defaultMessage: 'Connected businesses',
    description: 'Page title and heading',
  },
  description: {
    id: 'verificationLinks.ConnectedBusinessesPage.description',
    defaultMessage:
      'Businesses you allowed to see your verification. Stop sharing at any time: they can no longer read your details, and they are told.',
  },
  emptyTitle: {
    id: 'verificationLinks.ConnectedBusinessesPage.emptyTitle',
    defaultMessage: 'No connected businesses',
  },
  emptyText: {
    id: 'verificationLinks.ConnectedBusinessesPage.emptyText',
    defaultMessage:
      'When a business asks you to share your Vouch verification and you allow it, it is listed here.',
  },
  sharing: {
    id: 'verificationLinks.ConnectedBusinessesPage.sharing',
    defaultMessage: 'Sharing',
    description: 'State: the business can see the verification',
  },
  stopped: {
    id: 'verificationLinks.ConnectedBusinessesPage.stopped',
    defaultMessage: 'Stopped',
    description: 'State: sharing was stopped',
  },
  why: {
    id: 'verificationLinks.ConnectedBusinessesPage.why',
    defaultMessage: 'Why they asked',
    description: "Label over the business's own reason",
  },
  sharedOn: {
    id: 'verificationLinks.ConnectedBusinessesPage.sharedOn',
    defaultMessage: 'Shared on',
    description: 'Label over a date',
  },
  stoppedOn: {
    id: 'verificationLinks.ConnectedBusinessesPage.stoppedOn',
    defaultMessage: 'Stopped on',
    description: 'Label over a date',
  },
  canSee: {
    id: 'verificationLinks.ConnectedBusinessesPage.canSee',
    defaultMessage: 'What they can see',
  },
  couldSee: {
    id: 'verificationLinks.ConnectedBusinessesPage.couldSee',
    defaultMessage: 'What they could see',
  },
  confirm: {
    id: 'verificationLinks.ConnectedBusinessesPage.confirm',
    defaultMessage: 'Stop sharing with {business}?',
    description: "{business}: the business's name",
  },
  yes: {
    id: 'verificationLinks.ConnectedBusinessesPage.yes',
    defaultMessage: 'Yes, stop sharing',
    description: 'Button',
  },
  keep: {
    id: 'verificationLinks.ConnectedBusinessesPage.keep',
    defaultMessage: 'Keep sharing',
    description: 'Button',
  },
  stop: {
    id: 'verificationLinks.ConnectedBusinessesPage.stop',
    defaultMessage: 'Stop sharing',
    description: 'Button',
  },
});

/**
 * Connected businesses (issue 33): every business the member shared their verification with,
 * what it sees and why; stopping is one button and takes effect at once.
 */
export default function ConnectedBusinessesPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const grants = useConnectedBusinesses();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      {notice && (
        <Alert tone="success" className="mb-4" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {grants.isPending ? (
        <PageSpinner />
      ) : grants.isError ? (
        <Alert tone="error">{grants.error.message}</Alert>
      ) : grants.data.length === 0 ? (
        <Card>
          <EmptyState icon={Building2} title={intl.formatMessage(m.emptyTitle)}>
            {intl.formatMessage(m.emptyText)}
          </EmptyState>
        </Card>
      ) : (
        <ul className="space-y-4">
          {grants.data.map((g) => (
            <li key={g.id}>
              <Grant g={g} onRevoked={setNotice} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Grant({ g, onRevoked }: { g: ConnectedBusiness; onRevoked: (msg: string) => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = g.revoked_at === null;
  const headingId = `grant-${g.id}`;

  async function revoke() {
    setBusy(true);
    setError(null);
    const res = await revokeGrant(g.id);
    setBusy(false);
    if (!res.ok) return setError(res.msg);
    setConfirming(false);
    onRevoked(res.msg);
    await queryClient.invalidateQueries({ queryKey: linkKeys.connected });
  }

  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink-900">
            {g.organisation.name}
          </h2>
          {g.organisation.website && (
            <p className="truncate text-sm text-ink-600">
              {g.organisation.website.replace(/^https?:\/\//, '')}
            </p>
          )}
        </div>
        <span
          className={`inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-medium ${
            active ? 'bg-success-50 text-success-700' : 'bg-ink-100 text-ink-700'
          }`}
        >
          {intl.formatMessage(active ? m.sharing : m.stopped)}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink-600">{intl.formatMessage(m.why)}</dt>
          <dd className="mt-0.5 text-ink-800">{g.purpose}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-600">
            {intl.formatMessage(active ? m.sharedOn : m.stoppedOn)}
          </dt>
          <dd className="mt-0.5 text-ink-800">
            {formatDateTime(active ? g.granted_at : g.revoked_at)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm font-semibold text-ink-600">
        {intl.formatMessage(active ? m.canSee : m.couldSee)}
      </p>
      <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
        {g.claims.map((c) => (
          <li key={c} className="flex items-start gap-2 text-ink-800">
            <Check className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden="true" />
            {intl.formatMessage(claimLabels[c])}
          </li>
        ))}
      </ul>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      {active && (
        <div className="mt-5 border-t border-ink-200 pt-4">
          {confirming ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <p className="text-sm text-ink-800 sm:mr-auto">
                {intl.formatMessage(m.confirm, { business: g.organisation.name })}
              </p>
              <Button variant="danger" size="sm" loading={busy} onClick={() => void revoke()}>
                {intl.formatMessage(m.yes)}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                {intl.formatMessage(m.keep)}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {intl.formatMessage(m.stop)}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
