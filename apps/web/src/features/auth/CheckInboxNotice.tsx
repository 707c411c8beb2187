import { useEffect, useState } from 'react';
import { messages } from '@vouch/contracts';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { defineMessages, FormattedMessage, serverText, useIntl } from '../../i18n';
import { handOver } from '../../lib/hand-over';
import { paths } from '../../lib/paths';
import { useCountdown } from '../../lib/use-countdown';
import { resendVerification } from './api';
import { authLinkClass } from './AuthLayout';
import type { RegisterDraft, RegisterHandOver } from './register-draft';

const m = defineMessages({
  sentAgain: {
    id: 'auth.CheckInboxNotice.sentAgain',
    defaultMessage: 'We sent a new link to {email}.',
  },
  sentTo: {
    id: 'auth.CheckInboxNotice.sentTo',
    defaultMessage: 'We sent the link to <b>{email}</b>. Open it, then log in below.',
    description: '{email}: the address the member registered with, in bold',
  },
  resendIn: {
    id: 'auth.CheckInboxNotice.resendIn',
    defaultMessage: 'Resend in {seconds} s',
    description: 'Button, disabled while it counts down the seconds',
  },
  resend: {
    id: 'auth.CheckInboxNotice.resend',
    defaultMessage: 'Resend',
    description: 'Button: send the verification e-mail again',
  },
  wrongAddress: {
    id: 'auth.CheckInboxNotice.wrongAddress',
    defaultMessage: 'Wrong address?',
    description: 'Link back to the registration form to correct the e-mail address',
  },
});

/** The server sends at most one verification e-mail a minute; registration just sent one. */
const RESEND_AFTER_S = 60;

interface CheckInboxNoticeProps {
  email: string;
  draft: RegisterDraft;
}

/**
 * What the login screen says first right after "Create account" (issue 37): the address the
 * link went to, so a typo is caught here, with Resend and a way back to correct it.
 */
export function CheckInboxNotice({ email, draft }: CheckInboxNoticeProps) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: AlertTone; text: string } | null>(null);
  const cooldown = useCountdown();
  const startCooldown = cooldown.start;
  useEffect(() => startCooldown(RESEND_AFTER_S), [startCooldown]);

  async function resend() {
    setSending(true);
    setResult(null);
    const res = await resendVerification(email);
    setSending(false);
    if (res.ok) cooldown.start(RESEND_AFTER_S);
    else if (res.retryAfter) cooldown.start(res.retryAfter);
    setResult(
      res.ok
        ? { tone: 'success', text: intl.formatMessage(m.sentAgain, { email }) }
        : { tone: 'error', text: res.msg },
    );
  }

  return (
    <section
      aria-labelledby="inbox-notice-title"
      className="mb-6 rounded-field border border-success-600/40 bg-success-50 p-4 text-sm leading-6 text-ink-800"
    >
      <h2 id="inbox-notice-title" className="font-semibold text-success-700">
        {serverText(messages.registrationSuccess)}
      </h2>
      <p className="mt-1">
        <FormattedMessage
          {...m.sentTo}
          values={{
            email,
            b: (chunks) => <strong className="break-all text-ink-900">{chunks}</strong>,
          }}
        />
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
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
        {/* A full page load (the form is a static page): the draft goes with it (hand-over.ts). */}
        <a
          href={paths.register}
          onClick={() => handOver(paths.register, { draft } satisfies RegisterHandOver)}
          className={authLinkClass}
        >
          {intl.formatMessage(m.wrongAddress)}
        </a>
      </div>
      {result && (
        <Alert tone={result.tone} className="mt-3">
          {result.text}
        </Alert>
      )}
    </section>
  );
}
