import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ticketReplySchema } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../components/field';
import type { ApiResult } from '../../lib/api';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  sending: {
    id: 'support.ReplyForm.sending',
    defaultMessage: 'Sending...',
    description: 'Button while the reply is sent',
  },
  send: { id: 'support.ReplyForm.send', defaultMessage: 'Send reply', description: 'Button' },
});

interface ReplyFormProps {
  label: string;
  /** Sends the (trimmed) reply; a refusal's msg is shown above the box. */
  onSend: (message: string) => Promise<ApiResult<string>>;
  /** After the server took it; the box is emptied. */
  onSent: (msg: string) => void;
  /** Buttons beside 'Send reply' (the staff page's 'Close ticket'). */
  extra?: ReactNode;
}

/** A textarea and 'Send reply', validated with ticketReplySchema ('Write a reply'). */
export function ReplyForm({ label, onSend, onSent, extra }: ReplyFormProps) {
  const intl = useIntl();
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ticketReplySchema), defaultValues: { message: '' } });

  const onSubmit = handleSubmit(async ({ message }) => {
    setServerError(null);
    const res = await onSend(message);
    if (!res.ok) {
      setServerError(res.msg);
      return;
    }
    reset({ message: '' });
    onSent(res.msg);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="space-y-3">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div>
        <FieldLabel htmlFor={id} required>
          {label}
        </FieldLabel>
        <textarea
          id={id}
          rows={3}
          maxLength={5000}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(!!errors.message && `${id}-error`)}
          className={fieldClass(!!errors.message, 'resize-y')}
          {...register('message')}
        />
        <FieldError id={`${id}-error`} message={errors.message?.message} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {extra}
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(isSubmitting ? m.sending : m.send)}
        </Button>
      </div>
    </form>
  );
}
