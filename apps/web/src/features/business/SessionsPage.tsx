import { ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import type { ApiMode, VerificationSession } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/Spinner';
import { stacked } from '../../components/stacked-table';
import { TableCard } from '../../components/TableCard';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useConsole } from './console-context';
import { useConsoleSession, useConsoleSessions } from './sessions-api';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = `px-3 py-2.5 ${stacked.cell}`;
/** The events' names as a person reads them. */
const eventWords = (type: string) =>
  type.replace(/^verification_session\./, '').replace(/[._]/g, ' ');

/**
 * /business/sessions (issue 47): the organisation's verification sessions in this mode, newest
 * first, and one session's history (its events), its consented claims while the grant lives, and
 * what the webhooks did with each event.
 */
export default function SessionsPage() {
  useDocumentTitle('Sessions');
  const { org, mode } = useConsole();
  const sessions = useConsoleSessions(org.id, mode);
  const [open, setOpen] = useState<string | null>(null);
  const headingId = useId();

  if (sessions.isPending) return <PageSpinner />;
  if (sessions.isError) return <Alert tone="error">{sessions.error.message}</Alert>;
  const rows = sessions.data.pages.flatMap((p) => p.data);
  if (rows.length === 0)
    return (
      <Card>
        <EmptyState icon={ListChecks} title={`No ${mode} sessions yet`}>
          Create one with a key that has the sessions scope (POST
          /api/business/v1/verification-sessions); it shows here as the customer goes through it.
        </EmptyState>
      </Card>
    );
  return (
    <div className="space-y-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-brand-700">
          Verification sessions
        </h2>
        <TableCard>
          <table className={stacked.table}>
            <thead className={`bg-ink-50 ${stacked.head}`}>
              <tr>
                <th className={th}>Reference</th>
                <th className={th}>Status</th>
                <th className={th}>Created</th>
                <th className={th}>
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className={`divide-y divide-ink-100 ${stacked.body}`}>
              {rows.map((s) => (
                <tr key={s.id} className={stacked.row}>
                  <td className={td} data-label="Reference">
                    <span className="font-medium break-all text-ink-900">{s.reference}</span>
                  </td>
                  <td className={td} data-label="Status">
                    <span>{s.status.replace('_', ' ')}</span>
                  </td>
                  <td className={td} data-label="Created">
                    <span>{formatDateTime(s.created_at)}</span>
                  </td>
                  <td className={td} data-label="">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open === s.id}
                      onClick={() => setOpen(open === s.id ? null : s.id)}
                    >
                      {open === s.id ? 'Hide' : 'Details'}
                      <span className="sr-only"> of {s.reference}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableCard>
        {sessions.hasNextPage && (
          <Button
            variant="secondary"
            className="mt-3"
            loading={sessions.isFetchingNextPage}
            onClick={() => void sessions.fetchNextPage()}
          >
            Older sessions
          </Button>
        )}
      </section>
      {open && <SessionDetail orgId={org.id} mode={mode} id={open} />}
    </div>
  );
}

function Claims({ s }: { s: VerificationSession }) {
  if (!s.claims)
    return (
      <p className="text-ink-600">
        No claims: shown only while the session is approved and the member’s consent stands.
      </p>
    );
  return (
    <dl className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-4 gap-y-1">
      {Object.entries(s.claims).map(([claim, value]) => (
        <div key={claim} className="contents">
          <dt className="font-mono text-sm text-ink-600">{claim}</dt>
          <dd className="font-medium break-all text-ink-900">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SessionDetail({ orgId, mode, id }: { orgId: string; mode: ApiMode; id: string }) {
  const detail = useConsoleSession(orgId, mode, id);
  const headingId = useId();
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <Alert tone="error">{detail.error.message}</Alert>;
  const { session: s, events, deliveries } = detail.data;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold break-all text-brand-700">
        {s.reference}
      </h2>
      <p className="mt-1 text-sm break-words text-ink-600">
        <span className="font-mono break-all">{s.id}</span> · {s.status.replace('_', ' ')} · expires{' '}
        {formatDateTime(s.expires_at)}
      </p>
      <h3 className="mt-5 mb-2 font-semibold text-ink-900">Claims</h3>
      <Claims s={s} />
      <h3 className="mt-5 mb-2 font-semibold text-ink-900">History</h3>
      {events.length === 0 ? (
        <p className="text-ink-600">Nothing yet: the customer has not opened the link.</p>
      ) : (
        <ol className="space-y-1">
          {events.map((e) => (
            <li key={e.id} className="flex flex-wrap gap-x-3">
              <span className="text-ink-600">{formatDateTime(e.at)}</span>
              <span className="font-medium text-ink-900">{eventWords(e.type)}</span>
            </li>
          ))}
        </ol>
      )}
      <h3 className="mt-5 mb-2 font-semibold text-ink-900">Webhook deliveries</h3>
      {deliveries.length === 0 ? (
        <p className="text-ink-600">None: no endpoint of this mode was listening.</p>
      ) : (
        <ul className="divide-y divide-ink-100">
          {deliveries.map((dl) => (
            <li key={dl.id} className="py-2">
              <p className="font-medium text-ink-900">
                {eventWords(dl.event_type)} · {dl.status}
                {dl.last_status_code !== null && ` (HTTP ${dl.last_status_code})`}
              </p>
              <p className="text-sm break-all text-ink-600">
                {dl.endpoint_url} · {dl.attempts} {dl.attempts === 1 ? 'attempt' : 'attempts'}
                {dl.delivered_at && ` · delivered ${formatDateTime(dl.delivered_at)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
