import { lazy, Suspense, useState } from 'react';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_TTL_MINUTES,
  emailCodePayloadSchema,
  emailCodeVerifyPayloadSchema,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner, spinnerMessages } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { defineMessages, useIntl, useLocale } from '../../i18n';
import { setToken } from '../../lib/session';
import { LoginSecondStep } from '../second-factor/lazy';
import { pageLanguage, sendEmailCode, verifyEmailCode } from './code-api';
import { CodeSignUpForm } from './CodeSignUpForm';
import type { RegisterDraft } from './register-draft';

const m = defineMessages({
  codeSent: {
    id: 'auth.CodeSignIn.codeSent',
    defaultMessage: 'We sent a {digits}-digit code to {email}. It works for {minutes} minutes.',
    description:
      'After sending the sign-in code; the words of @vouch/contracts emailCodeMessages.sent',
  },
  email: { id: 'auth.CodeSignIn.email', defaultMessage: 'Your e-mail address' },
  emailHint: {
    id: 'auth.CodeSignIn.emailHint',
    defaultMessage: 'We e-mail you a code. No password needed.',
  },
  continue: { id: 'auth.CodeSignIn.continue', defaultMessage: 'Continue', description: 'Button' },
  code: { id: 'auth.CodeSignIn.code', defaultMessage: 'Code from the e-mail' },
  otherAddress: {
    id: 'auth.CodeSignIn.otherAddress',
    defaultMessage: 'Use another address',
    description: 'Button: go back and type a different e-mail address',
  },
  newCode: {
    id: 'auth.CodeSignIn.newCode',
    defaultMessage: 'Send a new code',
    description: 'Button',
  },
  resent: {
    id: 'auth.CodeSignIn.resent',
    defaultMessage: 'A new code is on its way (at most one a minute). The newest one works.',
  },
});

type Step =
  | { kind: 'email' }
  | { kind: 'code'; email: string }
  | { kind: 'about'; email: string; ticket: string }
  | { kind: 'second-factor'; token: string }
  | { kind: 'passkey'; token: string };

/** The passkey offered after a sign-up: its own chunk, with the WebAuthn helpers. */
const PasskeyOffer = lazy(() => import('./PasskeyOffer'));

/**
 * Continue with an e-mail code (issue 47, decision 0053): the address, the code from the mail,
 * and, for an address new to Vouch, only what verification needs, then a passkey offered. An
 * address with an account is signed in by the same code (its second factor still asked for). No
 * password anywhere.
 */
export function CodeSignIn({
  prefill,
  onSignedIn,
  otherWay,
}: {
  prefill?: Partial<RegisterDraft> | undefined;
  onSignedIn: (token: string, account: 'existing' | 'new') => void;
  /** Shown under the first step: how else to sign in. */
  otherWay?: React.ReactNode;
}) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const signedIn = (token: string, account: 'existing' | 'new') => {
    setToken(token);
    onSignedIn(token, account);
  };
  if (step.kind === 'email')
    return (
      <EmailStep
        initial={prefill?.email ?? ''}
        onSent={(email) => setStep({ kind: 'code', email })}
        otherWay={otherWay}
      />
    );
  if (step.kind === 'code')
    return (
      <CodeStep
        email={step.email}
        onBack={() => setStep({ kind: 'email' })}
        onExisting={(token, second) =>
          second ? setStep({ kind: 'second-factor', token }) : signedIn(token, 'existing')
        }
        onNew={(ticket) => setStep({ kind: 'about', email: step.email, ticket })}
      />
    );
  if (step.kind === 'about')
    return (
      <CodeSignUpForm
        email={step.email}
        ticket={step.ticket}
        prefill={prefill}
        onSignedUp={(token) => {
          setToken(token);
          setStep({ kind: 'passkey', token });
        }}
        onExpired={() => setStep({ kind: 'email' })}
      />
    );
  if (step.kind === 'passkey')
    return (
      <Suspense fallback={<Spinner label={intl.formatMessage(spinnerMessages.loading)} />}>
        <PasskeyOffer token={step.token} onDone={() => signedIn(step.token, 'new')} />
      </Suspense>
    );
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage(spinnerMessages.loading)} />}>
      <LoginSecondStep
        token={step.token}
        onVerified={() => signedIn(step.token, 'existing')}
        onBack={() => setStep({ kind: 'email' })}
      />
    </Suspense>
  );
}

function EmailStep({
  initial,
  onSent,
  otherWay,
}: {
  initial: string;
  onSent: (email: string) => void;
  otherWay: React.ReactNode;
}) {
  const intl = useIntl();
  const language = pageLanguage(useLocale().locale);
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = emailCodePayloadSchema.safeParse({ email_address: email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const res = await sendEmailCode(parsed.data.email_address, language);
    setBusy(false);
    if (!res.ok) {
      setError(res.errors?.email_address ?? res.msg);
      return;
    }
    onSent(parsed.data.email_address);
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <TextField
        label={intl.formatMessage(m.email)}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        hint={intl.formatMessage(m.emailHint)}
      />
      <Button type="submit" fullWidth loading={busy}>
        {intl.formatMessage(m.continue)}
      </Button>
      {otherWay}
    </form>
  );
}

function CodeStep({
  email,
  onBack,
  onExisting,
  onNew,
}: {
  email: string;
  onBack: () => void;
  onExisting: (token: string, secondFactor: boolean) => void;
  onNew: (ticket: string) => void;
}) {
  const intl = useIntl();
  const language = pageLanguage(useLocale().locale);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = emailCodeVerifyPayloadSchema.safeParse({ email_address: email, code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const res = await verifyEmailCode(email, parsed.data.code);
    setBusy(false);
    if (!res.ok) {
      setError(res.errors?.code ?? res.msg);
      return;
    }
    if (res.msg.account === 'new') onNew(res.msg.signup_token);
    else onExisting(res.msg.authToken, res.msg.second_factor === 'required');
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Alert tone="info">
        {intl.formatMessage(m.codeSent, {
          email,
          digits: EMAIL_CODE_LENGTH,
          minutes: EMAIL_CODE_TTL_MINUTES,
        })}
      </Alert>
      <TextField
        label={intl.formatMessage(m.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE_LENGTH + 2}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <Button type="submit" fullWidth loading={busy}>
        {intl.formatMessage(m.continue)}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="font-semibold text-brand-700 underline" onClick={onBack}>
          {intl.formatMessage(m.otherAddress)}
        </button>
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => void sendEmailCode(email, language).then(() => setResent(true))}
        >
          {intl.formatMessage(m.newCode)}
        </button>
      </div>
      {resent && (
        <p className="text-sm text-ink-600" role="status">
          {intl.formatMessage(m.resent)}
        </p>
      )}
    </form>
  );
}
