import { Link } from 'react-router';
import type { TicketStatus } from '../support-api';

const options: { value: TicketStatus | undefined; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: undefined, label: 'All' },
];

/** The tickets' status filter: links, so the choice is in the address (and Back works). */
export function StatusFilter({ value }: { value: TicketStatus | undefined }) {
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const current = o.value === value;
          return (
            <li key={o.label}>
              <Link
                to={`?status=${o.value ?? 'all'}`}
                replace
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors ${
                  current
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-ink-700 ring-ink-300 hover:bg-ink-50 hover:text-brand-700'
                }`}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
