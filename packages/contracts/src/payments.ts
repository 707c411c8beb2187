import { z } from 'zod';
import { constants } from './enums.js';

/**
 * Payments (spec 3, 7, 9; payments issue). The server creates every reference and amount and asks
 * the payment provider whether a payment succeeded; what the client says about status is a hint.
 */
export const paymentTypes = ['CARD', 'BANK_TRANSFER', 'USSD', 'OTHER'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentMethods = [
  { value: 'card', type: 'CARD', label: 'Card' },
  { value: 'banktransfer', type: 'BANK_TRANSFER', label: 'Bank Transfer' },
  { value: 'ussd', type: 'USSD', label: 'USSD' },
] as const;
export type PaymentMethod = (typeof paymentMethods)[number]['value'];
export const paymentMethodValues = paymentMethods.map((m) => m.value) as [
  PaymentMethod,
  ...PaymentMethod[],
];
/** Spec 9: payment_options for the checkout. */
export const PAYMENT_OPTIONS = 'card, banktransfer, ussd';

/**
 * The checkout's payment_options with the member's chosen method first: Flutterwave's checkout
 * opens on the first option listed, and the others stay one tap away.
 */
export function paymentOptionsFor(method: PaymentMethod | undefined): string {
  if (!method) return PAYMENT_OPTIONS;
  return [method, ...paymentMethodValues.filter((m) => m !== method)].join(', ');
}

/** POST /transaction/initiate-payment: the method the member chose on the KYC page (optional). */
export const initiatePaymentPayloadSchema = z.object({
  payment_method: z
    .enum(paymentMethodValues, { error: 'Choose Card, Bank Transfer or USSD' })
    .optional(),
});
export type InitiatePaymentPayload = z.input<typeof initiatePaymentPayloadSchema>;

export const transactionStatuses = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const KYC_PAYMENT_REASON = 'KYC VERIFICATION PAYMENT';
export const KYC_FEE_KOBO = constants.kycFeeNaira * 100;

export const paymentProviders = ['sandbox', 'flutterwave'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Spec 3's transaction, as the list returns it (amount in naira). */
export interface Transaction {
  id: string;
  /** YYYY-MM-DD, Lagos time */
  create_date: string;
  /** HH:mm:ss, Lagos time */
  create_time: string;
  ref_number: string;
  amount: number;
  payment_type: PaymentType;
  reason: string;
  status: TransactionStatus;
}

/** POST /transaction/initiate-payment: what the checkout needs. Everything is server-made. */
export interface PaymentCheckout {
  provider: PaymentProviderName;
  ref_number: string;
  amount: number;
  currency: 'NGN';
  reason: string;
  /** The method the checkout opens on (the member's choice; card when none was made). */
  payment_method: PaymentMethod;
  /** Spec 9's options, the chosen method first. */
  payment_options: string;
  /** Flutterwave's public key; null for the sandbox. */
  public_key: string | null;
  customer: { email: string; name: string; phone_number: string };
}

const refNumberField = z
  .string({ error: 'Payment reference is required' })
  .trim()
  .min(1, 'Payment reference is required')
  .max(100, 'Payment reference is not valid');

/**
 * Spec 7's POST /transaction/create-new-transaction keeps its fields. It now means "confirm this
 * reference": the server asks the provider and records what the provider says.
 */
export const createTransactionPayloadSchema = z.object({
  ref_number: refNumberField,
  amount: z.number().optional(),
  reason: z.string().max(200).optional(),
  payment_type: z.string().max(50).optional(),
  status: z.string().max(50).optional(),
});
export type CreateTransactionPayload = z.input<typeof createTransactionPayloadSchema>;

export const sortByDateValues = ['ALL_TIME', 'TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const;

/**
 * Spec 7: sort_by, sort_by_date, start, limit (the API's default stays 'ASC'; the Transactions
 * screen asks for 'DESC', newest first). Checkouts that were never completed (pending or
 * cancelled: no money moved) are not listed; see decision 0016.
 */
export const fetchTransactionsPayloadSchema = z.object({
  sort_by: z.enum(['ASC', 'DESC']).default('ASC'),
  sort_by_date: z.enum(sortByDateValues).default('ALL_TIME'),
  start: z.number().int().min(0).max(1_000_000).default(0),
  limit: z
    .number()
    .int()
    .min(1)
    .max(constants.transactionPageLimit)
    .default(constants.transactionPageLimit),
});
export type FetchTransactionsPayload = z.input<typeof fetchTransactionsPayloadSchema>;

/** The sandbox provider's own checkout: what the payer chose in the dialog. */
export const sandboxCompletePayloadSchema = z.object({
  ref_number: refNumberField,
  method: z.enum(paymentMethodValues, { error: 'Choose Card, Bank Transfer or USSD' }),
  outcome: z.enum(['successful', 'failed']),
});
export type SandboxCompletePayload = z.input<typeof sandboxCompletePayloadSchema>;

export const paymentMessages = {
  verifyEmailFirst: 'Verify your e-mail address before paying the KYC fee.',
  alreadyPaid: 'You have already paid the KYC fee.',
  checkoutBusy: 'Your last checkout is being settled. Try again in a moment.',
  paymentConfirmed: 'Payment confirmed. You can now start your KYC process.',
  paymentFailed: 'Your payment was not successful and you have not been charged. Please try again.',
  paymentCancelled: 'Payment cancelled. You have not been charged.',
  paymentPending:
    'We have not received confirmation of this payment yet. If you were charged, it will appear shortly.',
  unknownReference: 'We could not find this payment.',
  providerUnavailable:
    'We could not reach the payment provider to confirm your payment. Nothing has been charged twice; please try again in a moment.',
  checkoutLoadFailed:
    'Failed to load payment modal. Check your internet connection and retry later.',
  webhookRejected: 'Webhook rejected',
} as const;
