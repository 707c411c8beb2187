import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberActivity as Activity } from '@vouch/contracts';
import { formatDateTime, formatNaira, humanizeCode } from '../../../lib/format';
import { backofficeCasePath, paths } from '../../../lib/paths';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function Block({
  title,
  empty,
  more,
  children,
}: {
  title: string;
  empty: string | null;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="text-sm font-semibold text-ink-900">{title}</h4>
        {more}
      </div>
      {empty ? <p className="text-sm text-ink-600">{empty}</p> : children}
    </section>
  );
}

/** 'CURRENTLY_UNDER_REVIEW' → 'Currently under review'; 'paid' → 'Paid'. */
const words = (code: string) => {
  const s = humanizeCode(code).toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
};

const rowClass =
  'flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3';

/**
 * The member's cases (who decided), payments, tickets and lookups on their standing page
 * (issue 37): each leads where staff go next — the case, the tickets, the audit log.
 */
export function MemberActivity({ uuid, activity: a }: { uuid: string; activity: Activity }) {
  const audit = `${paths.backofficeAudit}?target=${encodeURIComponent(uuid)}`;
  return (
    <div className="space-y-5">
      <h3 className="text-sm font-semibold text-ink-900">Activity</h3>
      <Block title="Cases" empty={a.cases.length === 0 ? 'No submission yet.' : null}>
        <ul className="divide-y divide-ink-200">
          {a.cases.map((c) => (
            <li key={c.submission_id} className={rowClass}>
              <span className="flex flex-wrap items-center gap-2">
                <Link to={backofficeCasePath(c.submission_id)} className={linkClass}>
                  Version {c.version}, submitted {formatDateTime(c.submitted_at)}
                </Link>
                <span className="rounded-md bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                  {words(c.status)}
                </span>
              </span>
              <span className="text-ink-600">
                {c.decided_by
                  ? `Decided by ${c.decided_by}${c.decided_at ? ` · ${formatDateTime(c.decided_at)}` : ''}`
                  : 'Not decided yet'}
              </span>
            </li>
          ))}
        </ul>
      </Block>
      <Block title="Payments" empty={a.payments.length === 0 ? 'No payment yet.' : null}>
        <ul className="divide-y divide-ink-200">
          {a.payments.map((p) => (
            <li key={p.reference} className={rowClass}>
              <span className="font-mono text-ink-800 [overflow-wrap:anywhere]">{p.reference}</span>
              <span className="text-ink-700">
                {formatNaira(p.amount_kobo / 100)} · {words(p.status)} · {formatDateTime(p.at)}
              </span>
            </li>
          ))}
        </ul>
      </Block>
      <Block
        title="Support tickets"
        empty={a.tickets.length === 0 ? 'No ticket.' : null}
        more={
          a.tickets.length > 0 && (
            <Link to={`${paths.backofficeTickets}?status=all`} className={`${linkClass} text-sm`}>
              Open the tickets
            </Link>
          )
        }
      >
        <ul className="divide-y divide-ink-200">
          {a.tickets.map((t) => (
            <li key={t.id} className={rowClass}>
              <span className="text-ink-800 [overflow-wrap:anywhere]">
                <span className="font-mono">{t.reference}</span> · {t.subject}
              </span>
              <span className="text-ink-600">
                {words(t.status)} · {formatDateTime(t.created_at)}
              </span>
            </li>
          ))}
        </ul>
      </Block>
      <Block
        title="Lookups in the last 30 days"
        empty={null}
        more={
          <Link to={audit} className={`${linkClass} text-sm`}>
            Everything about this member in the audit log
          </Link>
        }
      >
        <p className="text-sm text-ink-700">
          Found by {a.lookups.found_them} {a.lookups.found_them === 1 ? 'search' : 'searches'}; made{' '}
          {a.lookups.made} {a.lookups.made === 1 ? 'search' : 'searches'}.
        </p>
      </Block>
    </div>
  );
}
