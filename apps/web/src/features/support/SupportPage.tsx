import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { supportMessages, type SupportTicket } from '@vouch/contracts';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { VerifyEmailFirstCard } from '../../components/VerifyEmailFirstCard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { ContactCards } from './ContactCards';
import { MyTickets } from './MyTickets';
import { supportKeys } from './support-api';
import { SupportFaq } from './SupportFaq';
import { TicketForm } from './TicketForm';
import { TicketSubmitted } from './TicketSubmitted';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  formTitle: {
    id: 'support.SupportPage.formTitle',
    defaultMessage: 'Submit a ticket',
    description: 'Heading of the ticket form',
  },
  formIntro: {
    id: 'support.SupportPage.formIntro',
    defaultMessage: 'Tell us what went wrong. We reply by e-mail and on this page.',
  },
  title: {
    id: 'support.SupportPage.title',
    defaultMessage: 'Support',
    description: 'Page title and heading',
  },
  description: {
    id: 'support.SupportPage.description',
    defaultMessage: 'We answer account and verification questions within 24-48 hours.',
  },
});

/** The ticket card: the form, or once the server has the ticket, spec 2's success view. */
function TicketCard() {
  const intl = useIntl();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<SupportTicket | null>(null);
  // Every 'Submit Another Ticket' mounts a fresh form: empty again, prefilled again.
  const [formKey, setFormKey] = useState(0);

  function onSubmitted(ticket: SupportTicket) {
    setSubmitted(ticket);
    void queryClient.invalidateQueries({ queryKey: supportKeys.mine });
  }

  function another() {
    setSubmitted(null);
    setFormKey((k) => k + 1);
  }

  return (
    <Card>
      <section aria-labelledby="ticket-form-heading">
        <h2 id="ticket-form-heading" className="text-lg font-semibold text-brand-700">
          {intl.formatMessage(m.formTitle)}
        </h2>
        {submitted ? (
          <TicketSubmitted ticket={submitted} onAnother={another} />
        ) : (
          <>
            <p className="mt-1 mb-5 text-ink-600">{intl.formatMessage(m.formIntro)}</p>
            <TicketForm
              key={`${formKey}-${user?.uuid ?? ''}`}
              fullName={user ? `${user.first_name} ${user.last_name}`.trim() : ''}
              email={user?.email_address ?? ''}
              onSubmitted={onSubmitted}
              labelledBy="ticket-form-heading"
            />
          </>
        )}
      </section>
    </Card>
  );
}

/**
 * Spec 2's Support: contact cards, the ticket form, the member's tickets and the FAQ. A member
 * whose e-mail is not verified yet sees why they cannot file a ticket instead of the form: its
 * confirmation goes to that address (issue 31).
 */
export default function SupportPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const user = useSessionUser();
  const emailVerified = user !== null && user.status !== 'EMAIL_VERIFICATION';
  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      <div className="space-y-6">
        <ContactCards />
        {emailVerified ? (
          <TicketCard />
        ) : (
          <VerifyEmailFirstCard reason={supportMessages.emailNotVerified} />
        )}
        <MyTickets />
        <SupportFaq />
      </div>
    </>
  );
}
