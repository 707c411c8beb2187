import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { SupportTicket } from '@vouch/contracts';
import { formatDate } from '../../lib/format';
import { TicketStatusPill } from './TicketStatusPill';

interface TicketDisclosureProps {
  ticket: SupportTicket;
  /** A line under the subject (the staff page shows the category and the member). */
  meta?: ReactNode;
  /** The opened ticket: the conversation and what can be done with it. */
  children: ReactNode;
  /** The heading level of the ticket's button (3 under an h2 section, 2 under the page's h1). */
  level?: 2 | 3;
}

/**
 * One ticket in a list: a button (the WAI disclosure pattern) with the reference, subject, status
 * and date, opening the panel under it.
 */
export function TicketDisclosure({ ticket, meta, children, level = 3 }: TicketDisclosureProps) {
  const [open, setOpen] = useState(false);
  const Heading = level === 2 ? 'h2' : 'h3';
  const panelId = useId();
  return (
    <li className="border-b border-ink-200 last:border-b-0">
      <Heading>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-start gap-3 px-4 py-4 text-left hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-700 sm:px-6"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-mono text-sm font-semibold text-brand-700">
                {ticket.reference}
              </span>
              <TicketStatusPill status={ticket.status} />
              <time dateTime={ticket.created_at} className="text-sm text-ink-600 sm:ml-auto">
                {formatDate(ticket.created_at)}
              </time>
            </span>
            <span className="mt-1 block font-semibold text-ink-900 [overflow-wrap:anywhere]">
              {ticket.subject}
            </span>
            {meta && <span className="mt-0.5 block text-sm text-ink-600">{meta}</span>}
          </span>
          <ChevronDown
            className={`mt-0.5 size-5 shrink-0 text-ink-600 transition-transform ${
              open ? 'rotate-180' : ''
            }`}
            aria-hidden="true"
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!open} className="space-y-4 px-4 pb-5 sm:px-6">
        {open && children}
      </div>
    </li>
  );
}
