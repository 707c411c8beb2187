import { CircleCheck } from 'lucide-react';
import type { CheckResult } from '@vouch/contracts';
import { imageQualityRows, type ImageQualityRow } from './check-details';
import { measure, percent, qualityProblemLabel } from './check-format';

function Problems({ row }: { row: ImageQualityRow }) {
  if (row.problems.length === 0 && row.screenshotSigns.length === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-success-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        No problems
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {row.problems.map((p) => (
        <span
          key={p}
          className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700 ring-1 ring-danger-600/40 ring-inset"
        >
          {qualityProblemLabel(p)}
        </span>
      ))}
      {row.screenshotSigns.length > 0 && (
        <span className="text-xs font-semibold text-warning-700">
          Screenshot signs: {row.screenshotSigns.join('; ')}
        </span>
      )}
    </span>
  );
}

/** Each of the member's images: size, overall quality, the raw measures and what is wrong. */
export function ImageQualityDetail({ result }: { result: CheckResult }) {
  const rows = imageQualityRows(result.details);
  if (rows.length === 0) return null;
  return (
    <ul className="divide-y divide-ink-200 rounded-field border border-ink-200 text-sm">
      {rows.map((row) => (
        <li
          key={row.kind}
          className="grid gap-x-4 gap-y-1 px-3 py-2 sm:grid-cols-[8.5rem_minmax(0,1fr)]"
        >
          <span className="font-medium text-ink-900">{row.label}</span>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-ink-700 tabular-nums">
              {row.width !== null && row.height !== null && (
                <>
                  {row.width} × {row.height} px ·{' '}
                </>
              )}
              quality <strong className="font-semibold text-ink-900">{percent(row.score)}</strong>
              <span className="text-ink-600">
                {' '}
                · sharpness {measure(row.sharpness)} · brightness {measure(row.brightness)}
              </span>
            </span>
            <Problems row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
