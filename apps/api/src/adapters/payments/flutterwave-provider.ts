import { constantTimeEqual } from '../../lib/crypto.js';
import { toPaymentType } from './payment-type.js';
import {
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderPayment,
} from './provider.js';

interface FlutterwaveConfig {
  publicKey: string;
  secretKey: string;
  webhookHash: string;
  baseUrl: string;
  timeoutMs: number;
}

interface VerifyResponse {
  status?: string;
  message?: string;
  data?: {
    id?: number | string;
    tx_ref?: string;
    status?: string;
    amount?: number;
    charged_amount?: number;
    currency?: string;
    payment_type?: string;
  };
}

/**
 * Flutterwave (v3): the browser pays through the Inline checkout; the server confirms with the
 * documented "verify transaction by reference" API using the secret key, and authenticates
 * webhooks by the `verif-hash` header before verifying their reference through the API again.
 */
export function flutterwaveProvider(config: FlutterwaveConfig): PaymentProvider {
  return {
    name: 'flutterwave',
    publicKey: config.publicKey,

    async verify(reference) {
      const url = `${config.baseUrl}/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`;
      let res: Response;
      try {
        res = await fetch(url, {
          headers: { authorization: `Bearer ${config.secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        throw new ProviderUnavailableError(`Flutterwave unreachable: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => ({}))) as VerifyResponse;
      // Flutterwave answers 400/404 "No transaction was found for this id" for unknown references.
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok || body.status !== 'success' || !body.data) {
        throw new ProviderUnavailableError(`Flutterwave verify answered ${res.status}`);
      }
      const d = body.data;
      const status: ProviderPayment['status'] =
        d.status === 'successful' ? 'successful' : d.status === 'failed' ? 'failed' : 'pending';
      return {
        reference: String(d.tx_ref ?? ''),
        providerTxId: String(d.id ?? ''),
        status,
        // Naira with up to two decimals → kobo, without floating-point drift.
        amountKobo: Math.round(Number(d.amount ?? 0) * 100),
        currency: String(d.currency ?? ''),
        paymentType: toPaymentType(d.payment_type),
      };
    },

    webhookReference(headers, body) {
      const given = headers['verif-hash'];
      if (typeof given !== 'string' || !constantTimeEqual(given, config.webhookHash)) return null;
      const ref = (body as { data?: { tx_ref?: unknown } } | null)?.data?.tx_ref;
      return typeof ref === 'string' && ref.length > 0 && ref.length <= 100 ? ref : null;
    },
  };
}
