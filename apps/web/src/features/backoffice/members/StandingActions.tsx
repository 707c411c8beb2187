import { useId, useState } from 'react';
import { lifecycleMessages, type MemberStanding } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../../components/field';
import { postStanding, type StandingAction } from './members-api';

const labels: Record<StandingAction, { open: string; confirm: string; hint?: string }> = {
  revoke: {
    open: 'Revoke verification',
    confirm: 'Confirm revocation',
    hint: 'Lookups answer "not verified" at once. The member reads this reason and may submit their KYC again.',
  },
  suspend: {
    open: 'Suspend account',
    confirm: 'Confirm suspension',
    hint: 'The member is signed out and cannot sign in; lookups answer "not verified". They read this reason.',
  },
  reinstate: { open: 'Reinstate', confirm: 'Confirm reinstatement' },
};

/** What an admin may do to a member now, by their status. */
function actionsFor(s: MemberStanding): StandingAction[] {
  if (s.status === 'SUSPENDED') return ['reinstate'];
  if (s.status === 'REVOKED') return ['reinstate', 'suspend'];
  if (s.status === 'VERIFIED') return ['revoke', 'suspend'];
  return ['suspend'];
}

/** Revoke, suspend or reinstate, each confirmed (with a reason the member reads). */
export function StandingActions({
  standing,
  onDone,
}: {
  standing: MemberStanding;
  onDone: (message: string) => void;
}) {
  const reasonId = useId();
  const [open, setOpen] = useState<StandingAction | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ msg: string; field?: string } | null>(null);

  if (standing.role !== 'member')
    return <p className="text-sm text-ink-600">{lifecycleMessages.staffAccount}</p>;

  async function run(action: StandingAction) {
    setBusy(true);
    setError(null);
    const res = await postStanding(
      standing.uuid,
      action,
      action === 'reinstate' ? {} : { reason: reason.trim() },
    );
    setBusy(false);
    if (!res.ok) {
      setError({ msg: res.msg, field: res.errors?.reason });
      return;
    }
    setOpen(null);
    setReason('');
    onDone(res.msg);
  }

  if (!open)
    return (
      <div className="flex flex-col gap-3 sm:flex-row">
        {actionsFor(standing).map((a) => (
          <Button
            key={a}
            variant={a === 'reinstate' ? 'primary' : 'danger'}
            onClick={() => {
              setError(null);
              setOpen(a);
            }}
          >
            {labels[a].open}
          </Button>
        ))}
      </div>
    );

  const l = labels[open];
  return (
    <div className="space-y-3">
      {error && !error.field && <Alert tone="error">{error.msg}</Alert>}
      {open !== 'reinstate' ? (
        <div>
          <FieldLabel htmlFor={reasonId} required>
            Reason for the member
          </FieldLabel>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error?.field ? true : undefined}
            aria-describedby={describedBy(
              `${reasonId}-hint`,
              !!error?.field && `${reasonId}-error`,
            )}
            className={fieldClass(!!error?.field, 'resize-y')}
          />
          <p id={`${reasonId}-hint`} className="mt-1.5 text-sm text-ink-600">
            {l.hint}
          </p>
          <FieldError id={`${reasonId}-error`} message={error?.field} />
        </div>
      ) : (
        <p className="text-ink-700">
          {standing.status === 'REVOKED'
            ? 'The verification is restored: lookups show the member as verified again, with the details approved before.'
            : 'The account returns to where the suspension found it; the member can sign in again.'}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={() => setOpen(null)}>
          Cancel
        </Button>
        <Button
          variant={open === 'reinstate' ? 'primary' : 'danger'}
          loading={busy}
          onClick={() => void run(open)}
        >
          {l.confirm}
        </Button>
      </div>
    </div>
  );
}
