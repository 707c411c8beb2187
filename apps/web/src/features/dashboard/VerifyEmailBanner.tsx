import { useState } from 'react';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useCountdown } from '../../lib/use-countdown';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';
import { resendVerification } from './verification-email';

const m = defineMessages({
  title: {
    id: 'dashboard.VerifyEmailBanner.title',
    defaultMessage: 'Please verify your e-mail address',
  },
  resendIn: {
    id: 'dashboard.VerifyEmailBanner.resendIn',
    defaultMessage: 'Resend in {seconds} s',
    description: 'Button while the resend is cooling down; {seconds}: seconds left',
  },
  resend: {
    id: 'dashboard.VerifyEmailBanner.resend',
    defaultMessage: 'Resend verification e-mail',
    description: 'Button',
  },
  body: {
    id: 'dashboard.VerifyEmailBanner.body',
    defaultMessage:
      'We sent a verification link to <strong>{email}</strong>. Open it to confirm your address, then you can start your verification.',
    description: "{email}: the member's e-mail address",
  },
});

/** Spec 2: the dismissable e-mail verification banner with Resend. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: AlertTone; text: string } | null>(null);
  // Within the server's cooldown nothing is sent: the button says so and counts down.
  const cooldown = useCountdown();

  async function resend() {
    setSending(true);
    setResult(null);
    const res = await resendVerification();
    setSending(false);
    if (!res.ok && res.retryAfter) {
      cooldown.start(res.retryAfter);
      setResult({ tone: 'warning', text: res.msg });
      return;
    }
    if (res.ok) cooldown.start(60);
    setResult({ tone: res.ok ? 'success' : 'error', text: res.msg });
  }

  if (dismissed) return null;
  return (
    <div className="mb-6 space-y-3">
      <Alert
        tone="warning"
        title={intl.formatMessage(m.title)}
        onDismiss={() => setDismissed(true)}
        actions={
          <Button
            variant="secondary"
            size="sm"
            loading={sending}
            disabled={cooldown.secondsLeft > 0}
            onClick={resend}
          >
            {cooldown.secondsLeft > 0
              ? intl.formatMessage(m.resendIn, { seconds: cooldown.secondsLeft })
              : intl.formatMessage(m.resend)}
          </Button>
        }
      >
        <FormattedMessage
          {...m.body}
          values={{ email, strong: (chunks) => <strong className="break-all">{chunks}</strong> }}
        />
      </Alert>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </div>
  );
}
