import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useState } from 'react';
import { closeAccountPayloadSchema, describeDays, type RetentionPolicy } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordField';
import { paths } from '../../lib/paths';
import { useForgetSession } from '../shell';
import { closeAccount } from './api';
import { periodUntil } from './retention-dates';

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
      title="Close your account"
      description="This cannot be undone. Read what happens first."
    >
      <div className="space-y-4 text-sm leading-6 text-ink-700">
        <section>
          <h3 className="font-semibold text-ink-900">Erased at once</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>Your profile: name, e-mail, phone and WhatsApp numbers, date of birth</li>
            <li>Your wallets, support tickets and the searches you made</li>
            <li>The face data our checks made from your selfie</li>
            <li>KYC drafts saved on this device</li>
          </ul>
          <p className="mt-1">
            You are signed out everywhere, and anyone who looks you up is told you are not verified.
          </p>
        </section>
        <section>
          <h3 className="font-semibold text-ink-900">Kept because the law requires it</h3>
          <p className="mt-1">
            Your KYC submissions with their photos and documents, your payments and your consents
            are kept for {periodUntil(retention.kyc_records_days)}, as the CBN&apos;s AML/CFT
            Regulations require. They stay encrypted and locked: no one at Vouch sees them unless a
            legal request makes an administrator open them, and that is recorded. Then they are
            deleted.
          </p>
          <p className="mt-1">
            Photos of a rejected submission are deleted after{' '}
            {describeDays(retention.rejected_images_days)}.
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
              label="I understand my account is closed for good and my data is erased."
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
          label="Your password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            Close my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
