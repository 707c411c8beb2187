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
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { resetPassword } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';

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
  useDocumentTitle('Reset password');
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
      title="Reset your password"
      subtitle={
        linkToken
          ? 'Choose a new password for your account.'
          : 'Enter your e-mail address and the 8-character code from the e-mail we sent you, then choose a new password.'
      }
    >
      {serverError && (
        <Alert tone="error" className="mb-5">
          {serverError}{' '}
          <Link to={paths.forgotPassword} className="font-semibold underline">
            Request a new code
          </Link>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {!linkToken && (
          <>
            <TextField
              label="Email address"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Reset code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. K7QM-3XPR"
              required
              error={errors.code?.message}
              {...register('code')}
            />
          </>
        )}
        <div>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordChecklist value={newPassword} minLength={constants.resetPasswordMinLength} />
        </div>
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Reset password
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to={paths.login} className={authLinkClass}>
          Back to login
        </Link>
      </p>
    </AuthLayout>
  );
}

/** Spec 2: the success view goes to /login after 3 seconds. */
function ResetDone({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const t = setTimeout(() => navigate(paths.login), constants.redirectAfterResetMs);
    return () => clearTimeout(t);
  }, [navigate]);
  return (
    <AuthLayout title="Password reset" centered>
      <div className="flex flex-col items-center text-center">
        <CheckCircle2 className="size-12 text-success-700" aria-hidden="true" />
        <p role="status" className="mt-4 text-ink-700">
          {message}
        </p>
        <p className="mt-2 text-sm text-ink-600">
          Taking you to the login page in {constants.redirectAfterResetMs / 1000} seconds…
        </p>
        <Link to={paths.login} className={`mt-6 ${authLinkClass}`}>
          Go to login now
        </Link>
      </div>
    </AuthLayout>
  );
}
