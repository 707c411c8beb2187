import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { jobQueueLabels, type FailedJobItem } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { backofficeKeys, BackofficeError, postJobRetry, useFailedJobs } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top';

function FailedJobsTable({
  jobs,
  onRetry,
  busy,
}: {
  jobs: FailedJobItem[];
  onRetry: (job: FailedJobItem) => void;
  busy: string | null;
}) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Failed jobs">
      <table className="w-full text-sm">
        <caption className="sr-only">Jobs that failed every attempt, newest first</caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {['Job', 'Failed', 'Attempts', 'Last error', ''].map((c, i) => (
              <th key={c || i} scope="col" className={th}>
                {c || <span className="sr-only">Action</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {jobs.map((j) => (
            <tr key={j.id}>
              <td className={`${td} font-semibold text-ink-900`}>
                {jobQueueLabels[j.queue] ?? j.queue}
                <span className="block font-mono text-xs font-normal text-ink-600">{j.id}</span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(j.failed_at)}</td>
              <td className={`${td} tabular-nums`}>{j.attempts}</td>
              <td className={`${td} max-w-md text-ink-700 [overflow-wrap:anywhere]`}>
                {j.last_error ?? '—'}
              </td>
              <td className={td}>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === j.id}
                  onClick={() => onRetry(j)}
                  aria-label={`Retry ${jobQueueLabels[j.queue] ?? j.queue} job ${j.id}`}
                >
                  Retry
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /backoffice/jobs (admins): background jobs that failed every attempt, each retryable. */
export default function FailedJobsPage() {
  useDocumentTitle('Failed jobs');
  const isAdmin = useSessionUser()?.role === 'admin';
  const failed = useFailedJobs(isAdmin);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!isAdmin) return <NoAccess audience="admins" />;
  if (failed.error instanceof BackofficeError && failed.error.status === 403)
    return <NoAccess audience="admins" />;

  async function retry(job: FailedJobItem) {
    setBusy(job.id);
    const res = await postJobRetry(job.id);
    setBusy(null);
    setResult({ tone: res.ok ? 'success' : 'error', text: res.msg });
    void queryClient.invalidateQueries({ queryKey: backofficeKeys.failedJobs });
  }

  let body;
  if (failed.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading failed jobs" />
      </div>
    );
  else if (failed.isError)
    body = (
      <div className="p-4">
        <Alert tone="error">{failed.error.message}</Alert>
      </div>
    );
  else if (failed.data.length === 0)
    body = (
      <EmptyState icon={CircleCheck} title="No failed jobs">
        Every e-mail, check and sweep went through, or is still being retried.
      </EmptyState>
    );
  else body = <FailedJobsTable jobs={failed.data} onRetry={(j) => void retry(j)} busy={busy} />;

  return (
    <>
      <PageHeading
        title="Failed jobs"
        description="Background work that failed every attempt: e-mails, automated checks, payment reconciliation, upload sweeps. Fix the cause (an SMTP outage, say), then retry. Retries are on the audit log."
      />
      {result && (
        <Alert tone={result.tone} className="mb-6" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      <TableCard>{body}</TableCard>
    </>
  );
}
