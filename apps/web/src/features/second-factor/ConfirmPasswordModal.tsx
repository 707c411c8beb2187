import { useState, type FormEvent } from 'react';
import { memberSecondFactorMessages } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { PasswordField } from '../../components/PasswordField';
import { defineMessages, serverText, useIntl } from '../../i18n';

const m = defineMessages({
  required: {
    id: 'secondFactor.ConfirmPasswordModal.required',
    defaultMessage: 'Enter your password',
  },
  title: { id: 'secondFactor.ConfirmPasswordModal.title', defaultMessage: 'Confirm your password' },
  password: {
    id: 'secondFactor.ConfirmPasswordModal.password',
    defaultMessage: 'Your password',
    description: 'Field label',
  },
  cancel: { id: 'secondFactor.ConfirmPasswordModal.cancel', defaultMessage: 'Cancel' },
  continue: {
    id: 'secondFactor.ConfirmPasswordModal.continue',
    defaultMessage: 'Continue',
    description: 'Button',
  },
});

interface ConfirmPasswordModalProps {
  open: boolean;
  /** Sends the action with the password: a message to show (wrong password), or null when done. */
  onConfirm: (password: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Turning on two-step verification asks for the password first (issue 46): a session left open
 * elsewhere cannot add a factor of its own and lock the member out.
 */
export function ConfirmPasswordModal({ open, onConfirm, onClose }: ConfirmPasswordModalProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function close() {
    setPassword('');
    setError(undefined);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) {
      setError(intl.formatMessage(m.required));
      return;
    }
    setBusy(true);
    const problem = await onConfirm(password);
    setBusy(false);
    if (problem) {
      setError(problem);
      return;
    }
    setPassword('');
    setError(undefined);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o && !busy) close();
      }}
      title={intl.formatMessage(m.title)}
      description={serverText(memberSecondFactorMessages.passwordToTurnOn)}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
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
          <Button type="submit" loading={busy}>
            {intl.formatMessage(m.continue)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
