import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { closeAccountPayloadSchema, type RetentionPolicy } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordField';
import { paths } from '../../lib/paths';
import { useForgetSession } from '../shell';
import { closeAccount } from './api';
import { describePeriod, periodUntil } from './retention-dates';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  title: {
    id: 'privacy.CloseAccountDialog.title',
    defaultMessage: 'Close your account',
    description: 'Dialog title',
  },
  description: {
    id: 'privacy.CloseAccountDialog.description',
    defaultMessage: 'This cannot be undone. Read what happens first.',
  },
  erased: {
    id: 'privacy.CloseAccountDialog.erased',
    defaultMessage: 'Erased at once',
    description: 'Heading',
  },
  erasedProfile: {
    id: 'privacy.CloseAccountDialog.erasedProfile',
    defaultMessage: 'Your profile: name, e-mail, phone and WhatsApp numbers, date of birth',
  },
  erasedWallets: {
    id: 'privacy.CloseAccountDialog.erasedWallets',
    defaultMessage: 'Your wallets, support tickets and the searches you made',
  },
  erasedFace: {
    id: 'privacy.CloseAccountDialog.erasedFace',
    defaultMessage: 'The face data our checks made from your selfie',
  },
  erasedDrafts: {
    id: 'privacy.CloseAccountDialog.erasedDrafts',
    defaultMessage: 'KYC drafts saved on this device',
  },
  signedOut: {
    id: 'privacy.CloseAccountDialog.signedOut',
    defaultMessage:
      'You are signed out everywhere, and anyone who looks you up is told you are not verified.',
  },
  kept: {
    id: 'privacy.CloseAccountDialog.kept',
    defaultMessage: 'Kept because the law requires it',
    description: 'Heading',
  },
  keptText: {
    id: 'privacy.CloseAccountDialog.keptText',
    defaultMessage:
      "Your KYC submissions with their photos and documents, your payments and your consents are kept for {period}, as the CBN's AML/CFT Regulations require. They stay encrypted and locked: no one at Vouch sees them unless a legal request makes an administrator open them, and that is recorded. Then they are deleted.",
    description: '{period}: e.g. "5 years (until 23 Nov 2031)". CBN, AML/CFT: names, keep them.',
  },
  rejectedPhotos: {
    id: 'privacy.CloseAccountDialog.rejectedPhotos',
    defaultMessage: 'Photos of a rejected submission are deleted after {period}.',
    description: '{period}: e.g. "90 days"',
  },
  confirm: {
    id: 'privacy.CloseAccountDialog.confirm',
    defaultMessage: 'I understand my account is closed for good and my data is erased.',
    description: 'Checkbox',
  },
  password: {
    id: 'privacy.CloseAccountDialog.password',
    defaultMessage: 'Your password',
    description: 'Field label',
  },
  keep: {
    id: 'privacy.CloseAccountDialog.keep',
    defaultMessage: 'Keep my account',
    description: 'Button: cancel',
  },
  close: {
    id: 'privacy.CloseAccountDialog.close',
    defaultMessage: 'Close my account',
    description: 'Button',
  },
});

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  retention: RetentionPolicy;
}

/**
 * "Close my account and erase my data": what goes now, what the law makes us keep and until
 * when, then the password. Done, the member is signed out here as on logout (the server has
 * already ended every session) and sees the confirmation page.
 */
export function CloseAccountDialog({ open, onOpenChange, retention }: Props) {
  const intl = useIntl();
  const forgetSession = useForgetSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(closeAccountPayloadSchema),
    defaultValues: { password: '', confirm: false as unknown as true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const res = await closeAccount(values);
    if (!res.ok) {
      // A wrong password is the field's error; anything else is said above the form.
      if (res.errors?.password) setError('password', { message: res.errors.password });
      else setServerError(res.msg);
      return;
    }
    await forgetSession(paths.accountClosed);
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
    >
      <div className="space-y-4 text-sm leading-6 text-ink-700">
        <section>
          <h3 className="font-semibold text-ink-900">{intl.formatMessage(m.erased)}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>{intl.formatMessage(m.erasedProfile)}</li>
            <li>{intl.formatMessage(m.erasedWallets)}</li>
            <li>{intl.formatMessage(m.erasedFace)}</li>
            <li>{intl.formatMessage(m.erasedDrafts)}</li>
          </ul>
          <p className="mt-1">{intl.formatMessage(m.signedOut)}</p>
        </section>
        <section>
          <h3 className="font-semibold text-ink-900">{intl.formatMessage(m.kept)}</h3>
          <p className="mt-1">
            {intl.formatMessage(m.keptText, {
              period: periodUntil(intl, retention.kyc_records_days),
            })}
          </p>
          <p className="mt-1">
            {intl.formatMessage(m.rejectedPhotos, {
              period: describePeriod(intl, retention.rejected_images_days),
            })}
          </p>
        </section>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <Controller
          control={control}
          name="confirm"
          render={({ field }) => (
            <Checkbox
              label={intl.formatMessage(m.confirm)}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={errors.confirm?.message}
            />
          )}
        />
        <PasswordField
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(m.keep)}
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {intl.formatMessage(m.close)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
