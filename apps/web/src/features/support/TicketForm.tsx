import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  constants,
  supportCategories,
  supportTicketSchema,
  type SupportTicket,
  type SupportTicketForm,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { describedBy, FieldError, FieldLabel, fieldClass } from '../../components/field';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { applyServerErrors } from '../../lib/form-errors';
import { createTicket } from './support-api';

type FieldName = keyof SupportTicketForm;
const fieldOf: Record<string, FieldName> = {
  fullName: 'fullName',
  email: 'email',
  category: 'category',
  subject: 'subject',
  message: 'message',
};

interface TicketFormProps {
  /** Prefilled from the signed-in member: their name and e-mail. */
  fullName: string;
  email: string;
  onSubmitted: (ticket: SupportTicket) => void;
  labelledBy?: string;
}

/** Spec 2/3/5's ticket form: Full Name, Email, Category, Subject, Message (20+ characters). */
export function TicketForm({ fullName, email, onSubmitted, labelledBy }: TicketFormProps) {
  const messageId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(supportTicketSchema),
    defaultValues: { fullName, email, subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await createTicket(v);
    if (!res.ok) {
      setServerError(res.msg);
      applyServerErrors(res.errors, fieldOf, setError);
      return;
    }
    onSubmitted(res.msg);
  });

  const hintId = `${messageId}-hint`;
  const errorId = `${messageId}-error`;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="space-y-5">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          required
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <SelectField
        label="Category"
        required
        placeholder="Select a category"
        options={supportCategories}
        error={errors.category?.message}
        {...register('category', { setValueAs: (v: string) => v || undefined })}
      />
      <TextField
        label="Subject"
        required
        maxLength={200}
        placeholder="A few words about the problem"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div>
        <FieldLabel htmlFor={messageId} required>
          Message
        </FieldLabel>
        <textarea
          id={messageId}
          rows={6}
          maxLength={5000}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(hintId, !!errors.message && errorId)}
          placeholder="Tell us what happened and what you expected"
          className={fieldClass(!!errors.message, 'resize-y')}
          {...register('message')}
        />
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          At least {constants.supportMessageMinLength} characters. Never include your password or
          card details.
        </p>
        <FieldError id={errorId} message={errors.message?.message} />
      </div>
      <div className="flex sm:justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Submitting...' : 'Submit Ticket'}
        </Button>
      </div>
    </form>
  );
}
