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
import { defineMessages, serverText, useIntl } from '../../i18n';

const m = defineMessages({
  you: {
    id: 'support.MyTickets.you',
    defaultMessage: 'You',
    description: "Author of the member's own messages in a ticket",
  },
  staff: {
    id: 'support.MyTickets.staff',
    defaultMessage: 'Vouch support',
    description: "Author of the support team's messages",
  },
  askNew: {
    id: 'support.MyTickets.askNew',
    defaultMessage: 'To ask something new, submit another ticket.',
    description: 'After "This ticket is closed."',
  },
  reply: {
    id: 'support.MyTickets.reply',
    defaultMessage: 'Your reply',
    description: 'Field label and form name',
  },
  loading: { id: 'support.MyTickets.loading', defaultMessage: 'Loading your tickets' },
  loadFailed: {
    id: 'support.MyTickets.loadFailed',
    defaultMessage: 'Your tickets could not be loaded.',
  },
  tryAgain: {
    id: 'support.MyTickets.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button',
  },
  none: { id: 'support.MyTickets.none', defaultMessage: 'No tickets yet' },
  noneText: {
    id: 'support.MyTickets.noneText',
    defaultMessage: 'Tickets you submit appear here with our replies.',
  },
  title: {
    id: 'support.MyTickets.title',
    defaultMessage: 'Your tickets',
    description: 'Heading, and the name of the list',
  },
  intro: { id: 'support.MyTickets.intro', defaultMessage: 'Open a ticket to read our replies.' },
});

function MyTicket({ ticket }: { ticket: SupportTicket }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  return (
    <TicketDisclosure ticket={ticket}>
      <TicketConversation
        messages={ticket.messages}
        memberLabel={intl.formatMessage(m.you)}
        staffLabel={intl.formatMessage(m.staff)}
      />
      {sent && <Alert tone="success">{supportMessages.replySent}</Alert>}
      {ticket.status === 'closed' ? (
        <p className="rounded-field bg-ink-50 px-4 py-3 text-sm text-ink-700">
          {serverText(supportMessages.ticketClosed)} {intl.formatMessage(m.askNew)}
        </p>
      ) : (
        <ReplyForm
          label={intl.formatMessage(m.reply)}
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
  const intl = useIntl();
  const tickets = useMyTickets();
  let body;
  if (tickets.isPending) {
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label={intl.formatMessage(m.loading)} />
      </div>
    );
  } else if (tickets.isError) {
    body = (
      <div className="p-4 sm:p-6">
        <Alert
          tone="error"
          title={intl.formatMessage(m.loadFailed)}
          actions={
            <Button variant="secondary" size="sm" onClick={() => void tickets.refetch()}>
              <RotateCw className="size-4" aria-hidden="true" />
              {intl.formatMessage(m.tryAgain)}
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
        <p className="mt-3 font-semibold text-ink-900">{intl.formatMessage(m.none)}</p>
        <p className="mt-1 text-ink-600">{intl.formatMessage(m.noneText)}</p>
      </div>
    );
  } else {
    body = (
      <ul aria-label={intl.formatMessage(m.title)}>
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
            {intl.formatMessage(m.title)}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">{intl.formatMessage(m.intro)}</p>
        </div>
        {body}
      </section>
    </ListCard>
  );
}
