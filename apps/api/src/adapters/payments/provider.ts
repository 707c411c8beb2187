import type { PaymentProviderName, PaymentType } from '@vouch/contracts';

/** What the provider says happened to one of our references. */
export interface ProviderPayment {
  reference: string;
  providerTxId: string;
  status: 'successful' | 'failed' | 'pending';
  amountKobo: number;
  currency: string;
  paymentType: PaymentType;
}

/** The provider could not be asked (timeout, network, 5xx): nothing may be concluded. */
export class ProviderUnavailableError extends Error {}

/**
 * The payment provider adapter (DESIGN.md): the sandbox (default, offline) or Flutterwave. Our
 * records change only after `verify` has asked the provider.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** Given to the browser's checkout; null for the sandbox. */
  publicKey: string | null;
  /** The provider's record of a reference, or null when it has none. Throws ProviderUnavailableError. */
  verify(reference: string): Promise<ProviderPayment | null>;
  /**
   * A webhook's reference when the request is authentic (secret compared in constant time),
   * else null. The reference is then verified through `verify` again: the body is never believed.
   */
  webhookReference(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): string | null;
}
