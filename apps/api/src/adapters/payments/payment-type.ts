import type { PaymentType } from '@vouch/contracts';

/** Providers' method names → spec 3's payment_type. */
export function toPaymentType(method: string | null | undefined): PaymentType {
  const m = (method ?? '').toLowerCase().replace(/[\s_-]/g, '');
  if (m === 'card') return 'CARD';
  if (m === 'banktransfer' || m === 'account' || m === 'bank') return 'BANK_TRANSFER';
  if (m === 'ussd') return 'USSD';
  return 'OTHER';
}
