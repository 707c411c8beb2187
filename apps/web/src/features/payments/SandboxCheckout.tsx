import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { paymentMethods, type PaymentCheckout, type PaymentMethod } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { formatNaira } from '../../lib/format';
import { completeSandboxCheckout, type ReportedStatus } from './payment-api';
import { defineMessages, useIntl } from '../../i18n';
import { usePaymentReason } from './payment-reason';
import { paymentMethodLabel, paymentTypeIcons } from './payment-methods';
import { sandboxTestDetails } from './sandbox-test-details';

const m = defineMessages({
  title: {
    id: 'payments.SandboxCheckout.title',
    defaultMessage: 'Vouch test checkout',
    description: 'Dialog title: a pretend payment page for testing',
  },
  description: {
    id: 'payments.SandboxCheckout.description',
    defaultMessage: 'Pay the KYC verification fee with test details.',
  },
  testMode: {
    id: 'payments.SandboxCheckout.testMode',
    defaultMessage: 'Test mode — no real money moves',
  },
  amount: {
    id: 'payments.SandboxCheckout.amount',
    defaultMessage: 'Amount:',
    description: 'For screen readers, before the amount',
  },
  ref: {
    id: 'payments.SandboxCheckout.ref',
    defaultMessage: 'Ref: {ref}',
    description: '{ref}: the payment reference code',
  },
  paymentMethod: { id: 'payments.SandboxCheckout.paymentMethod', defaultMessage: 'Payment method' },
  processing: {
    id: 'payments.SandboxCheckout.processing',
    defaultMessage: 'Processing payment...',
    description: 'Button while paying',
  },
  pay: {
    id: 'payments.SandboxCheckout.pay',
    defaultMessage: 'Pay {amount}',
    description: 'Button; {amount}: e.g. ₦5,000.00',
  },
  simulateFailed: {
    id: 'payments.SandboxCheckout.simulateFailed',
    defaultMessage: 'Simulate a failed payment',
    description: 'Button (test mode): act as if the payment failed',
  },
  cancel: {
    id: 'payments.SandboxCheckout.cancel',
    defaultMessage: 'Cancel',
    description: 'Button',
  },
});

interface SandboxCheckoutProps {
  checkout: PaymentCheckout;
  /** The checkout is over: paid, failed, or closed without paying ('cancelled'). */
  onDone: (method: PaymentMethod, status: ReportedStatus) => void;
}

/**
 * The sandbox provider's checkout page, as a dialog: the payer picks a method and an outcome, and
 * our server's sandbox endpoint records it exactly where a real provider would.
 */
export function SandboxCheckout({ checkout, onDone }: SandboxCheckoutProps) {
  // Opens on the method the member chose on the KYC page; they can still switch here.
  const intl = useIntl();
  const reasonOf = usePaymentReason();
  const [method, setMethod] = useState<PaymentMethod>(checkout.payment_method);
  const [busy, setBusy] = useState<'successful' | 'failed' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const amount = formatNaira(checkout.amount);
  const details = sandboxTestDetails[method];

  async function complete(outcome: 'successful' | 'failed') {
    setBusy(outcome);
    setError(null);
    const res = await completeSandboxCheckout(checkout.ref_number, method, outcome);
    setBusy(null);
    if (!res.ok) {
      setError(res.msg);
      return;
    }
    onDone(method, res.msg.status === 'successful' ? 'paid' : 'failed');
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) onDone(method, 'cancelled');
      }}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
    >
      <div className="space-y-5">
        <p className="flex items-center gap-2 rounded-field border border-warning-500/50 bg-warning-50 px-3 py-2 text-sm font-semibold text-warning-700">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {intl.formatMessage(m.testMode)}
        </p>

        <div className="rounded-field border border-ink-200 p-4">
          <p className="text-sm text-ink-600">{reasonOf(checkout.reason)}</p>
          <p className="mt-1 text-3xl font-bold tracking-tight text-brand-700">
            <span className="sr-only">{`${intl.formatMessage(m.amount)} `}</span>
            {amount}
          </p>
          <p className="mt-2 font-mono text-xs break-all text-ink-600">
            {intl.formatMessage(m.ref, {
              ref: <span translate="no">{checkout.ref_number}</span>,
            })}
          </p>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink-900">
            {intl.formatMessage(m.paymentMethod)}
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {paymentMethods.map((pm) => {
              const Icon = paymentTypeIcons[pm.type];
              return (
                <label
                  key={pm.value}
                  className="relative flex cursor-pointer flex-col items-center gap-1.5 rounded-field border border-ink-300 bg-white px-2 py-3 text-center text-sm font-medium text-ink-700 has-checked:border-accent-700 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
                >
                  <input
                    type="radio"
                    name="sandbox-method"
                    value={pm.value}
                    checked={method === pm.value}
                    onChange={() => setMethod(pm.value)}
                    disabled={busy !== null}
                    // Transparent over the whole tile: a tap anywhere lands on the radio itself.
                    className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
                  />
                  <Icon className="size-5" aria-hidden="true" />
                  {paymentMethodLabel(intl, pm)}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="rounded-field bg-ink-50 p-4" aria-live="polite">
          <p className="text-sm text-ink-700">{intl.formatMessage(details.intro)}</p>
          <dl className="mt-3 space-y-2 text-sm">
            {details.rows.map((row) => (
              <div key={row.label.id} className="flex justify-between gap-4">
                <dt className="shrink-0 text-ink-600">{intl.formatMessage(row.label)}</dt>
                <dd className="min-w-0 text-right font-mono font-semibold text-ink-900">
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        {error && <Alert tone="error">{error}</Alert>}

        <div className="flex flex-col gap-2">
          <Button
            fullWidth
            loading={busy === 'successful'}
            disabled={busy !== null}
            onClick={() => complete('successful')}
          >
            {busy === 'successful'
              ? intl.formatMessage(m.processing)
              : intl.formatMessage(m.pay, { amount })}
          </Button>
          <Button
            fullWidth
            variant="secondary"
            loading={busy === 'failed'}
            disabled={busy !== null}
            onClick={() => complete('failed')}
          >
            {intl.formatMessage(m.simulateFailed)}
          </Button>
          <Button
            fullWidth
            variant="ghost"
            disabled={busy !== null}
            onClick={() => onDone(method, 'cancelled')}
          >
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
