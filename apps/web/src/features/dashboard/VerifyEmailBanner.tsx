import { useState } from 'react';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useCountdown } from '../../lib/use-countdown';
import { resendVerification } from './verification-email';

/** Spec 2: the dismissable e-mail verification banner with Resend. */
export function VerifyEmailBanner({ email }: { email: string }) {
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
        title="Please verify your e-mail address"
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
              ? `Resend in ${cooldown.secondsLeft} s`
              : 'Resend verification e-mail'}
          </Button>
        }
      >
        We sent a verification link to <strong className="break-all">{email}</strong>. Open it to
        confirm your address, then you can start your verification.
      </Alert>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </div>
  );
}
