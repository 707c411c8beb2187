import { Clock, Lock, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { constants, paymentMethods, type PaymentMethod } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatNaira } from '../../lib/format';
import { paymentTypeIcons } from './payment-methods';
import { SandboxCheckout } from './SandboxCheckout';
import type { KycPayment } from './use-kyc-payment';

const fee = formatNaira(constants.kycFeeNaira);

interface KycPaymentPromptProps {
  payment: KycPayment;
  /** The last attempt's result, shown right above the Pay button where the payer looks. */
  banner?: ReactNode;
}

/** Spec 2: the payment prompt that comes first on /kyc: the fee, what it covers, the methods. */
export function KycPaymentPrompt({ payment, banner }: KycPaymentPromptProps) {
  // The checkout opens on the method chosen here (card unless the member picks another).
  const [method, setMethod] = useState<PaymentMethod>('card');
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-brand-700">KYC verification fee</h2>
            <p className="mt-1 text-ink-600">A one-time payment. You will not be asked again.</p>
          </div>
        </div>
        <p className="text-3xl font-bold tracking-tight text-brand-700 sm:text-right">{fee}</p>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            What it covers
          </h3>
          <ul className="mt-2 space-y-2 text-ink-700">
            <li>
              A review of your ID details, portrait photo, identity document and business details by
              our team.
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
              Reviewed within 24-48 hours.
            </li>
            <li>Your verified badge, which anyone you trade with can check.</li>
          </ul>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            Pay with
          </legend>
          <div className="mt-2 space-y-2">
            {paymentMethods.map((m) => {
              const Icon = paymentTypeIcons[m.type];
              return (
                <label
                  key={m.value}
                  className="flex cursor-pointer items-center gap-3 rounded-field border border-ink-200 px-3 py-2 font-medium text-ink-900 has-checked:border-accent-700 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
                >
                  <input
                    type="radio"
                    name="kyc-payment-method"
                    value={m.value}
                    checked={method === m.value}
                    onChange={() => setMethod(m.value)}
                    disabled={payment.busy}
                    className="size-4 accent-brand-700"
                  />
                  <Icon className="size-5 text-brand-700" aria-hidden="true" />
                  {m.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>

      {banner && <div className="mt-6">{banner}</div>}
      <div className="mt-6 flex flex-col gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-ink-600">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          Confirmed with the payment provider before your KYC starts.
        </p>
        <Button
          onClick={() => void payment.start(method)}
          loading={payment.busy}
          className="w-full sm:w-auto"
        >
          {payment.confirming ? 'Confirming payment...' : `Pay ${fee}`}
        </Button>
      </div>

      {payment.sandboxCheckout && (
        <SandboxCheckout
          key={payment.sandboxCheckout.ref_number}
          checkout={payment.sandboxCheckout}
          onDone={payment.sandboxDone}
        />
      )}
    </Card>
  );
}
