import { Archive } from 'lucide-react';
import { useState } from 'react';
import type { LegalHoldItem, LegalHoldRecords } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';
import { useLegalHolds } from './api';
import { KeptRecords } from './KeptRecords';
import { LegalHoldForm } from './LegalHoldForm';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top';
const reasonLabel: Record<string, string> = {
  kyc_records: 'KYC records (CBN AML/CFT Regulations)',
};

/** On a phone: one block per account, the action in reach (the table would scroll it away). */
function HoldsList({ holds, onOpen }: { holds: LegalHoldItem[]; onOpen: (id: string) => void }) {
  return (
    <ul aria-label="Legal holds" className="divide-y divide-ink-200 sm:hidden">
      {holds.map((h) => (
        <li key={h.user_uuid} className="space-y-1 p-4 text-sm">
          <p className="font-mono text-xs text-ink-700 [overflow-wrap:anywhere]">{h.user_uuid}</p>
          <p className="font-medium text-ink-900">{reasonLabel[h.reason] ?? h.reason}</p>
          <p className="text-ink-700">
            Closed {formatDate(h.account_ended_at)} · purged on {formatDate(h.purge_after)}
          </p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2 w-full"
            onClick={() => onOpen(h.user_uuid)}
            aria-label={`Open with legal hold: account ${h.user_uuid}`}
          >
            Open with legal hold
          </Button>
        </li>
      ))}
    </ul>
  );
}

function HoldsTable({ holds, onOpen }: { holds: LegalHoldItem[]; onOpen: (id: string) => void }) {
  return (
    <div
      className="relative hidden overflow-x-auto sm:block"
      tabIndex={0}
      role="region"
      aria-label="Legal holds"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          Closed accounts whose records are kept, soonest purge first
        </caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {['Account', 'Kept for', 'Closed', 'Purged on', ''].map((c, i) => (
              <th key={c || i} scope="col" className={th}>
                {c || <span className="sr-only">Action</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {holds.map((h) => (
            <tr key={h.user_uuid}>
              <td className={`${td} font-mono text-xs text-ink-700 [overflow-wrap:anywhere]`}>
                {h.user_uuid}
              </td>
              <td className={td}>{reasonLabel[h.reason] ?? h.reason}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(h.account_ended_at)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(h.purge_after)}</td>
              <td className={td}>
                <Button
                  size="sm"
                  variant="secondary"
                  className="whitespace-nowrap"
                  onClick={() => onOpen(h.user_uuid)}
                  aria-label={`Open with legal hold: account ${h.user_uuid}`}
                >
                  Open with legal hold
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /backoffice/legal-holds (admins): closed accounts whose KYC records the law keeps. The list
 * names no one; opening an account's records needs a written reason, audited (decision 0021).
 */
export default function LegalHoldsPage() {
  useDocumentTitle('Legal holds');
  const isAdmin = useSessionUser()?.role === 'admin';
  const holds = useLegalHolds(isAdmin);
  const [opening, setOpening] = useState<string | null>(null);
  const [records, setRecords] = useState<LegalHoldRecords | null>(null);
  if (!isAdmin) return <NoAccess audience="admins" />;
  if (holds.error instanceof BackofficeError && holds.error.status === 403)
    return <NoAccess audience="admins" />;

  let body;
  if (holds.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading legal holds" />
      </div>
    );
  else if (holds.isError)
    body = (
      <div className="p-4">
        <Alert tone="error">{holds.error.message}</Alert>
      </div>
    );
  else if (holds.data.length === 0)
    body = (
      <EmptyState icon={Archive} title="No kept records">
        When a member with KYC records closes their account, the records kept for the law are listed
        here until they are purged.
      </EmptyState>
    );
  else
    body = (
      <>
        <HoldsList holds={holds.data} onOpen={setOpening} />
        <HoldsTable holds={holds.data} onOpen={setOpening} />
      </>
    );

  return (
    <>
      <PageHeading
        title="Legal holds"
        description="Closed accounts whose KYC records the law makes us keep (CBN AML/CFT Regulations), locked until they are purged. No other screen shows them. Open one only for a legal duty: the access and your reason are on the audit log."
      />
      <TableCard>{body}</TableCard>
      {records && <KeptRecords records={records} />}
      <LegalHoldForm
        userId={opening}
        onClose={() => setOpening(null)}
        onOpened={(r) => {
          setOpening(null);
          setRecords(r);
        }}
      />
    </>
  );
}
