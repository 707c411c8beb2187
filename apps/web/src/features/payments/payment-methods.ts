import { CreditCard, Landmark, Smartphone, Wallet, type LucideIcon } from 'lucide-react';
import { paymentMethods, type PaymentMethod, type PaymentType } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../../i18n';

const methodLabels = defineMessages({
  card: {
    id: 'payments.method.card',
    defaultMessage: 'Card',
    description: 'Payment method: a bank card',
  },
  banktransfer: {
    id: 'payments.method.banktransfer',
    defaultMessage: 'Bank Transfer',
    description: 'Payment method',
  },
});

/** A method's name in the member's language; USSD is a name in every language. */
export function paymentMethodLabel(
  intl: Pick<ReturnType<typeof useIntl>, 'formatMessage'>,
  method: { value: PaymentMethod; label: string },
): string {
  return method.value === 'ussd' ? method.label : intl.formatMessage(methodLabels[method.value]);
}

/** One icon per payment type, on the KYC page, in the checkout and in the Transactions table. */
export const paymentTypeIcons: Record<PaymentType, LucideIcon> = {
  CARD: CreditCard,
  BANK_TRANSFER: Landmark,
  USSD: Smartphone,
  OTHER: Wallet,
};

export function paymentTypeIcon(type: string): LucideIcon {
  return paymentTypeIcons[type as PaymentType] ?? Wallet;
}

export function paymentTypeOf(method: PaymentMethod): PaymentType {
  return paymentMethods.find((m) => m.value === method)?.type ?? 'OTHER';
}
