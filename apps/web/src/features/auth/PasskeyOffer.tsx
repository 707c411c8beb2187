import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { TotpConfirmed } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { defineMessages, useIntl } from '../../i18n';
import { memberFactorApi, RecoveryCodes, registerPasskey } from '../second-factor';

const m = defineMessages({
  added: {
    id: 'auth.PasskeyOffer.added',
    defaultMessage: 'Passkey added. Next time, your e-mail code and this passkey open Vouch.',
  },
  offer: {
    id: 'auth.PasskeyOffer.offer',
    defaultMessage:
      "Add a passkey? Next time your phone's fingerprint, face or PIN confirms it is you after the e-mail code, so someone who gets into your e-mail still cannot open your Vouch account.",
  },
  passkeyName: {
    id: 'auth.PasskeyOffer.passkeyName',
    defaultMessage: 'Passkey from sign-up',
    description: "The name the new passkey gets in the list of the member's passkeys (Settings)",
  },
  add: { id: 'auth.PasskeyOffer.add', defaultMessage: 'Add a passkey', description: 'Button' },
  notNow: { id: 'auth.PasskeyOffer.notNow', defaultMessage: 'Not now', description: 'Button' },
});

/**
 * Right after a code sign-up (issue 47, decision 0053): a passkey offered, as the account's second
 * step. The e-mailed code alone opens an account that has none, so whoever gets into the mailbox
 * gets in; with a passkey, the phone's fingerprint, face or PIN is asked for too. Loaded only
 * here (its own chunk): the WebAuthn helpers are not in the link page's first download.
 */
export default function PasskeyOffer({ token, onDone }: { token: string; onDone: () => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes)
    return (
      <div className="space-y-3">
        <Alert tone="success">{intl.formatMessage(m.added)}</Alert>
        <RecoveryCodes codes={codes} onDone={onDone} use="stands in for your passkey once" />
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 text-ink-800">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {intl.formatMessage(m.offer)}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        fullWidth
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          void registerPasskey<TotpConfirmed>(
            memberFactorApi(token),
            intl.formatMessage(m.passkeyName),
          ).then((res) => {
            setBusy(false);
            if (!res.ok) return setError(res.msg);
            if (res.msg.recovery_codes?.length) setCodes(res.msg.recovery_codes);
            else onDone();
          });
        }}
      >
        {intl.formatMessage(m.add)}
      </Button>
      <Button variant="secondary" fullWidth disabled={busy} onClick={onDone}>
        {intl.formatMessage(m.notNow)}
      </Button>
    </div>
  );
}
