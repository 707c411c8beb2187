import { useState } from 'react';
import { verifySecondFactor } from './api';
import { CodeForm } from './CodeForm';

/** A code from the app, or (after a lost phone) one of the recovery codes. */
export function VerifyCode({ onVerified }: { onVerified: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const submit = async (code: string) => {
    const res = await verifySecondFactor(code);
    if (res.ok) onVerified();
    return res;
  };
  return (
    <div>
      {recovery ? (
        <CodeForm
          key="recovery"
          label="Recovery code"
          hint="One of the codes you saved when you set up the app, like abcde-23456."
          submitLabel="Continue"
          autoComplete="off"
          onSubmit={submit}
        />
      ) : (
        <CodeForm
          key="totp"
          label="6-digit code"
          hint="Open your authenticator app and enter the code it shows for Vouch."
          submitLabel="Continue"
          onSubmit={submit}
        />
      )}
      <button
        type="button"
        className="mt-4 min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        onClick={() => setRecovery((r) => !r)}
      >
        {recovery ? 'Use a code from the app instead' : 'Lost your phone? Use a recovery code'}
      </button>
      {recovery && (
        <p className="mt-2 text-sm text-ink-600">
          No codes left? Ask an administrator to reset your second factor.
        </p>
      )}
    </div>
  );
}
