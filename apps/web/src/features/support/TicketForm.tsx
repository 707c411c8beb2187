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
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  fullName: { id: 'support.TicketForm.fullName', defaultMessage: 'Full Name' },
  email: { id: 'support.TicketForm.email', defaultMessage: 'Email' },
  category: { id: 'support.TicketForm.category', defaultMessage: 'Category' },
  categoryPlaceholder: {
    id: 'support.TicketForm.categoryPlaceholder',
    defaultMessage: 'Select a category',
  },
  categoryOption: {
    id: 'support.TicketForm.categoryOption',
    defaultMessage:
      '{category, select, account {Account Issues} kyc {KYC Verification} wallet {Wallet Problems} technical {Technical Support} other {Other}}',
    description: "A ticket's category, in the Category select",
  },
  subject: { id: 'support.TicketForm.subject', defaultMessage: 'Subject' },
  subjectPlaceholder: {
    id: 'support.TicketForm.subjectPlaceholder',
    defaultMessage: 'A few words about the problem',
  },
  message: { id: 'support.TicketForm.message', defaultMessage: 'Message' },
  messagePlaceholder: {
    id: 'support.TicketForm.messagePlaceholder',
    defaultMessage: 'Tell us what happened and what you expected',
  },
  messageHint: {
    id: 'support.TicketForm.messageHint',
    defaultMessage: 'At least {min} characters. Never include your password or card details.',
  },
  submitting: {
    id: 'support.TicketForm.submitting',
    defaultMessage: 'Submitting...',
    description: 'Button while the ticket is sent',
  },
  submit: {
    id: 'support.TicketForm.submit',
    defaultMessage: 'Submit Ticket',
    description: 'Button',
  },
});

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
  const intl = useIntl();
  const categories = supportCategories.map((c) => ({
    value: c.value,
    label: intl.formatMessage(m.categoryOption, { category: c.value }),
  }));
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
          label={intl.formatMessage(m.fullName)}
          required
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <SelectField
        label={intl.formatMessage(m.category)}
        required
        placeholder={intl.formatMessage(m.categoryPlaceholder)}
        options={categories}
        error={errors.category?.message}
        {...register('category', { setValueAs: (v: string) => v || undefined })}
      />
      <TextField
        label={intl.formatMessage(m.subject)}
        required
        maxLength={200}
        placeholder={intl.formatMessage(m.subjectPlaceholder)}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div>
        <FieldLabel htmlFor={messageId} required>
          {intl.formatMessage(m.message)}
        </FieldLabel>
        <textarea
          id={messageId}
          rows={6}
          maxLength={5000}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(hintId, !!errors.message && errorId)}
          placeholder={intl.formatMessage(m.messagePlaceholder)}
          className={fieldClass(!!errors.message, 'resize-y')}
          {...register('message')}
        />
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {intl.formatMessage(m.messageHint, { min: constants.supportMessageMinLength })}
        </p>
        <FieldError id={errorId} message={errors.message?.message} />
      </div>
      <div className="flex sm:justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          {intl.formatMessage(isSubmitting ? m.submitting : m.submit)}
        </Button>
      </div>
    </form>
  );
}
