import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { apiPaths, changePasswordFormSchema, constants, messages } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { apiRequest } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAccountInfo } from '../../lib/user-info';
import { defineMessages, useIntl } from '../../i18n';
import { TwoStepSection, useStepUp } from '../second-factor';
import { SetPasswordCard } from './SetPasswordCard';

const m = defineMessages({
  title: {
    id: 'settings.SettingsPage.title',
    defaultMessage: 'Settings',
    description: 'Page heading and tab title',
  },
  description: {
    id: 'settings.SettingsPage.description',
    defaultMessage: 'Manage the security of your account.',
  },
  changePassword: {
    id: 'settings.ChangePasswordCard.title',
    defaultMessage: 'Change Password',
    description: 'Heading and button',
  },
  signsOut: {
    id: 'settings.ChangePasswordCard.signsOut',
    defaultMessage: 'Changing your password signs you out on every other device.',
  },
  currentPassword: {
    id: 'settings.ChangePasswordCard.currentPassword',
    defaultMessage: 'Current Password',
  },
  newPassword: { id: 'settings.ChangePasswordCard.newPassword', defaultMessage: 'New Password' },
  confirmNewPassword: {
    id: 'settings.ChangePasswordCard.confirmNewPassword',
    defaultMessage: 'Confirm New Password',
  },
  changing: {
    id: 'settings.ChangePasswordCard.changing',
    defaultMessage: 'Changing password...',
    description: 'Button while the password is being changed',
  },
});

const blank = { currentPassword: '', newPassword: '', confirmPassword: '' };

export default function SettingsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  const me = useAccountInfo();
  return (
    <>
      <PageHeading
        title={intl.formatMessage(m.title)}
        description={intl.formatMessage(m.description)}
      />
      {/* An account made with an e-mailed code has no password to change (decision 0053). */}
      {me.data?.has_password === false ? <SetPasswordCard /> : <ChangePasswordCard />}
      <Suspense fallback={null}>
        <TwoStepSection />
      </Suspense>
    </>
  );
}

function ChangePasswordCard() {
  const intl = useIntl();
  const [success, setSuccess] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // A member with two-step verification confirms it's them first (decision 0033).
  const stepUp = useStepUp();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: blank });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  // Spec 4, 9: the success message stays for 3 seconds.
  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => setSuccess(null), constants.passwordSuccessMs);
    return () => clearTimeout(t);
  }, [success]);

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    setSuccess(null);
    const res = await stepUp.run(() =>
      apiRequest<string>(apiPaths.changePassword, {
        body: { old_password: v.currentPassword, new_password: v.newPassword },
      }),
    );
    if (!res.ok) {
      // Spec 8: the server's message ('Current password is incorrect'), once, above the form.
      setServerError(res.msg);
      return;
    }
    reset(blank);
    setSuccess(res.msg || messages.passwordChanged);
  });

  return (
    <Card className="max-w-2xl">
      <h2 className="text-lg font-semibold text-brand-700">
        {intl.formatMessage(m.changePassword)}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{intl.formatMessage(m.signsOut)}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {success && <Alert tone="success">{success}</Alert>}
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <PasswordField
          label={intl.formatMessage(m.currentPassword)}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div>
          <PasswordField
            label={intl.formatMessage(m.newPassword)}
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordChecklist
            value={newPassword}
            minLength={constants.passwordMinLength}
            restricted
          />
        </div>
        <PasswordField
          label={intl.formatMessage(m.confirmNewPassword)}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(isSubmitting ? m.changing : m.changePassword)}
        </Button>
      </form>
      {stepUp.dialog}
    </Card>
  );
}
