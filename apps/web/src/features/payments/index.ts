/** The KYC fee: the prompt and checkout the KYC page shows, and the member's transactions. */
export { KycPaymentPrompt } from './KycPaymentPrompt';
export { useKycPayment, type KycPayment, type PaymentResult } from './use-kyc-payment';
export { fetchTransactions, transactionsKey } from './payment-api';
export { paymentTypeIcon } from './payment-methods';
export { usePaymentReason } from './payment-reason';
/** Flutterwave Inline for other payments (a business's top-up, issue 47). */
export { openFlutterwaveInline } from './flutterwave';
