import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { supportMessages, type SupportTicket } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { defineMessages, serverText, useIntl } from '../../i18n';

const m = defineMessages({
  reference: {
    id: 'support.TicketSubmitted.reference',
    defaultMessage: 'Your reference number: <ref>{reference}</ref>',
    description: "{reference}: the ticket's reference, e.g. VCH-T-1A2B3C4D",
  },
  emailed: {
    id: 'support.TicketSubmitted.emailed',
    defaultMessage:
      'We have e-mailed you a confirmation. Our reply will appear under Your tickets.',
    description: '"Your tickets" is the heading of the list below: use the same words',
  },
  another: {
    id: 'support.TicketSubmitted.another',
    defaultMessage: 'Submit Another Ticket',
    description: 'Button',
  },
});

interface TicketSubmittedProps {
  ticket: SupportTicket;
  onAnother: () => void;
}

/** Spec 2's success view, with the reference the confirmation e-mail also carries. */
export function TicketSubmitted({ ticket, onAnother }: TicketSubmittedProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the outcome takes it, so it is read out and seen.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
        <CheckCircle2 className="size-8" aria-hidden="true" />
      </span>
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold text-ink-900 outline-none"
      >
        {serverText(supportMessages.submittedTitle)}
      </h3>
      <p className="mt-2 max-w-md text-ink-700">{serverText(supportMessages.submittedText)}</p>
      <p className="mt-4 rounded-field bg-ink-50 px-4 py-2 text-ink-700">
        {intl.formatMessage(m.reference, {
          reference: ticket.reference,
          ref: (chunks) => (
            <span className="font-mono font-semibold whitespace-nowrap text-brand-700">
              {chunks}
            </span>
          ),
        })}
      </p>
      <p className="mt-2 text-sm text-ink-600">{intl.formatMessage(m.emailed)}</p>
      <Button variant="secondary" onClick={onAnother} className="mt-6">
        {intl.formatMessage(m.another)}
      </Button>
    </div>
  );
}
