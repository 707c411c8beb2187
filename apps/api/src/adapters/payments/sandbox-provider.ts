import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { toPaymentType } from './payment-type.js';
import type { PaymentProvider, ProviderPayment } from './provider.js';

/**
 * The offline provider. Its ledger (sandbox_charges) plays the provider's own records: the in-app
 * test checkout writes the payer's choice there, as a hosted payment page would, and our payment
 * service learns the outcome only by asking `verify`, exactly as with a real provider.
 */
export function sandboxProvider(db: Db) {
  const provider: PaymentProvider & {
    charge(
      ref: string,
      method: string,
      outcome: 'successful' | 'failed',
      amountKobo: number,
    ): Promise<ProviderPayment>;
  } = {
    name: 'sandbox',
    publicKey: null,

    async verify(reference) {
      const row = await db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('ref_number', '=', reference)
        .executeTakeFirst();
      if (!row) return null;
      return {
        reference: row.ref_number,
        providerTxId: row.provider_tx_id,
        status: row.status as ProviderPayment['status'],
        amountKobo: Number(row.amount_kobo),
        currency: row.currency,
        paymentType: toPaymentType(row.method),
      };
    },

    /** The sandbox has no outside caller, so no webhook is ever authentic. */
    webhookReference() {
      return null;
    },

    /**
     * The test checkout's "pay" or "fail". A reference is charged successfully at most once;
     * a failed attempt can be followed by a successful one, as at a real provider.
     */
    async charge(ref, method, outcome, amountKobo) {
      const existing = await provider.verify(ref);
      if (existing?.status === 'successful') return existing;
      const values = {
        provider_tx_id: `sbx_${randomUUID()}`,
        status: outcome,
        method,
        amount_kobo: amountKobo,
        currency: 'NGN',
        created_at: nowIso(),
      };
      await db
        .insertInto('sandbox_charges')
        .values({ ref_number: ref, ...values })
        .onConflict((oc) =>
          oc
            .column('ref_number')
            .doUpdateSet(values)
            .where('sandbox_charges.status', '!=', 'successful'),
        )
        .execute();
      return (await provider.verify(ref))!;
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
