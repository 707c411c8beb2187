import { Building2 } from 'lucide-react';
import { useId, useState } from 'react';
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
import { KybDetail, kybStatusText } from './KybDetail';
import { useBusinessVerifications } from './kyb-api';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = `px-3 py-2.5 ${stacked.cell}`;

/**
 * /business/business-verifications (issue 49): the businesses this organisation verified in this
 * mode, newest first, with their people's progress; one opened shows the registry, the reasons a
 * reviewer reads, and each person's link to send again.
 */
export default function BusinessVerificationsPage() {
  useDocumentTitle('Business verifications');
  const { org, mode } = useConsole();
  const list = useBusinessVerifications(org.id, mode);
  const [open, setOpen] = useState<string | null>(null);
  const headingId = useId();

  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <Alert tone="error">{list.error.message}</Alert>;
  const rows = list.data.pages.flatMap((p) => p.data);
  if (rows.length === 0)
    return (
      <Card>
        <EmptyState icon={Building2} title={`No ${mode} business verifications yet`}>
          Verify a business, its directors and owners with a key that has the sessions scope (POST
          /api/business/v1/business-verifications); it shows here as its people answer.
        </EmptyState>
      </Card>
    );
  return (
    <div className="space-y-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-brand-700">
          Business verifications
        </h2>
        <TableCard>
          <table className={stacked.table}>
            <thead className={`bg-ink-50 ${stacked.head}`}>
              <tr>
                <th className={th}>Business</th>
                <th className={th}>Status</th>
                <th className={th}>People</th>
                <th className={th}>Started</th>
                <th className={th}>
                  <span className="sr-only">Details</span>
                </th>
              </tr>
            </thead>
            <tbody className={`divide-y divide-ink-100 ${stacked.body}`}>
              {rows.map((v) => (
                <tr key={v.id} className={stacked.row}>
                  <td className={td} data-label="Business">
                    <span className="font-medium [overflow-wrap:anywhere] text-ink-900">
                      {v.name} · {v.registration_number}
                    </span>
                  </td>
                  <td className={td} data-label="Status">
                    <span>{kybStatusText[v.status]}</span>
                  </td>
                  <td className={td} data-label="People">
                    <span>
                      {v.people.filter((p) => p.status === 'verified').length} of {v.people.length}{' '}
                      verified
                    </span>
                  </td>
                  <td className={td} data-label="Started">
                    <span>{formatDateTime(v.created_at)}</span>
                  </td>
                  <td className={td} data-label="">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open === v.id}
                      onClick={() => setOpen(open === v.id ? null : v.id)}
                    >
                      {open === v.id ? 'Hide' : 'Details'}
                      <span className="sr-only"> of {v.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableCard>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            className="mt-3"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Older ones
          </Button>
        )}
      </section>
      {open && <KybDetail org={org} mode={mode} id={open} />}
    </div>
  );
}
