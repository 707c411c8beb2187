import { useState } from 'react';
import type { MemberWallet } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { removeWallet } from './wallet-api';
import { walletLabel } from './wallet-labels';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  title: { id: 'wallet.RemoveWalletModal.title', defaultMessage: 'Remove this wallet?' },
  proven: {
    id: 'wallet.RemoveWalletModal.proven',
    defaultMessage:
      '{wallet}. People who look up this address will no longer find you. To add it back, you would prove it again.',
    description:
      '{wallet}: the token and network, e.g. USDT (TRC20). The address was proven by signing.',
  },
  unproven: {
    id: 'wallet.RemoveWalletModal.unproven',
    defaultMessage: '{wallet}. It will no longer be shown to people who look you up.',
    description: '{wallet}: the token and network, e.g. USDT (TRC20)',
  },
  cancel: { id: 'wallet.RemoveWalletModal.cancel', defaultMessage: 'Cancel' },
  remove: {
    id: 'wallet.RemoveWalletModal.remove',
    defaultMessage: 'Remove wallet',
    description: 'Button',
  },
});

interface RemoveWalletModalProps {
  wallet: MemberWallet | null;
  onClose: () => void;
  onRemoved: () => void;
}

/** Asks first: a proven address stops answering lookups the moment it is removed. */
export function RemoveWalletModal({ wallet, onClose, onRemoved }: RemoveWalletModalProps) {
  const intl = useIntl();
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    if (!wallet) return;
    setRemoving(true);
    const res = await removeWallet(wallet.id);
    setRemoving(false);
    if (res.ok) {
      setError(null);
      onRemoved();
    } else setError(res.msg);
  }

  return (
    <Modal
      open={wallet !== null}
      onOpenChange={(o) => {
        if (o || removing) return;
        setError(null);
        onClose();
      }}
      title={intl.formatMessage(m.title)}
      description={
        wallet
          ? intl.formatMessage(wallet.proven_at ? m.proven : m.unproven, {
              wallet: walletLabel(wallet),
            })
          : undefined
      }
    >
      {wallet && (
        <p className="mb-4 rounded-field bg-ink-50 px-3 py-2 font-mono text-sm text-ink-900 [overflow-wrap:anywhere]">
          {wallet.address}
        </p>
      )}
      {error && <Alert tone="error" title={error} className="mb-4" />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            setError(null);
            onClose();
          }}
          disabled={removing}
        >
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button variant="danger" onClick={() => void remove()} loading={removing}>
          {intl.formatMessage(m.remove)}
        </Button>
      </div>
    </Modal>
  );
}
