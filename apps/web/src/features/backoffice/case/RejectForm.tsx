import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { decisionPayloadSchema, rejectionReasons, type DecisionPayload } from '@vouch/contracts';
import { Button } from '../../../components/Button';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../../components/field';
import { SelectField } from '../../../components/SelectField';
import type { ApiResult } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';

interface RejectFormProps {
  onReject: (payload: DecisionPayload) => Promise<ApiResult<string>>;
  onCancel: () => void;
}

/** A reason from the list and a note the member reads; 'Other' needs a note of 10+ characters. */
export function RejectForm({ onReject, onCancel }: RejectFormProps) {
  const noteId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DecisionPayload>({
    resolver: zodResolver(decisionPayloadSchema),
    defaultValues: { decision: 'reject', note: '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    const res = await onReject({ ...v, note: v.note?.trim() || undefined });
    if (!res.ok) {
      applyServerErrors(res.errors, { reason_code: 'reason_code', note: 'note' }, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reject the submission" className="space-y-5">
      <SelectField
        label="Reason"
        required
        placeholder="Choose a reason"
        autoFocus
        options={rejectionReasons}
        error={errors.reason_code?.message}
        {...register('reason_code', { setValueAs: (v: string) => v || undefined })}
      />
      <div>
        <FieldLabel htmlFor={noteId}>Note to the member</FieldLabel>
        <textarea
          id={noteId}
          rows={4}
          maxLength={1000}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy(`${noteId}-hint`, !!errors.note && `${noteId}-error`)}
          className={fieldClass(!!errors.note, 'resize-y')}
          {...register('note')}
        />
        <p id={`${noteId}-hint`} className="mt-1.5 text-sm text-ink-600">
          Shown to the member, with the reason, on their KYC page and in the e-mail. Say what to
          fix; required when the reason is Other.
        </p>
        <FieldError id={`${noteId}-error`} message={errors.note?.message} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={isSubmitting}>
          Reject submission
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
