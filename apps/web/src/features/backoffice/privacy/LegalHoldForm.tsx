import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { legalHoldAccessSchema, type LegalHoldRecords } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { describedBy, fieldClass, FieldError, FieldLabel } from '../../../components/field';
import { Modal } from '../../../components/Modal';
import { openLegalHold } from './api';

interface Props {
  userId: string | null;
  onClose: () => void;
  onOpened: (records: LegalHoldRecords) => void;
}

/** "Open with legal hold": the admin writes why; the reason goes on the audit log first. */
export function LegalHoldForm({ userId, onClose, onOpened }: Props) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(legalHoldAccessSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!userId) return;
    setServerError(null);
    const res = await openLegalHold(userId, reason);
    if (!res.ok) {
      setServerError(res.errors?.reason ?? res.msg);
      return;
    }
    reset();
    onOpened(res.msg);
  });

  return (
    <Modal
      open={userId !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          setServerError(null);
          onClose();
        }
      }}
      title="Open with legal hold"
      description="These records belong to a closed account and are locked. Open them only for a legal duty (a regulator's, court's or law enforcement request, an AML investigation). Your name and reason go on the audit log."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <p className="font-mono text-xs text-ink-700 [overflow-wrap:anywhere]">Account {userId}</p>
        <div>
          <FieldLabel htmlFor={id} required>
            Reason
          </FieldLabel>
          <textarea
            id={id}
            rows={4}
            maxLength={1000}
            aria-required
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={describedBy(`${id}-hint`, !!errors.reason && `${id}-error`)}
            placeholder="e.g. NFIU request 2026-0042 about this account"
            className={fieldClass(!!errors.reason, 'resize-y')}
            {...register('reason')}
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
            At least 10 characters: the request and its reference.
          </p>
          <FieldError id={`${id}-error`} message={errors.reason?.message} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Open the records
          </Button>
        </div>
      </form>
    </Modal>
  );
}
