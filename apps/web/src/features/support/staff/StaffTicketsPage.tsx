import { useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { ListCard } from '../ListCard';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { supportKeys, useStaffTickets, type TicketStatus } from '../support-api';
import { ticketStatusLabel } from '../TicketStatusPill';
import { StaffTicket, type Notice } from './StaffTicket';
import { StatusFilter } from './StatusFilter';

const statuses: readonly string[] = ['open', 'answered', 'closed'];

/** ?status=open|answered|closed|all; open by default (what is waiting for the team). */
function useStatusParam(): TicketStatus | undefined {
  const [params] = useSearchParams();
  const raw = params.get('status') ?? 'open';
  return statuses.includes(raw) ? (raw as TicketStatus) : undefined;
}

/** /backoffice/tickets: every member's support tickets, oldest first, to answer and close. */
export default function StaffTicketsPage() {
  useDocumentTitle('Support tickets');
  const status = useStatusParam();
  const tickets = useStaffTickets(status);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const banner = useRef<HTMLDivElement>(null);

  // A replied or closed ticket may leave the filtered list, taking focus with it: the banner
  // saying what happened takes focus instead.
  useEffect(() => {
    if (notice) banner.current?.focus();
  }, [notice]);

  async function onDone(next: Notice) {
    setNotice(next);
    await queryClient.invalidateQueries({ queryKey: supportKeys.all });
  }

  let body;
  if (tickets.isPending) {
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading the tickets" />
      </div>
    );
  } else if (tickets.isError) {
    body = (
      <div className="p-4">
        <Alert tone="error">{tickets.error.message}</Alert>
      </div>
    );
  } else if (tickets.data.length === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        title={status ? `No ${ticketStatusLabel(status).toLowerCase()} tickets` : 'No tickets yet'}
      >
        Tickets members submit on the Support page appear here.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <p className="border-b border-ink-200 px-4 py-3 text-sm text-ink-600 sm:px-6">
          {tickets.data.length} ticket{tickets.data.length === 1 ? '' : 's'}, oldest first
        </p>
        <ul aria-label="Tickets">
          {tickets.data.map((t) => (
            <StaffTicket key={t.id} ticket={t} onDone={onDone} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title="Support tickets"
        description="Members are promised a reply within 24-48 hours. Replies are e-mailed to them."
      />
      <div className="space-y-6">
        <StatusFilter value={status} />
        {notice && (
          <div ref={banner} tabIndex={-1} className="outline-none">
            <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
              {notice.text}
            </Alert>
          </div>
        )}
        <ListCard>{body}</ListCard>
      </div>
    </>
  );
}
