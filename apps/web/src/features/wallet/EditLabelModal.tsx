import { useEffect, useState } from 'react';
import { WALLET_LABEL_MAX, walletLabelSchema, type MemberWallet } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { saveWalletLabel } from './wallet-api';
import { walletLabel } from './wallet-labels';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  title: {
    id: 'wallet.EditLabelModal.title',
    defaultMessage: 'Edit label',
    description: 'Dialog title: the member names one of their wallets',
  },
  description: {
    id: 'wallet.EditLabelModal.description',
    defaultMessage: '{wallet}. Only you see the label.',
    description: '{wallet}: the token and network, e.g. USDT (TRC20)',
  },
  label: {
    id: 'wallet.EditLabelModal.label',
    defaultMessage: 'Label',
    description: "Field label: the member's own name for the wallet",
  },
  placeholder: {
    id: 'wallet.EditLabelModal.placeholder',
    defaultMessage: 'For example: Binance deposit',
  },
  hint: {
    id: 'wallet.EditLabelModal.hint',
    defaultMessage: 'Up to {max} characters. Leave empty for none.',
  },
  cancel: { id: 'wallet.EditLabelModal.cancel', defaultMessage: 'Cancel' },
  save: { id: 'wallet.EditLabelModal.save', defaultMessage: 'Save label', description: 'Button' },
});

interface EditLabelModalProps {
  wallet: MemberWallet | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The member's own name for a wallet ("Binance deposit"); nobody else ever sees it. */
export function EditLabelModal({ wallet, onClose, onSaved }: EditLabelModalProps) {
  const intl = useIntl();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setLabel(wallet?.label ?? '');
    setError(undefined);
  }, [wallet]);

  async function save() {
    if (!wallet) return;
    const parsed = walletLabelSchema.safeParse({ label });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setSaving(true);
    const res = await saveWalletLabel(wallet.id, label);
    setSaving(false);
    if (res.ok) onSaved();
    else setError(res.errors?.label ?? res.msg);
  }

  return (
    <Modal
      open={wallet !== null}
      onOpenChange={(o) => !o && !saving && onClose()}
      title={intl.formatMessage(m.title)}
      description={
        wallet ? intl.formatMessage(m.description, { wallet: walletLabel(wallet) }) : undefined
      }
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField
          label={intl.formatMessage(m.label)}
          value={label}
          onChange={(e) => {
            setLabel(e.target.value);
            setError(undefined);
          }}
          maxLength={WALLET_LABEL_MAX + 20}
          placeholder={intl.formatMessage(m.placeholder)}
          hint={intl.formatMessage(m.hint, { max: WALLET_LABEL_MAX })}
          error={error}
          autoComplete="off"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={saving}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
