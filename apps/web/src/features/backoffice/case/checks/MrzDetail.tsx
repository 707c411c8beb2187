import { Check, X } from 'lucide-react';
import type { CheckResult } from '@vouch/contracts';
import { mrzReading } from './check-details';

/** One fact read from the machine-readable zone, ticked or crossed (unknown ones are left out). */
function Mark({ ok, children }: { ok: boolean; children: string }) {
  const Icon = ok ? Check : X;
  return (
    <li
      className={`inline-flex items-center gap-1 ${ok ? 'text-ink-700' : 'font-semibold text-danger-700'}`}
    >
      <Icon
        className={`size-4 ${ok ? 'text-success-700' : 'text-danger-700'}`}
        strokeWidth={3}
        aria-hidden="true"
      />
      {children}
    </li>
  );
}

/**
 * What the passport's machine-readable zone, or the document's printed text (same facts: names
 * and date of birth), confirmed and what it contradicted.
 */
export function MrzDetail({
  result,
  label = 'Machine-readable zone',
}: {
  result: CheckResult;
  label?: string;
}) {
  const r = mrzReading(result.details);
  if (!r) return null;
  const expiry = r.expirationDate ? ` (${r.expirationDate})` : '';
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={label}>
      {r.checkDigitsValid !== null && (
        <Mark ok={r.checkDigitsValid}>
          {r.checkDigitsValid ? 'Check digits valid' : 'Check digits wrong'}
        </Mark>
      )}
      {r.expired !== null && (
        <Mark ok={!r.expired}>{r.expired ? `Expired${expiry}` : `Not expired${expiry}`}</Mark>
      )}
      {r.number !== null && (
        <Mark ok={r.number}>{r.number ? 'Number matches' : 'Number differs'}</Mark>
      )}
      {r.names !== null && <Mark ok={r.names}>{r.names ? 'Names match' : 'Names differ'}</Mark>}
      {r.dob !== null && (
        <Mark ok={r.dob}>{r.dob ? 'Date of birth matches' : 'Date of birth differs'}</Mark>
      )}
    </ul>
  );
}
