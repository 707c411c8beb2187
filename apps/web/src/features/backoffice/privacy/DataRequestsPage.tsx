import { Inbox } from 'lucide-react';
import { Alert } from '../../../components/Alert';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';
import { useDataRequests } from './api';
import { openSummary, RequestsList, RequestsTable } from './DataRequestsTable';

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
  else
    body = (
      <>
        <RequestsList rows={requests.data} />
        <RequestsTable rows={requests.data} />
      </>
    );

  return (
    <>
      <PageHeading
        title="Data requests"
        description="Copies of their data that members asked for, and accounts closed with erasure. The law (NDPA 2023 s. 34, GDPR art. 12) gives a month to answer each; copies are built automatically, so an open one past its deadline means the job is stuck."
      />
      {requests.isSuccess && (
        <p className="mb-4 text-sm text-ink-700" role="status">
          {openSummary(open.length, overdue)}
        </p>
      )}
      <TableCard>{body}</TableCard>
    </>
  );
}
