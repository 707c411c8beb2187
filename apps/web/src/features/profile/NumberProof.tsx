import { Clock, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { NumberState } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { formatDateTime } from '../../lib/format';

/** Whether a lookup by this number finds the member: proven, waiting out its hold, or not yet. */
export function NumberProofState({ state }: { state: NumberState }) {
  if (state.state === 'proven')
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-success-700">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        Proven
      </span>
    );
  if (state.state === 'held')
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-warning-700">
        <Clock className="size-3.5" aria-hidden="true" />
        Proven · finds you from {formatDateTime(state.joins_answer_at)}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-warning-700">
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      Not proven: a lookup of it does not find you
    </span>
  );
}

/** The number over its state, with "Prove now" while it is not proven. */
export function NumberValue({
  number,
  state,
  label,
  onProve,
}: {
  number: string;
  state: NumberState;
  /** Which number, for the button's name ("Prove now: phone"); not the field's own label. */
  label: string;
  onProve: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <p className="[overflow-wrap:anywhere]">{number}</p>
        <NumberProofState state={state} />
      </div>
      {state.state === 'unproven' && (
        <Button size="sm" variant="secondary" onClick={onProve} aria-label={`Prove now: ${label}`}>
          Prove now
        </Button>
      )}
    </div>
  );
}
