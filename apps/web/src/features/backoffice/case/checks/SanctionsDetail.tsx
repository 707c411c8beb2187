import type { CheckResult } from '@vouch/contracts';
import { sanctionsHits } from './check-details';
import { percent } from './check-format';

/** Each name that matched a listed entry, with the entry as the list publishes it. */
export function SanctionsDetail({ result }: { result: CheckResult }) {
  const hits = sanctionsHits(result.details);
  if (hits.length === 0) return null;
  return (
    <ul className="space-y-2 text-sm">
      {hits.map((h, i) => (
        <li
          key={`${h.entry.source}-${h.entry.id ?? i}-${h.query}`}
          className="rounded-field border border-danger-600/30 bg-danger-50/60 px-3 py-2"
        >
          <p className="text-ink-900 [overflow-wrap:anywhere]">
            “{h.query}” matches <strong className="font-semibold">{h.matchedName}</strong>
            <span className="text-ink-700 tabular-nums"> · {percent(h.score)}</span>
          </p>
          <p className="mt-0.5 text-ink-700 [overflow-wrap:anywhere]">
            <span className="font-medium">{h.entry.list}</span>
            {h.entry.pep && (
              <span className="ml-1.5 rounded-full bg-danger-700 px-1.5 py-px text-xs font-semibold text-white">
                PEP
              </span>
            )}
            {h.entry.name !== h.matchedName && <> · listed as “{h.entry.name}”</>}
            {h.entry.programs.length > 0 && <> · programmes: {h.entry.programs.join(', ')}</>}
            {h.entry.id && (
              <>
                {' '}
                · entry <span className="font-mono text-xs">{h.entry.id}</span>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
