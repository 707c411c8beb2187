import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import type { FactorApi } from './api';
import { CodeForm } from './CodeForm';
import { signInWithPasskey } from './passkey-ceremonies';

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
  noCodesLeft = 'No codes left? Ask an administrator to reset your second factor.',
  onEnded,
}: VerifyCodeProps) {
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
            Use your passkey
          </Button>
        </>
      )}
      {mode === 'totp' && (
        <CodeForm
          key="totp"
          label="6-digit code"
          hint="Open your authenticator app and enter the code it shows for Vouch."
          submitLabel="Continue"
          onSubmit={submit}
        />
      )}
      {mode === 'recovery' && (
        <CodeForm
          key="recovery"
          label="Recovery code"
          hint="One of the codes you saved when you set up the app, like abcde-23456."
          submitLabel="Continue"
          autoComplete="off"
          onSubmit={submit}
        />
      )}
      <div className="mt-4 flex flex-col items-start">
        {totp && mode !== 'totp' && (
          <button type="button" className={linkClass} onClick={() => setMode('totp')}>
            Use a code from the app instead
          </button>
        )}
        {passkeys > 0 && mode !== 'passkey' && (
          <button type="button" className={linkClass} onClick={() => setMode('passkey')}>
            Use your passkey instead
          </button>
        )}
        {mode !== 'recovery' && (
          <button type="button" className={linkClass} onClick={() => setMode('recovery')}>
            Lost your phone? Use a recovery code
          </button>
        )}
      </div>
      {mode === 'recovery' && <p className="mt-2 text-sm text-ink-600">{noCodesLeft}</p>}
    </div>
  );
}
