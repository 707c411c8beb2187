import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError, useAudit } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top';
const columns = ['Seq', 'Time (UTC)', 'Actor', 'Action', 'Target', 'IP', 'Hash'];

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div
      // relative: the screen-reader-only texts stay inside the scrolling box.
      className="relative overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label="Audit entries"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200 font-mono text-xs text-ink-900">
          {entries.map((e) => (
            <tr key={e.seq}>
              <td className={`${td} tabular-nums`}>{e.seq}</td>
              <td className={`${td} whitespace-nowrap`}>{e.at}</td>
              <td className={td}>{e.actor_id ?? '—'}</td>
              <td className={`${td} font-sans text-sm font-semibold`}>{e.action}</td>
              <td className={td}>
                <span className="font-sans text-sm">{e.target_type}</span>
                {e.target_id && <span className="block text-ink-600">{e.target_id}</span>}
              </td>
              <td className={`${td} whitespace-nowrap`}>{e.ip ?? '—'}</td>
              <td className={td} title={e.hash}>
                {e.hash.slice(0, 12)}
                <span className="sr-only"> (first 12 characters)</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /backoffice/audit (admins): the append-only log, newest first. */
export default function AuditPage() {
  useDocumentTitle('Audit log');
  const isAdmin = useSessionUser()?.role === 'admin';
  const audit = useAudit(isAdmin);
  if (!isAdmin) return <NoAccess audience="admins" />;
  if (audit.error instanceof BackofficeError && audit.error.status === 403) {
    return <NoAccess audience="admins" />;
  }

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
  } else if (audit.data.length === 0) {
    body = <EmptyState icon={ScrollText} title="Nothing on record yet" />;
  } else {
    body = <AuditTable entries={audit.data} />;
  }

  return (
    <>
      <PageHeading
        title="Audit log"
        description="Every case view, decision and role change: who, what, when and from where. Each entry carries the hash of the one before."
      />
      <TableCard>{body}</TableCard>
    </>
  );
}
