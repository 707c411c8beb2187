import { Clock, Lock, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { constants, paymentMethods, type PaymentMethod } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { formatNaira } from '../../lib/format';
import { defineMessages, useIntl } from '../../i18n';
import { paymentMethodLabel, paymentTypeIcons } from './payment-methods';
import { SandboxCheckout } from './SandboxCheckout';
import type { KycPayment } from './use-kyc-payment';

const m = defineMessages({
  title: {
    id: 'payments.KycPaymentPrompt.title',
    defaultMessage: 'KYC verification fee',
    description: 'Heading',
  },
  oneTime: {
    id: 'payments.KycPaymentPrompt.oneTime',
    defaultMessage: 'A one-time payment. You will not be asked again.',
  },
  covers: {
    id: 'payments.KycPaymentPrompt.covers',
    defaultMessage: 'What it covers',
    description: 'Heading of a list: what the fee pays for',
  },
  coverReview: {
    id: 'payments.KycPaymentPrompt.coverReview',
    defaultMessage:
      'A review of your ID details, portrait photo, identity document and business details by our team.',
  },
  coverTime: {
    id: 'payments.KycPaymentPrompt.coverTime',
    defaultMessage: 'Reviewed within 24-48 hours.',
  },
  coverBadge: {
    id: 'payments.KycPaymentPrompt.coverBadge',
    defaultMessage: 'Your verified badge, which anyone you trade with can check.',
  },
  payWith: {
    id: 'payments.KycPaymentPrompt.payWith',
    defaultMessage: 'Pay with',
    description: 'Heading of the payment methods (card, bank transfer, USSD)',
  },
  confirmedWith: {
    id: 'payments.KycPaymentPrompt.confirmedWith',
    defaultMessage: 'Confirmed with the payment provider before your KYC starts.',
  },
  confirming: {
    id: 'payments.KycPaymentPrompt.confirming',
    defaultMessage: 'Confirming payment...',
    description: 'Button while the payment is being confirmed',
  },
  pay: {
    id: 'payments.KycPaymentPrompt.pay',
    defaultMessage: 'Pay {amount}',
    description: 'Button; {amount}: e.g. ₦5,000.00',
  },
});

interface KycPaymentPromptProps {
  payment: KycPayment;
  /** The last attempt's result, shown right above the Pay button where the payer looks. */
  banner?: ReactNode;
}

/** Spec 2: the payment prompt that comes first on /kyc: the fee, what it covers, the methods. */
export function KycPaymentPrompt({ payment, banner }: KycPaymentPromptProps) {
  // The checkout opens on the method chosen here (card unless the member picks another).
  const [method, setMethod] = useState<PaymentMethod>('card');
  const intl = useIntl();
  const fee = formatNaira(constants.kycFeeNaira);
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.title)}</h2>
            <p className="mt-1 text-ink-600">{intl.formatMessage(m.oneTime)}</p>
          </div>
        </div>
        <p className="text-3xl font-bold tracking-tight text-brand-700 sm:text-right">{fee}</p>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {intl.formatMessage(m.covers)}
          </h3>
          <ul className="mt-2 space-y-2 text-ink-700">
            <li>{intl.formatMessage(m.coverReview)}</li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 shrink-0 text-accent-700" aria-hidden="true" />
              {intl.formatMessage(m.coverTime)}
            </li>
            <li>{intl.formatMessage(m.coverBadge)}</li>
          </ul>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            {intl.formatMessage(m.payWith)}
          </legend>
          <div className="mt-2 space-y-2">
            {paymentMethods.map((pm) => {
              const Icon = paymentTypeIcons[pm.type];
              return (
                <label
                  key={pm.value}
                  className="flex cursor-pointer items-center gap-3 rounded-field border border-ink-200 px-3 py-2 font-medium text-ink-900 has-checked:border-accent-700 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
                >
                  <input
                    type="radio"
                    name="kyc-payment-method"
                    value={pm.value}
                    checked={method === pm.value}
                    onChange={() => setMethod(pm.value)}
                    disabled={payment.busy}
                    className="size-4 accent-brand-700"
                  />
                  <Icon className="size-5 text-brand-700" aria-hidden="true" />
                  {paymentMethodLabel(intl, pm)}
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
          {intl.formatMessage(m.confirmedWith)}
        </p>
        <Button
          onClick={() => void payment.start(method)}
          loading={payment.busy}
          className="w-full sm:w-auto"
        >
          {payment.confirming
            ? intl.formatMessage(m.confirming)
            : intl.formatMessage(m.pay, { amount: fee })}
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
