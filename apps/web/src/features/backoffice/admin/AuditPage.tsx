import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { auditQuerySchema, type AuditQuery } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError, queueSearch, useAudit } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';

/** The filters and the page (cursor) live in the address: Back returns to the page before. */
function useAuditQuery(): [AuditQuery, (next: AuditQuery) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = auditQuerySchema.safeParse(Object.fromEntries(params));
  const query: AuditQuery = parsed.success
    ? Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined))
    : {};
  // The server's default page size needs no place in the address.
  if (query.limit === 50) delete query.limit;
  return [query, (next) => setParams(new URLSearchParams(queueSearch(next)))];
}

/** /backoffice/audit (admins): the append-only log, newest first, filtered, a page at a time. */
export default function AuditPage() {
  useDocumentTitle('Audit log');
  const isAdmin = useSessionUser()?.role === 'admin';
  const [query, setQuery] = useAuditQuery();
  const audit = useAudit(query, isAdmin);
  if (!isAdmin) return <NoAccess audience="admins" />;
  if (audit.error instanceof BackofficeError && audit.error.status === 403) {
    return <NoAccess audience="admins" />;
  }
  const { cursor, ...filters } = query;
  const filtered = Object.keys(filters).some((k) => k !== 'limit');

  let body;
  if (audit.isPending) {
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading the audit log" />
      </div>
    );
  } else if (audit.isError) {
    body = (
      <div className="p-4">
        <Alert tone="error">{audit.error.message}</Alert>
      </div>
    );
  } else if (audit.data.entries.length === 0) {
    body = (
      <EmptyState
        icon={ScrollText}
        title={filtered ? 'No entries match these filters' : 'Nothing on record yet'}
      />
    );
  } else {
    body = <AuditTable entries={audit.data.entries} />;
  }
  const next = audit.data?.next_cursor ?? null;

  return (
    <>
      <PageHeading
        title="Audit log"
        description="Every case view, decision, role change, staff sign-in and password change: who, what, when and from where. Each entry carries the hash of the one before."
      />
      <Card className="mb-6">
        <AuditFilters key={queueSearch(filters)} value={filters} onChange={setQuery} />
      </Card>
      <TableCard>
        {body}
        {(cursor || next) && (
          <nav
            aria-label="Audit pages"
            className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-200 px-4 py-3"
          >
            {cursor ? (
              <Button variant="ghost" size="sm" onClick={() => setQuery(filters)}>
                Newest entries
              </Button>
            ) : (
              <span />
            )}
            {next && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setQuery({ ...filters, cursor: next })}
              >
                Older entries
              </Button>
            )}
          </nav>
        )}
      </TableCard>
    </>
  );
}
