import type { TicketStatus } from './support-api';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  status: {
    id: 'support.TicketStatusPill.status',
    defaultMessage:
      '{status, select, open {Open} answered {Answered} closed {Closed} other {{status}}}',
    description: "A support ticket's state: open (waiting for us), answered, closed",
  },
});

const view: Record<TicketStatus, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-orange-50 text-orange-700 ring-orange-600/40' },
  answered: { label: 'Answered', className: 'bg-success-50 text-success-700 ring-success-600/40' },
  closed: { label: 'Closed', className: 'bg-ink-100 text-ink-700 ring-ink-300' },
};

/** The status in English, for the back office (which stays in English). */
export const ticketStatusLabel = (status: TicketStatus) => view[status].label;

/** A ticket's state: open (waiting for us) orange, answered green, closed grey. */
export function TicketStatusPill({ status }: { status: TicketStatus }) {
  const intl = useIntl();
  const v = view[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${v.className}`}
    >
      {intl.formatMessage(m.status, { status })}
    </span>
  );
}
