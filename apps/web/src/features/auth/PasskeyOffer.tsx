import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { TotpConfirmed } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { memberFactorApi, RecoveryCodes, registerPasskey } from '../second-factor';

/**
 * Right after a code sign-up (issue 47, decision 0053): a passkey offered, as the account's second
 * step. The e-mailed code alone opens an account that has none, so whoever gets into the mailbox
 * gets in; with a passkey, the phone's fingerprint, face or PIN is asked for too. Loaded only
 * here (its own chunk): the WebAuthn helpers are not in the link page's first download.
 */
export default function PasskeyOffer({ token, onDone }: { token: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes)
    return (
      <div className="space-y-3">
        <Alert tone="success">
          Passkey added. Next time, your e-mail code and this passkey open Vouch.
        </Alert>
        <RecoveryCodes codes={codes} onDone={onDone} use="stands in for your passkey once" />
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 text-ink-800">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        Add a passkey? Next time your phone&apos;s fingerprint, face or PIN confirms it is you after
        the e-mail code, so someone who gets into your e-mail still cannot open your Vouch account.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        fullWidth
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          void registerPasskey<TotpConfirmed>(memberFactorApi(token), 'Passkey from sign-up').then(
            (res) => {
              setBusy(false);
              if (!res.ok) return setError(res.msg);
              if (res.msg.recovery_codes?.length) setCodes(res.msg.recovery_codes);
              else onDone();
            },
          );
        }}
      >
        Add a passkey
      </Button>
      <Button variant="secondary" fullWidth disabled={busy} onClick={onDone}>
        Not now
      </Button>
    </div>
  );
}
