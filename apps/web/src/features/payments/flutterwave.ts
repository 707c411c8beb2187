import { KYC_PAYMENT_REASON, paymentMessages, type PaymentCheckout } from '@vouch/contracts';
import { loadScript } from './load-script';

const SCRIPT_URL = 'https://checkout.flutterwave.com/v3.js';

interface FlutterwaveCallbackData {
  status?: string;
  tx_ref?: string;
  transaction_id?: number;
}

interface FlutterwaveConfig {
  public_key: string;
  tx_ref: string;
  amount: number;
  currency: string;
  payment_options: string;
  customer: InlineCheckout['customer'];
  customizations: { title: string; description: string; logo: string };
  callback: (data: FlutterwaveCallbackData) => void;
  onclose: (incomplete: boolean) => void;
}

declare global {
  interface Window {
    FlutterwaveCheckout?: (config: FlutterwaveConfig) => { close: () => void };
  }
}

export interface CheckoutHandlers {
  /** The checkout says the payment went through (the server still checks with Flutterwave). */
  onPaid: () => void;
  onFailed: () => void;
  /** Closed before the payment finished. */
  onCancelled: () => void;
}

/** What a Flutterwave Inline checkout needs: the KYC fee's, or a business's top-up. */
export interface InlineCheckout {
  public_key: string | null;
  tx_ref: string;
  amount: number;
  payment_options: string;
  customer: { email: string; name: string; phone_number?: string };
  title: string;
  description: string;
}

/**
 * Flutterwave Inline (spec 7, 9): the script, tried 3 times 1 second apart, then the modal.
 * Resolves once the modal is open; rejects with spec 8's message when the script never loads.
 * The callback's word is a hint: the server asks Flutterwave before anything is credited.
 */
export async function openFlutterwaveInline(
  checkout: InlineCheckout,
  handlers: CheckoutHandlers,
): Promise<void> {
  try {
    await loadScript(SCRIPT_URL, {
      attempts: 3,
      delayMs: 1000,
      isReady: () => typeof window.FlutterwaveCheckout === 'function',
    });
  } catch {
    throw new Error(paymentMessages.checkoutLoadFailed);
  }
  const open = window.FlutterwaveCheckout;
  if (!open || !checkout.public_key) throw new Error(paymentMessages.checkoutLoadFailed);

  let settled = false;
  const modal = open({
    public_key: checkout.public_key,
    tx_ref: checkout.tx_ref,
    amount: checkout.amount,
    currency: 'NGN',
    payment_options: checkout.payment_options,
    customer: checkout.customer,
    customizations: {
      title: checkout.title,
      description: checkout.description,
      logo: `${window.location.origin}/logo.svg`,
    },
    callback: (data) => {
      if (settled) return;
      settled = true;
      const ok = data.status === 'successful' || data.status === 'completed';
      if (ok) handlers.onPaid();
      else handlers.onFailed();
      modal.close();
    },
    onclose: () => {
      if (settled) return;
      settled = true;
      handlers.onCancelled();
    },
  });
}

/** The KYC fee's checkout (the member's chosen method first: the checkout opens on it). */
export function openFlutterwaveCheckout(
  checkout: PaymentCheckout,
  handlers: CheckoutHandlers,
): Promise<void> {
  return openFlutterwaveInline(
    {
      public_key: checkout.public_key,
      tx_ref: checkout.ref_number,
      amount: checkout.amount,
      payment_options: checkout.payment_options,
      customer: checkout.customer,
      title: 'Vouch',
      description: KYC_PAYMENT_REASON,
    },
    handlers,
  );
}
