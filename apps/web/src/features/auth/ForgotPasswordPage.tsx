import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { constants, forgotPasswordFormSchema } from '@vouch/contracts';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { paths } from '../../lib/paths';
import { useCountdown } from '../../lib/use-countdown';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgotPassword } from './api';
import { AuthLayout, authLinkClass } from './AuthLayout';

const m = defineMessages({
  tabTitle: {
    id: 'auth.ForgotPasswordPage.tabTitle',
    defaultMessage: 'Forgot password',
    description: 'Tab title',
  },
  title: { id: 'auth.ForgotPasswordPage.title', defaultMessage: 'Forgot your password?' },
  subtitle: {
    id: 'auth.ForgotPasswordPage.subtitle',
    defaultMessage:
      'Enter the e-mail address you registered with and we will send you a link to reset it.',
  },
  email: { id: 'auth.ForgotPasswordPage.email', defaultMessage: 'Email address' },
  send: {
    id: 'auth.ForgotPasswordPage.send',
    defaultMessage: 'Send reset link',
    description: 'Button',
  },
  backToLogin: { id: 'auth.ForgotPasswordPage.backToLogin', defaultMessage: 'Back to login' },
  sentAgain: {
    id: 'auth.ForgotPasswordPage.sentAgain',
    defaultMessage: 'We sent a new link and code to {email}.',
  },
  checkTitle: { id: 'auth.ForgotPasswordPage.checkTitle', defaultMessage: 'Check your email' },
  ifExists: {
    id: 'auth.ForgotPasswordPage.ifExists',
    defaultMessage:
      'If an account exists for <b>{email}</b>, we have sent it a link and a one-time code to reset your password. They expire in {minutes, plural, one {# minute} other {# minutes}}.',
    description: '{email}: the address typed (in bold); {minutes}: 15',
  },
  cantFind: {
    id: 'auth.ForgotPasswordPage.cantFind',
    defaultMessage: "Can't find it? Check your spam folder, or send it again.",
  },
  resendIn: {
    id: 'auth.ForgotPasswordPage.resendIn',
    defaultMessage: 'Resend in {seconds} s',
    description: 'Button, disabled while it counts down the seconds',
  },
  resend: {
    id: 'auth.ForgotPasswordPage.resend',
    defaultMessage: 'Resend',
    description: 'Button: send the reset e-mail again',
  },
  tryAnother: {
    id: 'auth.ForgotPasswordPage.tryAnother',
    defaultMessage: 'Try a different email',
    description: 'Button',
  },
  haveCode: {
    id: 'auth.ForgotPasswordPage.haveCode',
    defaultMessage: 'I have a reset code',
    description: 'Button',
  },
});

/** The server's one reset e-mail a minute per address. */
const RESEND_AFTER_S = 60;

export default function ForgotPasswordPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.tabTitle));
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
    <AuthLayout title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)}>
      {serverError && (
        <Alert tone="error" className="mb-5">
          {serverError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {intl.formatMessage(m.send)}
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

interface CheckYourEmailProps {
  email: string;
  onTryAnother: () => void;
}

/** Spec 2: the confirmation with Resend, Try a different email and Back to login. */
function CheckYourEmail({ email, onTryAnother }: CheckYourEmailProps) {
  const intl = useIntl();
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
        ? { tone: 'success', text: intl.formatMessage(m.sentAgain, { email }) }
        : { tone: 'error', text: res.msg },
    );
  }

  return (
    <AuthLayout title={intl.formatMessage(m.checkTitle)}>
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MailCheck className="size-6" aria-hidden="true" />
      </div>
      <p className="text-ink-700">
        <FormattedMessage
          {...m.ifExists}
          values={{
            email,
            minutes: constants.resetCodeTtlMinutes,
            b: (chunks) => <strong className="break-all text-ink-900">{chunks}</strong>,
          }}
        />
      </p>
      <p className="mt-3 text-sm text-ink-600">{intl.formatMessage(m.cantFind)}</p>
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
          {cooldown.secondsLeft > 0
            ? intl.formatMessage(m.resendIn, { seconds: cooldown.secondsLeft })
            : intl.formatMessage(m.resend)}
        </Button>
        <Button variant="secondary" fullWidth onClick={onTryAnother}>
          {intl.formatMessage(m.tryAnother)}
        </Button>
        <Link
          to={paths.resetPassword}
          state={{ email }}
          className={`${buttonClass('ghost')} w-full`}
        >
          {intl.formatMessage(m.haveCode)}
        </Link>
      </div>
      <p className="mt-6 text-center">
        <Link to={paths.login} className={authLinkClass}>
          {intl.formatMessage(m.backToLogin)}
        </Link>
      </p>
    </AuthLayout>
  );
}
