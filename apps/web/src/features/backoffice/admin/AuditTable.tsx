import type { AuditEntry } from '@vouch/contracts';
import { formatDateTime } from '../../../lib/format';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top';
const columns = ['Seq', 'Time', 'Actor', 'Action', 'Target', 'IP', 'Hash'];

/** One page of the log: ids only, as written; the time in Lagos (the exact instant on hover). */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div
      // relative: the screen-reader-only texts stay inside the scrolling box.
      className="relative overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label="Audit entries"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200 font-mono text-xs text-ink-900">
          {entries.map((e) => (
            <tr key={e.seq}>
              <td className={`${td} tabular-nums`}>{e.seq}</td>
              <td className={`${td} font-sans whitespace-nowrap`}>
                <time dateTime={e.at} title={e.at}>
                  {formatDateTime(e.at)}
                </time>
              </td>
              <td className={td}>
                <span className="font-sans text-sm font-medium">
                  {e.actor_name ?? (e.actor_id ? 'Erased account' : 'Vouch (system)')}
                </span>
                {e.actor_id && (
                  <span className="block font-mono text-xs text-ink-500">{e.actor_id}</span>
                )}
              </td>
              <td className={`${td} font-sans text-sm font-semibold`}>{e.action}</td>
              <td className={td}>
                <span className="font-sans text-sm">{e.target_type}</span>
                {e.target_id && <span className="block text-ink-600">{e.target_id}</span>}
              </td>
              <td className={`${td} whitespace-nowrap`}>{e.ip ?? '—'}</td>
              <td className={td} title={e.hash}>
                {e.hash.slice(0, 12)}
                <span className="sr-only"> (first 12 characters)</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
