import { useState, type FormEvent } from 'react';
import { memberSecondFactorMessages } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordField';
import { removeMemberFactor } from './api';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  titlePasskey: {
    id: 'secondFactor.RemoveFactorModal.titlePasskey',
    defaultMessage: 'Remove this passkey?',
  },
  titleApp: {
    id: 'secondFactor.RemoveFactorModal.titleApp',
    defaultMessage: 'Remove your authenticator app?',
  },
  lastPasskey: {
    id: 'secondFactor.RemoveFactorModal.lastPasskey',
    defaultMessage:
      'Without the passkey “{name}”, two-step verification is off: your password alone will open your account and add wallets.',
    description: "{name}: the passkey's name, given by the member",
  },
  lastApp: {
    id: 'secondFactor.RemoveFactorModal.lastApp',
    defaultMessage:
      'Without your authenticator app, two-step verification is off: your password alone will open your account and add wallets.',
  },
  other: {
    id: 'secondFactor.RemoveFactorModal.other',
    defaultMessage: "You can still confirm it's you with your other sign-in method.",
  },
  required: {
    id: 'secondFactor.RemoveFactorModal.required',
    defaultMessage: 'Enter your password',
  },
  codesStop: {
    id: 'secondFactor.RemoveFactorModal.codesStop',
    defaultMessage: 'Your recovery codes stop working too.',
  },
  password: {
    id: 'secondFactor.RemoveFactorModal.password',
    defaultMessage: 'Your password',
    description: 'Field label',
  },
  cancel: { id: 'secondFactor.RemoveFactorModal.cancel', defaultMessage: 'Cancel' },
  remove: {
    id: 'secondFactor.RemoveFactorModal.remove',
    defaultMessage: 'Remove',
    description: 'Button',
  },
});

export type RemovableFactor = { kind: 'totp' } | { kind: 'passkey'; id: string; name: string };

interface RemoveFactorModalProps {
  factor: RemovableFactor | null;
  /** The last factor: sign-in and sensitive actions stop asking once it goes. */
  last: boolean;
  onClose: () => void;
  onRemoved: (msg: string) => void;
}

/** Removing a way in asks for the password: a session left open elsewhere cannot do it alone. */
export function RemoveFactorModal({ factor, last, onClose, onRemoved }: RemoveFactorModalProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const passkey = factor?.kind === 'passkey' ? factor : null;

  function close() {
    setPassword('');
    setError(undefined);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!factor) return;
    if (!password) {
      setError(intl.formatMessage(m.required));
      return;
    }
    setBusy(true);
    const res = await removeMemberFactor(factor, password);
    setBusy(false);
    if (res.ok) {
      setPassword('');
      setError(undefined);
      onRemoved(res.msg);
      return;
    }
    setError(res.errors?.password ?? res.msg ?? memberSecondFactorMessages.passwordWrong);
  }

  return (
    <Modal
      open={factor !== null}
      onOpenChange={(o) => {
        if (!o && !busy) close();
      }}
      title={intl.formatMessage(passkey ? m.titlePasskey : m.titleApp)}
      description={
        !last
          ? intl.formatMessage(m.other)
          : passkey
            ? intl.formatMessage(m.lastPasskey, { name: passkey.name })
            : intl.formatMessage(m.lastApp)
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {last && <Alert tone="warning">{intl.formatMessage(m.codesStop)}</Alert>}
        <PasswordField
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          required
          value={password}
          error={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {intl.formatMessage(m.remove)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
