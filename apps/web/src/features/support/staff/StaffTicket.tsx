import { useState } from 'react';
import { supportCategories, supportMessages, type StaffSupportTicket } from '@vouch/contracts';
import { Button } from '../../../components/Button';
import { ReplyForm } from '../ReplyForm';
import { closeTicket, staffReply } from '../support-api';
import { TicketConversation } from '../TicketConversation';
import { TicketDisclosure } from '../TicketDisclosure';
import { CloseTicketDialog } from './CloseTicketDialog';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

interface StaffTicketProps {
  ticket: StaffSupportTicket;
  /** A reply or close is done (or refused): the page shows the banner and reloads the list. */
  onDone: (notice: Notice) => Promise<void>;
}

const categoryLabel = (value: string) =>
  supportCategories.find((c) => c.value === value)?.label ?? value;

/**
 * The account that filed the ticket, which staff can trust: the name and e-mail in the form are
 * anyone's words ("Vouch Compliance"), replies go to the account's own address (issue 31).
 */
function AccountLine({ ticket }: { ticket: StaffSupportTicket }) {
  if (!ticket.account) {
    return <span className="block">Account: closed</span>;
  }
  const differs = ticket.account.email.toLowerCase() !== ticket.email.toLowerCase();
  return (
    <span className="block [overflow-wrap:anywhere]">
      Account: <span className="font-medium text-ink-900">{ticket.account.email}</span>{' '}
      <span className="font-mono text-xs">{ticket.account.uuid}</span>
      {differs && (
        <span className="block font-medium text-warning-700">
          The e-mail typed in the form is not the account&apos;s. Replies go to the account.
        </span>
      )}
    </span>
  );
}

/** One ticket on the staff page: the member, the conversation, a reply and 'Close ticket'. */
export function StaffTicket({ ticket, onDone }: StaffTicketProps) {
  const [confirming, setConfirming] = useState(false);
  const closed = ticket.status === 'closed';

  async function close() {
    const res = await closeTicket(ticket.id);
    setConfirming(false);
    await onDone(
      res.ok
        ? { tone: 'success', text: `${supportMessages.closed}: ${ticket.reference}` }
        : { tone: 'error', text: res.msg },
    );
  }

  return (
    <TicketDisclosure
      ticket={ticket}
      level={2}
      meta={
        <>
          <span className="font-medium text-ink-700">{categoryLabel(ticket.category)}</span>
          {' · '}
          Typed: {ticket.full_name} <span className="break-all">&lt;{ticket.email}&gt;</span>
          <AccountLine ticket={ticket} />
        </>
      }
    >
      <TicketConversation
        messages={ticket.messages}
        memberLabel={ticket.full_name}
        staffLabel="Vouch support"
      />
      {closed ? (
        <p className="rounded-field bg-ink-50 px-4 py-3 text-sm text-ink-700">
          {supportMessages.ticketClosed}
        </p>
      ) : (
        <>
          <ReplyForm
            label="Reply to the member"
            onSend={(message) => staffReply(ticket.id, message)}
            onSent={() =>
              void onDone({
                tone: 'success',
                text: `${supportMessages.replySent} to ${ticket.reference}. The member is e-mailed.`,
              })
            }
            extra={
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Close ticket
              </Button>
            }
          />
          <CloseTicketDialog
            reference={ticket.reference}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={close}
          />
        </>
      )}
    </TicketDisclosure>
  );
}
