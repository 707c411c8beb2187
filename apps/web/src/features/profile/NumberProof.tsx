import { Clock, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { NumberKind, NumberState } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { formatDateTime } from '../../lib/format';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  proven: {
    id: 'profile.NumberProof.proven',
    defaultMessage: 'Proven',
    description: 'State of a phone number proven by a code',
  },
  held: {
    id: 'profile.NumberProof.held',
    defaultMessage: 'Proven · finds you from {when}',
    description:
      'The number is proven; a lookup by it finds the member from {when} (a date and time)',
  },
  unproven: {
    id: 'profile.NumberProof.unproven',
    defaultMessage: 'Not proven: a lookup of it does not find you',
  },
  proveNow: {
    id: 'profile.NumberProof.proveNow',
    defaultMessage: 'Prove now',
    description: 'Button',
  },
  proveNowName: {
    id: 'profile.NumberProof.proveNowName',
    defaultMessage: '{kind, select, whatsapp {Prove now: WhatsApp} other {Prove now: phone}}',
    description: 'Button name for screen readers: which number the button proves',
  },
});

/** Whether a lookup by this number finds the member: proven, waiting out its hold, or not yet. */
export function NumberProofState({ state }: { state: NumberState }) {
  const intl = useIntl();
  if (state.state === 'proven')
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-success-700">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        {intl.formatMessage(m.proven)}
      </span>
    );
  if (state.state === 'held')
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-warning-700">
        <Clock className="size-3.5" aria-hidden="true" />
        {intl.formatMessage(m.held, { when: formatDateTime(state.joins_answer_at) })}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-warning-700">
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      {intl.formatMessage(m.unproven)}
    </span>
  );
}

/** The number over its state, with "Prove now" while it is not proven. */
export function NumberValue({
  number,
  state,
  kind,
  onProve,
}: {
  number: string;
  state: NumberState;
  /** Which number, for the button's name ("Prove now: phone"); not the field's own label. */
  kind: NumberKind;
  onProve: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <p className="[overflow-wrap:anywhere]">{number}</p>
        <NumberProofState state={state} />
      </div>
      {state.state === 'unproven' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={onProve}
          aria-label={intl.formatMessage(m.proveNowName, { kind })}
        >
          {intl.formatMessage(m.proveNow)}
        </Button>
      )}
    </div>
  );
}
