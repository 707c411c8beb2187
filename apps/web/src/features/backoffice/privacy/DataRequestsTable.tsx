import type { DataRequestItem } from '@vouch/contracts';
import { formatDate, formatDateTime } from '../../../lib/format';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top';
const kindLabel = { export: 'Copy of data', erasure: 'Erasure' } as const;

/** "No open requests" / "2 open requests, 1 overdue". */
export function openSummary(open: number, overdue: number): string {
  if (open === 0) return 'No open requests.';
  const n = `${open} open request${open === 1 ? '' : 's'}`;
  return overdue > 0 ? `${n}, ${overdue} overdue.` : `${n}.`;
}

function StatusCell({ r }: { r: DataRequestItem }) {
  if (r.overdue)
    return (
      <span className="inline-flex rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700 ring-1 ring-danger-600/40 ring-inset">
        Overdue
      </span>
    );
  return <span className="capitalize">{r.status}</span>;
}

const age = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** On a phone: one block per request (a six-column table would scroll sideways). */
export function RequestsList({ rows }: { rows: DataRequestItem[] }) {
  return (
    <ul aria-label="Data requests" className="divide-y divide-ink-200 sm:hidden">
      {rows.map((r) => (
        <li key={r.id} className={`space-y-1 p-4 text-sm ${r.overdue ? 'bg-danger-50' : ''}`}>
          <p className="flex items-center justify-between gap-3">
            <span className="font-semibold text-ink-900">{kindLabel[r.kind]}</span>
            <StatusCell r={r} />
          </p>
          <p className="font-mono text-xs text-ink-700 [overflow-wrap:anywhere]">{r.member_uuid}</p>
          <p className="text-ink-700">
            Asked {formatDateTime(r.requested_at)} · {age(r.age_days)} ago
          </p>
          {r.status === 'open' && (
            <p className={r.overdue ? 'font-semibold text-danger-700' : 'text-ink-700'}>
              Deadline {formatDate(r.deadline)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RequestsTable({ rows }: { rows: DataRequestItem[] }) {
  return (
    <div
      className="relative hidden overflow-x-auto sm:block"
      tabIndex={0}
      role="region"
      aria-label="Data requests"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          Members&apos; data requests, open ones first, with their age and the one-month deadline
        </caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {['Request', 'Member', 'Asked', 'Age', 'Deadline', 'Status'].map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">
          {rows.map((r) => (
            <tr key={r.id} className={r.overdue ? 'bg-danger-50' : undefined}>
              <td className={`${td} font-semibold whitespace-nowrap text-ink-900`}>
                {kindLabel[r.kind]}
              </td>
              <td className={`${td} font-mono text-xs text-ink-700 [overflow-wrap:anywhere]`}>
                {r.member_uuid}
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.requested_at)}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{age(r.age_days)}</td>
              <td
                className={`${td} whitespace-nowrap ${r.overdue ? 'font-semibold text-danger-700' : ''}`}
              >
                {r.status === 'open' ? formatDate(r.deadline) : '—'}
              </td>
              <td className={td}>
                <StatusCell r={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
