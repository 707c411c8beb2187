import { CreditCard, Landmark, Smartphone, Wallet, type LucideIcon } from 'lucide-react';
import { paymentMethods, type PaymentMethod, type PaymentType } from '@vouch/contracts';

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
