import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import type { FactorApi } from './api';
import { CodeForm } from './CodeForm';
import { signInWithPasskey } from './passkey-ceremonies';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  noCodesLeft: {
    id: 'secondFactor.VerifyCode.noCodesLeft',
    defaultMessage: 'No codes left? Ask an administrator to reset your second factor.',
  },
  passkey: {
    id: 'secondFactor.VerifyCode.passkey',
    defaultMessage: 'Use your passkey',
    description: 'Button',
  },
  totpLabel: {
    id: 'secondFactor.VerifyCode.totpLabel',
    defaultMessage: '6-digit code',
    description: 'Field label',
  },
  totpHint: {
    id: 'secondFactor.VerifyCode.totpHint',
    defaultMessage: 'Open your authenticator app and enter the code it shows for Vouch.',
  },
  continue: {
    id: 'secondFactor.VerifyCode.continue',
    defaultMessage: 'Continue',
    description: 'Button',
  },
  recoveryLabel: {
    id: 'secondFactor.VerifyCode.recoveryLabel',
    defaultMessage: 'Recovery code',
    description: 'Field label',
  },
  recoveryHint: {
    id: 'secondFactor.VerifyCode.recoveryHint',
    defaultMessage: 'One of the codes you saved when you set up the app, like abcde-23456.',
    description: 'abcde-23456 is an example code: keep it as it is',
  },
  useApp: {
    id: 'secondFactor.VerifyCode.useApp',
    defaultMessage: 'Use a code from the app instead',
    description: 'Link-styled button',
  },
  usePasskey: {
    id: 'secondFactor.VerifyCode.usePasskey',
    defaultMessage: 'Use your passkey instead',
    description: 'Link-styled button',
  },
  useRecovery: {
    id: 'secondFactor.VerifyCode.useRecovery',
    defaultMessage: 'Lost your phone? Use a recovery code',
    description: 'Link-styled button',
  },
});

type Mode = 'passkey' | 'totp' | 'recovery';

const linkClass =
  'min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

interface VerifyCodeProps {
  api: FactorApi;
  onVerified: () => void;
  passkeys: number;
  /** An authenticator app is set up (staff always; a member may have passkeys only). */
  totp?: boolean;
  /** What to do with no recovery code left. */
  noCodesLeft?: string;
  /** A session that ended (too many wrong codes): the caller takes the person back. */
  onEnded?: (msg: string) => void;
}

/** A passkey when there is one; else a code from the app, or (lost phone) a recovery code. */
export function VerifyCode({
  api,
  onVerified,
  passkeys,
  totp = true,
  noCodesLeft,
  onEnded,
}: VerifyCodeProps) {
  const intl = useIntl();
  const [mode, setMode] = useState<Mode>(passkeys > 0 ? 'passkey' : totp ? 'totp' : 'recovery');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (code: string) => {
    const res = await api.verifyCode(code);
    if (res.ok) onVerified();
    else if (res.status === 401) onEnded?.(res.msg);
    return res;
  };
  const passkeySignIn = async () => {
    setBusy(true);
    setError(null);
    const res = await signInWithPasskey(api);
    setBusy(false);
    if (res.ok) onVerified();
    else setError(res.msg);
  };

  return (
    <div>
      {mode === 'passkey' && (
        <>
          {error && (
            <Alert tone="error" className="mb-4">
              {error}
            </Alert>
          )}
          <Button fullWidth loading={busy} onClick={() => void passkeySignIn()}>
            <Fingerprint className="size-5" aria-hidden="true" />
            {intl.formatMessage(m.passkey)}
          </Button>
        </>
      )}
      {mode === 'totp' && (
        <CodeForm
          key="totp"
          label={intl.formatMessage(m.totpLabel)}
          hint={intl.formatMessage(m.totpHint)}
          submitLabel={intl.formatMessage(m.continue)}
          onSubmit={submit}
        />
      )}
      {mode === 'recovery' && (
        <CodeForm
          key="recovery"
          label={intl.formatMessage(m.recoveryLabel)}
          hint={intl.formatMessage(m.recoveryHint)}
          submitLabel={intl.formatMessage(m.continue)}
          autoComplete="off"
          onSubmit={submit}
        />
      )}
      <div className="mt-4 flex flex-col items-start">
        {totp && mode !== 'totp' && (
          <button type="button" className={linkClass} onClick={() => setMode('totp')}>
            {intl.formatMessage(m.useApp)}
          </button>
        )}
        {passkeys > 0 && mode !== 'passkey' && (
          <button type="button" className={linkClass} onClick={() => setMode('passkey')}>
            {intl.formatMessage(m.usePasskey)}
          </button>
        )}
        {mode !== 'recovery' && (
          <button type="button" className={linkClass} onClick={() => setMode('recovery')}>
            {intl.formatMessage(m.useRecovery)}
          </button>
        )}
      </div>
      {mode === 'recovery' && (
        <p className="mt-2 text-sm text-ink-600">
          {noCodesLeft ?? intl.formatMessage(m.noCodesLeft)}
        </p>
      )}
    </div>
  );
}
