import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { constants, resetPasswordFormSchema, type ResetPasswordForm } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { defineMessages, useIntl } from '../../i18n';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resetPassword } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';

const m = defineMessages({
  tabTitle: {
    id: 'auth.ResetPasswordPage.tabTitle',
    defaultMessage: 'Reset password',
    description: 'Tab title',
  },
  title: { id: 'auth.ResetPasswordPage.title', defaultMessage: 'Reset your password' },
  subtitleLink: {
    id: 'auth.ResetPasswordPage.subtitleLink',
    defaultMessage: 'Choose a new password for your account.',
  },
  subtitleCode: {
    id: 'auth.ResetPasswordPage.subtitleCode',
    defaultMessage:
      'Enter your e-mail address and the 8-character code from the e-mail we sent you, then choose a new password.',
  },
  newCode: {
    id: 'auth.ResetPasswordPage.newCode',
    defaultMessage: 'Request a new code',
    description: 'Link after an error',
  },
  email: { id: 'auth.ResetPasswordPage.email', defaultMessage: 'Email address' },
  code: { id: 'auth.ResetPasswordPage.code', defaultMessage: 'Reset code' },
  codePlaceholder: {
    id: 'auth.ResetPasswordPage.codePlaceholder',
    defaultMessage: 'e.g. K7QM-3XPR',
    description: 'Example in the empty code field; keep K7QM-3XPR as it is',
  },
  newPassword: { id: 'auth.ResetPasswordPage.newPassword', defaultMessage: 'New password' },
  confirmPassword: {
    id: 'auth.ResetPasswordPage.confirmPassword',
    defaultMessage: 'Confirm new password',
  },
  submit: {
    id: 'auth.ResetPasswordPage.submit',
    defaultMessage: 'Reset password',
    description: 'Button',
  },
  backToLogin: { id: 'auth.ResetPasswordPage.backToLogin', defaultMessage: 'Back to login' },
  doneTitle: {
    id: 'auth.ResetPasswordPage.doneTitle',
    defaultMessage: 'Password reset',
    description: 'Heading: the password has been changed',
  },
  redirecting: {
    id: 'auth.ResetPasswordPage.redirecting',
    defaultMessage:
      'Taking you to the login page in {seconds, plural, one {# second} other {# seconds}}…',
  },
  loginNow: { id: 'auth.ResetPasswordPage.loginNow', defaultMessage: 'Go to login now' },
});

const fieldOf = {
  code: 'code',
  new_password: 'newPassword',
  email_address: 'email',
} as const satisfies Record<string, keyof ResetPasswordForm>;

/**
 * The reset screen. From the e-mailed link (?token=…) it asks only for the new password; typed,
 * the 8-character code goes with the e-mail address it was sent to (prefilled when the member
 * comes from "Check your email").
 */
export default function ResetPasswordPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
  const [params] = useSearchParams();
  const location = useLocation();
  const linkToken = params.get('token')?.trim() || null;
  const fromForgot = (location.state as { email?: string } | null)?.email ?? '';
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: {
      email: fromForgot,
      code: linkToken ?? params.get('code') ?? '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async (v) => {
    setServerError(null);
    const res = await resetPassword(v.code, v.newPassword, linkToken ? undefined : v.email);
    if (res.ok) {
      setDone(res.msg);
      return;
    }
    setServerError(res.msg);
    applyServerErrors(res.errors, fieldOf, setError);
  });

  if (done) return <ResetDone message={done} />;

  return (
    <AuthLayout
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(linkToken ? m.subtitleLink : m.subtitleCode)}
    >
      {serverError && (
        <Alert tone="error" className="mb-5">
          {serverError}{' '}
          <Link to={paths.forgotPassword} className="font-semibold underline">
            {intl.formatMessage(m.newCode)}
          </Link>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {!linkToken && (
          <>
            <TextField
              label={intl.formatMessage(m.email)}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={intl.formatMessage(m.code)}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={intl.formatMessage(m.codePlaceholder)}
              required
              error={errors.code?.message}
              {...register('code')}
            />
          </>
        )}
        <div>
          <PasswordField
            label={intl.formatMessage(m.newPassword)}
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordChecklist value={newPassword} minLength={constants.resetPasswordMinLength} />
        </div>
        <PasswordField
          label={intl.formatMessage(m.confirmPassword)}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(m.submit)}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to={paths.login} className={authLinkClass}>
          {intl.formatMessage(m.backToLogin)}
        </Link>
      </p>
    </AuthLayout>
  );
}

/** Spec 2: the success view goes to /login after 3 seconds. */
function ResetDone({ message }: { message: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    const t = setTimeout(() => navigate(paths.login), constants.redirectAfterResetMs);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <AuthLayout title={intl.formatMessage(m.doneTitle)} centered>
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-12 text-success-700" aria-hidden="true" />
        <p role="status" className="mt-4 text-ink-700">
          {message}
        </p>
        <p className="mt-2 text-sm text-ink-600">
          {intl.formatMessage(m.redirecting, { seconds: constants.redirectAfterResetMs / 1000 })}
        </p>
        <Link to={paths.login} className={`mt-6 ${authLinkClass}`}>
          {intl.formatMessage(m.loginNow)}
        </Link>
      </div>
    </AuthLayout>
  );
}
