import { useEffect, useState } from 'react';
import { WALLET_LABEL_MAX, walletLabelSchema, type MemberWallet } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { saveWalletLabel } from './wallet-api';
import { walletLabel } from './wallet-labels';

interface EditLabelModalProps {
  wallet: MemberWallet | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The member's own name for a wallet ("Binance deposit"); nobody else ever sees it. */
export function EditLabelModal({ wallet, onClose, onSaved }: EditLabelModalProps) {
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
      title="Edit label"
      description={wallet ? `${walletLabel(wallet)}. Only you see the label.` : undefined}
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
          label="Label"
          value={label}
          onChange={(e) => {
            setLabel(e.target.value);
            setError(undefined);
          }}
          maxLength={WALLET_LABEL_MAX + 20}
          placeholder="For example: Binance deposit"
          hint={`Up to ${WALLET_LABEL_MAX} characters. Leave empty for none.`}
          error={error}
          autoComplete="off"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save label
          </Button>
        </div>
      </form>
    </Modal>
  );
}
