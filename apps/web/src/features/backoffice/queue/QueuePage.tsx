import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { queueQuerySchema, type QueueQuery } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackofficeError, queueSearch, useQueue } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';
import { QueueFilters } from './QueueFilters';
import { QueueList } from './QueueList';

/** The filters live in the address, so Back from a case returns to the same list. */
function useQueueFilters(): [QueueQuery, (next: QueueQuery) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = queueQuerySchema.safeParse(Object.fromEntries(params));
  const query: QueueQuery = parsed.success ? parsed.data : {};
  return [query, (next) => setParams(new URLSearchParams(queueSearch(next)), { replace: true })];
}

/** /backoffice: submissions oldest first, with how long each has waited against 24-48 hours. */
export default function QueuePage() {
  useDocumentTitle('Review queue');
  const [query, setQuery] = useQueueFilters();
  const queue = useQueue(query);
  const filtered = Boolean(query.q || query.id_type || query.country || query.risk);
  const status = query.status ?? 'CURRENTLY_UNDER_REVIEW';

  if (queue.error instanceof BackofficeError && queue.error.status === 403) {
    return <NoAccess audience="reviewers" />;
  }

  let body;
  if (queue.isPending) {
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading the queue" />
      </div>
    );
  } else if (queue.isError) {
    body = (
      <div className="p-4">
        <Alert tone="error">{queue.error.message}</Alert>
      </div>
    );
  } else if (queue.data.length === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        title={
          filtered
            ? 'No submissions match these filters'
            : status === 'CURRENTLY_UNDER_REVIEW'
              ? 'No submissions waiting for review'
              : 'No submissions here yet'
        }
      >
        {filtered ? 'Try another search or clear a filter.' : 'New submissions appear here.'}
      </EmptyState>
    );
  } else {
    body = <QueueList items={queue.data} />;
  }

  return (
    <>
      <PageHeading
        title="Review queue"
        description="Oldest first. We promise members a decision within 24-48 hours."
      />
      <Card className="mb-6">
        <QueueFilters key={query.q ?? ''} value={query} onChange={setQuery} />
      </Card>
      <TableCard>
        {queue.isSuccess && queue.data.length > 0 && (
          <p className="border-b border-ink-200 px-4 py-3 text-sm text-ink-600" aria-live="polite">
            {queue.data.length} submission{queue.data.length === 1 ? '' : 's'}
          </p>
        )}
        {body}
      </TableCard>
    </>
  );
}
