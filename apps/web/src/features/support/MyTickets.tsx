import { useQueryClient } from '@tanstack/react-query';
import { Inbox, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { supportMessages, type SupportTicket } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ListCard } from './ListCard';
import { Spinner } from '../../components/Spinner';
import { ReplyForm } from './ReplyForm';
import { memberReply, supportKeys, useMyTickets } from './support-api';
import { TicketConversation } from './TicketConversation';
import { TicketDisclosure } from './TicketDisclosure';

function MyTicket({ ticket }: { ticket: SupportTicket }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  return (
    <TicketDisclosure ticket={ticket}>
      <TicketConversation messages={ticket.messages} memberLabel="You" staffLabel="Vouch support" />
      {sent && <Alert tone="success">{supportMessages.replySent}</Alert>}
      {ticket.status === 'closed' ? (
        <p className="rounded-field bg-ink-50 px-4 py-3 text-sm text-ink-700">
          {supportMessages.ticketClosed} To ask something new, submit another ticket.
        </p>
      ) : (
        <ReplyForm
          label="Your reply"
          onSend={async (message) => {
            setSent(false);
            const res = await memberReply(ticket.id, message);
            // A 409 means it was closed meanwhile: the list catches up either way.
            await queryClient.invalidateQueries({ queryKey: supportKeys.mine });
            return res;
          }}
          onSent={() => setSent(true)}
        />
      )}
    </TicketDisclosure>
  );
}

/** 'Your tickets': the member's own, newest first, each opening onto its conversation. */
export function MyTickets() {
  const tickets = useMyTickets();
  let body;
  if (tickets.isPending) {
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading your tickets" />
      </div>
    );
  } else if (tickets.isError) {
    body = (
      <div className="p-4 sm:p-6">
        <Alert
          tone="error"
          title="Your tickets could not be loaded."
          actions={
            <Button variant="secondary" size="sm" onClick={() => void tickets.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          }
        >
          {tickets.error.message}
        </Alert>
      </div>
    );
  } else if (tickets.data.length === 0) {
    body = (
      <div className="flex flex-col items-center px-4 py-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Inbox className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-3 font-semibold text-ink-900">No tickets yet</p>
        <p className="mt-1 text-ink-600">Tickets you submit appear here with our replies.</p>
      </div>
    );
  } else {
    body = (
      <ul aria-label="Your tickets">
        {tickets.data.map((t) => (
          <MyTicket key={t.id} ticket={t} />
        ))}
      </ul>
    );
  }
  return (
    <ListCard>
      <section aria-labelledby="my-tickets-heading">
        <div className="border-b border-ink-200 px-4 py-4 sm:px-6">
          <h2 id="my-tickets-heading" className="text-lg font-semibold text-brand-700">
            Your tickets
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">Open a ticket to read our replies.</p>
        </div>
        {body}
      </section>
    </ListCard>
  );
}
