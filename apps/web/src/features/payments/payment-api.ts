import {
  constants,
  KYC_PAYMENT_REASON,
  paymentPaths,
  type PaymentCheckout,
  type PaymentMethod,
  type PaymentType,
  type Transaction,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/** The status the browser reports; the server ignores it and asks the provider (payments issue). */
export type ReportedStatus = 'paid' | 'failed' | 'cancelled';

export const transactionsKey = ['transactions'] as const;

/**
 * POST /transaction/initiate-payment: the server makes the reference and the amount; the method
 * chosen on the KYC page is the one the checkout opens on.
 */
export function initiatePayment(payment_method: PaymentMethod) {
  return apiRequest<PaymentCheckout>(paymentPaths.initiate, { body: { payment_method } });
}

/** The sandbox provider's own checkout endpoint, standing in for a hosted payment page. */
export function completeSandboxCheckout(
  ref_number: string,
  method: PaymentMethod,
  outcome: 'successful' | 'failed',
) {
  return apiRequest<{ status: 'successful' | 'failed' }>(paymentPaths.sandboxComplete, {
    body: { ref_number, method, outcome },
  });
}

/** Spec 7's POST /transaction/create-new-transaction: "confirm this reference". */
export function confirmPayment(
  ref_number: string,
  payment_type: PaymentType,
  status: ReportedStatus,
) {
  return apiRequest<Transaction>(paymentPaths.createTransaction, {
    body: {
      ref_number,
      amount: constants.kycFeeNaira,
      reason: KYC_PAYMENT_REASON,
      payment_type,
      status,
    },
  });
}

/**
 * Spec 7's fields: sort_by, sort_by_date 'ALL_TIME', start 0, limit 50. We ask for 'DESC' where
 * the spec's client sent 'ASC': newest first, and the 50 shown are the latest 50 (decision 0016).
 */
export async function fetchTransactions(): Promise<Transaction[]> {
  const res = await apiRequest<Transaction[]>(paymentPaths.fetchTransactions, {
    body: {
      sort_by: 'DESC',
      sort_by_date: 'ALL_TIME',
      start: 0,
      limit: constants.transactionPageLimit,
    },
  });
  // Spec 8: a failed request, or an answer without a status (apiRequest says !ok), is an error.
  if (!res.ok || !Array.isArray(res.msg)) throw new Error(res.ok ? 'Invalid response' : res.msg);
  return res.msg;
}
