import { useState, type FormEvent } from 'react';
import { memberSecondFactorMessages } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordField';
import { removeMemberFactor } from './api';

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
  const name =
    factor?.kind === 'passkey' ? `the passkey “${factor.name}”` : 'your authenticator app';

  function close() {
    setPassword('');
    setError(undefined);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!factor) return;
    if (!password) {
      setError('Enter your password');
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
      title={factor?.kind === 'passkey' ? 'Remove this passkey?' : 'Remove your authenticator app?'}
      description={
        last
          ? `Without ${name}, two-step verification is off: your password alone will open your account and add wallets.`
          : `You can still confirm it's you with your other sign-in method.`
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {last && <Alert tone="warning">Your recovery codes stop working too.</Alert>}
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          required
          value={password}
          error={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Remove
          </Button>
        </div>
      </form>
    </Modal>
  );
}
