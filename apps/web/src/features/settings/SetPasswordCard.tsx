import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { constants, emailCodePaths, setPasswordFormSchema } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { apiRequest } from '../../lib/api';
import { accountInfoKey } from '../../lib/account-info';
import { defineMessages, useIntl } from '../../i18n';
import { useStepUp } from '../second-factor';

const m = defineMessages({
  title: {
    id: 'settings.SetPasswordCard.title',
    defaultMessage: 'Set a password',
    description: 'Heading',
  },
  description: {
    id: 'settings.SetPasswordCard.description',
    defaultMessage:
      'You sign in with a code we e-mail you. A password is optional: with one, you can sign in either way, and turn on two-step verification below.',
  },
  password: { id: 'settings.SetPasswordCard.password', defaultMessage: 'Password' },
  confirmPassword: {
    id: 'settings.SetPasswordCard.confirmPassword',
    defaultMessage: 'Confirm password',
  },
  submit: {
    id: 'settings.SetPasswordCard.submit',
    defaultMessage: 'Set password',
    description: 'Button',
  },
});

/**
 * An account made with an e-mailed code has no password (decision 0053): it may choose one here,
 * later, or never (a code signs it in).
 */
export function SetPasswordCard() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await stepUp.run(() =>
      apiRequest<string>(emailCodePaths.setPassword, { body: { new_password: v.password } }),
    );
    if (!res.ok) {
      setServerError(res.msg);
      return;
    }
    // The account info says it has a password now: the card becomes "Change Password".
    await queryClient.invalidateQueries({ queryKey: accountInfoKey });
  });

  return (
    <Card className="max-w-2xl">
      <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.title)}</h2>
      <p className="mt-1 text-sm text-ink-600">{intl.formatMessage(m.description)}</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <div>
          <PasswordField
            label={intl.formatMessage(m.password)}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordChecklist value={password} minLength={constants.passwordMinLength} />
        </div>
        <PasswordField
          label={intl.formatMessage(m.confirmPassword)}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting}>
          {intl.formatMessage(m.submit)}
        </Button>
      </form>
      {stepUp.dialog}
    </Card>
  );
}
