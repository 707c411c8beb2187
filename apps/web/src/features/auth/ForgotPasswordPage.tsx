import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { constants, forgotPasswordFormSchema } from '@vouch/contracts';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { paths } from '../../lib/paths';
import { useCountdown } from '../../lib/use-countdown';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgotPassword } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';

/** The server's one reset e-mail a minute per address. */
const RESEND_AFTER_S = 60;

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    const res = await forgotPassword(email);
    if (res.ok) setSentTo(email);
    else setServerError(res.msg);
  });

  if (sentTo) return <CheckYourEmail email={sentTo} onTryAnother={() => setSentTo(null)} />;

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail address you registered with and we will send you a link to reset it."
    >
      {serverError && (
        <Alert tone="error" className="mb-5">
          {serverError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Send reset link
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

interface CheckYourEmailProps {
  email: string;
  onTryAnother: () => void;
}

/** Spec 2: the confirmation with Resend, Try a different email and Back to login. */
function CheckYourEmail({ email, onTryAnother }: CheckYourEmailProps) {
  const [resending, setResending] = useState(false);
  const [result, setResult] = useState<{ tone: AlertTone; text: string } | null>(null);
  // The server sends at most one reset e-mail a minute per address (and says nothing about
  // whether it exists), so Resend waits out that minute here instead of claiming a second send.
  const cooldown = useCountdown();
  const startCooldown = cooldown.start;
  useEffect(() => startCooldown(RESEND_AFTER_S), [startCooldown]);

  async function resend() {
    setResending(true);
    setResult(null);
    const res = await forgotPassword(email);
    setResending(false);
    if (res.ok) cooldown.start(RESEND_AFTER_S);
    else if (res.retryAfter) cooldown.start(res.retryAfter);
    setResult(
      res.ok
        ? { tone: 'success', text: `We sent a new link and code to ${email}.` }
        : { tone: 'error', text: res.msg },
    );
  }

  return (
    <AuthLayout title="Check your email">
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailCheck className="size-6" aria-hidden="true" />
      </div>
      <p className="text-ink-700">
        If an account exists for <strong className="break-all text-ink-900">{email}</strong>, we
        have sent it a link and a one-time code to reset your password. They expire in{' '}
        {constants.resetCodeTtlMinutes} minutes.
      </p>
      <p className="mt-3 text-sm text-ink-600">
        Can&apos;t find it? Check your spam folder, or send it again.
      </p>
      {result && (
        <Alert tone={result.tone} className="mt-5">
          {result.text}
        </Alert>
      )}
      <div className="mt-6 grid gap-3">
        <Button
          variant="primary"
          fullWidth
          loading={resending}
          disabled={cooldown.secondsLeft > 0}
          onClick={resend}
        >
          {cooldown.secondsLeft > 0 ? `Resend in ${cooldown.secondsLeft} s` : 'Resend'}
        </Button>
        <Button variant="secondary" fullWidth onClick={onTryAnother}>
          Try a different email
        </Button>
        <Link
          to={paths.resetPassword}
          state={{ email }}
          className={`${buttonClass('ghost')} w-full`}
        >
          I have a reset code
        </Link>
      </div>
      <p className="mt-6 text-center">
        <Link to={paths.login} className={authLinkClass}>
          Back to login
        </Link>
      </p>
    </AuthLayout>
  );
}
