import type { TicketMessage } from '@vouch/contracts';
import { formatDateTime } from '../../lib/format';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  conversation: {
    id: 'support.TicketConversation.conversation',
    defaultMessage: 'Conversation',
    description: "Name of the list of a ticket's messages, for screen readers",
  },
});

interface TicketConversationProps {
  messages: TicketMessage[];
  /** Who wrote the member's messages, as the reader knows them ('You', or the member's name). */
  memberLabel: string;
  /** Who wrote the support team's messages ('Vouch support', or 'Support team'). */
  staffLabel: string;
}

/** The messages of a ticket, oldest first: the member's on the left, the support team's tinted. */
export function TicketConversation({ messages, memberLabel, staffLabel }: TicketConversationProps) {
  const intl = useIntl();
  return (
    <ol aria-label={intl.formatMessage(m.conversation)} className="space-y-3">
      {messages.map((m, i) => {
        const staff = m.from === 'staff';
        return (
          <li
            key={`${m.at}-${i}`}
            className={`rounded-xl border p-4 ${
              staff ? 'border-brand-200 bg-brand-50 sm:ml-8' : 'border-ink-200 bg-ink-50 sm:mr-8'
            }`}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
              <span className={`font-semibold ${staff ? 'text-brand-700' : 'text-ink-900'}`}>
                {staff ? staffLabel : memberLabel}
              </span>
              <time dateTime={m.at} className="text-ink-600">
                {formatDateTime(m.at)}
              </time>
            </p>
            <p className="mt-1.5 whitespace-pre-line text-ink-900 [overflow-wrap:anywhere]">
              {m.message}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
