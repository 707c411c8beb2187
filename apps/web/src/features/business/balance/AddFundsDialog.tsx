import { useState } from 'react';
import { MAX_TOP_UP_NGN, MIN_TOP_UP_NGN, type TopUpStarted } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { formatNaira } from '../../../lib/format';
import { openFlutterwaveInline } from '../../payments';
import { confirmTopUp, payTopUpInSandbox, startTopUp } from './balance-api';

/**
 * Add funds: an amount, then the payment provider's checkout: Flutterwave's card and bank
 * transfer window, or in development the sandbox's, which pays or fails here. Either way the
 * server credits only what the provider confirms.
 */
export function AddFundsDialog({
  orgId,
  open,
  onClose,
  onCredited,
}: {
  orgId: string;
  open: boolean;
  onClose: () => void;
  onCredited: () => void;
}) {
  const [amount, setAmount] = useState('50000');
  const [started, setStarted] = useState<TopUpStarted | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  function close() {
    setStarted(null);
    setError(null);
    setFieldError(undefined);
    onClose();
  }

  async function start(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await startTopUp(orgId, Number(amount.replace(/[,\s₦]/g, '')));
    setBusy(false);
    if (!res.ok) {
      setFieldError(res.errors?.amount_ngn);
      if (!res.errors?.amount_ngn) setError(res.msg);
      return;
    }
    setFieldError(undefined);
    setStarted(res.msg);
    if (res.msg.provider !== 'sandbox') void payWithProvider(res.msg);
  }

  /** Flutterwave Inline; whatever its window says, the server asks Flutterwave. */
  async function payWithProvider(topUp: TopUpStarted) {
    const confirm = async () => {
      setBusy(true);
      const res = await confirmTopUp(orgId, topUp.reference);
      setBusy(false);
      if (!res.ok) return setError(res.msg);
      onCredited();
      close();
    };
    try {
      await openFlutterwaveInline(
        {
          public_key: topUp.public_key,
          tx_ref: topUp.reference,
          amount: topUp.amount_ngn,
          payment_options: 'card,banktransfer,ussd',
          customer: topUp.customer,
          title: 'Vouch',
          description: `Prepaid balance: ${formatNaira(topUp.amount_ngn)}`,
        },
        {
          onPaid: () => void confirm(),
          onFailed: () => void confirm(),
          onCancelled: () =>
            setError('The payment window was closed before paying. Nothing was charged.'),
        },
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  async function pay(outcome: 'successful' | 'failed') {
    if (!started) return;
    setBusy(true);
    setError(null);
    const res = await payTopUpInSandbox(orgId, started.reference, outcome);
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      return;
    }
    onCredited();
    close();
  }

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title="Add funds"
      description="Live lookups and the verifications you pay for draw on your prepaid balance."
    >
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      {!started ? (
        <form onSubmit={(e) => void start(e)} noValidate className="space-y-5">
          <TextField
            label="Amount (₦)"
            name="amount_ngn"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={fieldError}
            hint={`${formatNaira(MIN_TOP_UP_NGN)} to ${formatNaira(MAX_TOP_UP_NGN)}`}
            required
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Continue to payment
            </Button>
          </div>
        </form>
      ) : started.provider === 'sandbox' ? (
        <div className="space-y-4">
          <Alert tone="info">
            Sandbox checkout: no money moves. Pay to add {formatNaira(started.amount_ngn)} to the
            balance, or fail the payment to see what happens then.
          </Alert>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" loading={busy} onClick={() => void pay('failed')}>
              Fail the payment
            </Button>
            <Button loading={busy} onClick={() => void pay('successful')}>
              Pay {formatNaira(started.amount_ngn)}
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          <Alert tone="info">
            Pay {formatNaira(started.amount_ngn)} in the {started.provider} window: card, bank
            transfer or USSD. The balance grows once {started.provider} confirms the payment. You
            can also pay by bank transfer quoting reference{' '}
            <span className="font-mono break-all">{started.reference}</span>.
          </Alert>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <Button loading={busy} onClick={() => void payWithProvider(started)}>
              Open the payment window again
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
