import { Inbox } from 'lucide-react';
import type { DataRequestItem } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';
import { useDataRequests } from './api';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top';
const kindLabel = { export: 'Copy of data', erasure: 'Erasure' } as const;

function StatusCell({ r }: { r: DataRequestItem }) {
  if (r.overdue)
    return (
      <span className="inline-flex rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700 ring-1 ring-danger-600/40 ring-inset">
        Overdue
      </span>
    );
  return <span className="capitalize">{r.status}</span>;
}

function RequestsTable({ rows }: { rows: DataRequestItem[] }) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Data requests">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Members&apos; data requests, open ones first, with their age and the one-month deadline
        </caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {['Request', 'Member', 'Asked', 'Age', 'Deadline', 'Status'].map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {rows.map((r) => (
            <tr key={r.id} className={r.overdue ? 'bg-danger-50' : undefined}>
              <td className={`${td} font-semibold whitespace-nowrap text-ink-900`}>
                {kindLabel[r.kind]}
              </td>
              <td className={`${td} font-mono text-xs text-ink-700 [overflow-wrap:anywhere]`}>
                {r.member_uuid}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.requested_at)}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>
                {r.age_days} {r.age_days === 1 ? 'day' : 'days'}
              </td>
              <td
                className={`${td} whitespace-nowrap ${r.overdue ? 'font-semibold text-danger-700' : ''}`}
              >
                {r.status === 'open' ? formatDate(r.deadline) : '—'}
              </td>
              <td className={td}>
                <StatusCell r={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /backoffice/data-requests (admins): members' copies and erasures against the law's month. */
export default function DataRequestsPage() {
  useDocumentTitle('Data requests');
  const isAdmin = useSessionUser()?.role === 'admin';
  const requests = useDataRequests(isAdmin);
  if (!isAdmin) return <NoAccess audience="admins" />;
  if (requests.error instanceof BackofficeError && requests.error.status === 403)
    return <NoAccess audience="admins" />;

  const open = requests.data?.filter((r) => r.status === 'open') ?? [];
  const overdue = open.filter((r) => r.overdue).length;
  let body;
  if (requests.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading data requests" />
      </div>
    );
  else if (requests.isError)
    body = (
      <div className="p-4">
        <Alert tone="error">{requests.error.message}</Alert>
      </div>
    );
  else if (requests.data.length === 0)
    body = (
      <EmptyState icon={Inbox} title="No data requests">
        Members&apos; requests for a copy of their data, and account closures, appear here.
      </EmptyState>
    );
  else body = <RequestsTable rows={requests.data} />;

  return (
    <>
      <PageHeading
        title="Data requests"
        description="Copies of their data that members asked for, and accounts closed with erasure. The law (NDPA 2023 s. 34, GDPR art. 12) gives a month to answer each; copies are built automatically, so an open one past its deadline means the job is stuck."
      />
      {requests.isSuccess && (
        <p className="mb-4 text-sm text-ink-700" role="status">
          {open.length} open{overdue > 0 ? `, ${overdue} overdue` : ''}.
        </p>
      )}
      <TableCard>{body}</TableCard>
    </>
  );
}
