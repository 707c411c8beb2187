import { randomBytes, randomUUID } from 'node:crypto';
import {
  KYC_FEE_KOBO,
  KYC_PAYMENT_REASON,
  paymentMessages,
  paymentOptionsFor,
  type FetchTransactionsPayload,
  type MemberStatus,
  type PaymentCheckout,
  type PaymentMethod,
  type Transaction,
} from '@vouch/contracts';
import { paymentReceiptMail } from '../../adapters/mail/templates.js';
import {
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderPayment,
} from '../../adapters/payments/provider.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { DAY, HOUR, MINUTE, nowIso } from '../../lib/time.js';
import type { AuthContext } from '../auth/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import { usersRepository, type MemberPii } from '../users/index.js';
import { toTransaction } from './present.js';
import { transactionsRepository, type TransactionRow } from './repository.js';
import { localeOf } from '../../i18n/mail-text.js';

export interface PaymentDeps {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  pii: MemberPii;
  lifecycle: Pick<Lifecycle, 'feePaid'>;
}

/** A checkout is asked about again after this long, and given up after ABANDONED_AFTER_MS. */
const RECONCILE_AFTER_MS = 10 * MINUTE;
const ABANDONED_AFTER_MS = HOUR;

/** Statuses a member reaches only after paying (a revoked member paid too). */
const PAID_STATUSES = new Set<MemberStatus>(['KYC_IN_PROGRESS', 'VERIFIED', 'REVOKED']);

/** A payment counts only when it is ours, successful, in naira and at least the fee. */
function counts(p: ProviderPayment, tx: TransactionRow): boolean {
  return (
    p.reference === tx.ref_number &&
    p.status === 'successful' &&
    p.currency === 'NGN' &&
    p.amountKobo >= tx.amount_kobo
  );
}

export function paymentService({ db, config, provider, pii, lifecycle }: PaymentDeps) {
  const users = usersRepository(db, pii);
  const transactions = transactionsRepository(db);

  async function receipt(tx: TransactionRow, p: ProviderPayment) {
    const user = await users.findById(tx.user_id);
    if (!user) return null;
    const t = toTransaction({ ...tx, payment_type: p.paymentType });
    const locale = localeOf(user.preferred_language);
    return paymentReceiptMail(
      user.email,
      user.first_name,
      {
        reference: tx.ref_number,
        // Naira in the member's language's format: ₦ in every one of them (issue 51).
        amount: new Intl.NumberFormat(locale === 'en' ? 'en-NG' : locale, {
          style: 'currency',
          currency: 'NGN',
          currencyDisplay: 'narrowSymbol',
        }).format(t.amount),
        method: p.paymentType.replace(/_/g, ' '),
        paidAt: `${t.create_date} ${t.create_time}`,
        kycUrl: `${config.appUrl}/kyc`,
      },
      locale,
    );
  }

  /**
   * Asks the provider about a transaction and records what it says. Safe to call any number of
   * times at once: only the call that moves the row to paid changes the member and sends a receipt.
   */
  async function reconcile(
    tx: TransactionRow,
    clientSaysCancelled: boolean,
  ): Promise<TransactionRow> {
    if (tx.status === 'paid') return tx;
    let p: ProviderPayment | null;
    try {
      p = await provider.verify(tx.ref_number);
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        throw new HttpError(502, paymentMessages.providerUnavailable);
      }
      throw err;
    }
    if (p && counts(p, tx)) {
      // One transaction: the payment, the member's status, the audit entry and the receipt.
      await lifecycle.feePaid(
        { userId: tx.user_id, transactionId: tx.id, receipt: await receipt(tx, p) },
        (trx) => transactions.markPaid(trx, tx.id, p.providerTxId, p.paymentType),
      );
    } else if (p && p.status !== 'pending') {
      // Failed at the provider, or "successful" with the wrong amount, currency or reference.
      await transactions.markUnpaid(tx.id, 'failed', p.paymentType);
    } else if (clientSaysCancelled) {
      await transactions.markUnpaid(tx.id, 'cancelled');
    }
    return (await transactions.findByRef(tx.ref_number))!;
  }

  async function ownTransaction(auth: AuthContext, ref: string) {
    const tx = await transactions.findByRef(ref);
    // Someone else's reference reads exactly like an unknown one.
    if (!tx || tx.user_id !== auth.user.id)
      throw new HttpError(404, paymentMessages.unknownReference);
    return tx;
  }

  return {
    /**
     * The server makes the reference and the amount; the checkout only displays them. A member
     * has one open checkout at a time (issue 31): an initiate while one is open answers that one
     * (on the method chosen now), so parallel initiates cannot open several checkouts to pay.
     */
    async initiate(auth: AuthContext, method?: PaymentMethod): Promise<PaymentCheckout> {
      const user = auth.user;
      if (user.status === 'EMAIL_VERIFICATION') throw badRequest(paymentMessages.verifyEmailFirst);
      let open: TransactionRow | undefined;
      // Twice at most: the open checkout can be settled between our insert and our read.
      for (let attempt = 0; attempt < 2 && !open; attempt++) {
        if (PAID_STATUSES.has(user.status) || (await transactions.hasPaid(user.id))) {
          throw new HttpError(409, paymentMessages.alreadyPaid);
        }
        // The open checkout is asked about first: paid (tab closed before the browser said so)
        // stops a second payment; failed at the provider makes way for a new one; otherwise it
        // is the one to answer.
        for (const pending of await transactions.pending(user.id)) {
          const settled = await reconcile(pending, false).catch(() => pending);
          if (settled.status === 'paid') throw new HttpError(409, paymentMessages.alreadyPaid);
        }
        const now = nowIso();
        const ref = `VCH-${Date.now().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;
        open = await transactions.openCheckout({
          id: randomUUID(),
          user_id: user.id,
          ref_number: ref,
          amount_kobo: KYC_FEE_KOBO,
          currency: 'NGN',
          reason: KYC_PAYMENT_REASON,
          payment_type: 'OTHER',
          status: 'pending',
          provider: provider.name,
          provider_tx_id: null,
          paid_at: null,
          created_at: now,
          updated_at: now,
        });
      }
      if (!open) throw new HttpError(409, paymentMessages.checkoutBusy);
      const member = await auth.member();
      return {
        provider: provider.name,
        ref_number: open.ref_number,
        amount: open.amount_kobo / 100,
        currency: 'NGN',
        reason: KYC_PAYMENT_REASON,
        payment_method: method ?? 'card',
        payment_options: paymentOptionsFor(method),
        public_key: provider.publicKey,
        customer: {
          email: member.email,
          name: `${member.first_name} ${member.last_name}`,
          phone_number: pii.decrypt(member.phone_enc),
        },
      };
    },

    /** Spec 7's create-new-transaction: the client's status is a hint, the provider decides. */
    async confirm(
      auth: AuthContext,
      ref: string,
      clientStatus: string | undefined,
    ): Promise<Transaction> {
      const tx = await ownTransaction(auth, ref);
      const cancelled = (clientStatus ?? '').toLowerCase() === 'cancelled';
      return toTransaction(await reconcile(tx, cancelled));
    },

    /** A provider's webhook, already authenticated: verified through the provider's API again. */
    async webhook(ref: string): Promise<void> {
      const tx = await transactions.findByRef(ref);
      if (tx) await reconcile(tx, false);
    },

    /**
     * The member's payments. Checkouts opened and closed without paying (pending or cancelled:
     * the provider took no money) are kept for reconciliation and audit but are not listed: a
     * member who tried three times before paying sees one row, not four (decision 0016).
     */
    async list(auth: AuthContext, q: Required<FetchTransactionsPayload>): Promise<Transaction[]> {
      const days = { ALL_TIME: null, TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30 }[q.sort_by_date];
      const rows = await transactions.list(auth.user.id, {
        order: q.sort_by === 'DESC' ? 'desc' : 'asc',
        since: days === null ? null : new Date(Date.now() - days * DAY).toISOString(),
        start: q.start,
        limit: q.limit,
      });
      return rows.map(toTransaction);
    },

    ownTransaction,

    /**
     * The 'payments-reconcile' job: checkouts left open (the tab closed before the browser
     * confirmed) are asked about again, so a payment the provider took is never left unpaid. Ones
     * open for over an hour that the provider has not seen paid are recorded as cancelled.
     * Returns how many were looked at.
     */
    async reconcileOpen(now = Date.now()): Promise<number> {
      const open = await transactions.openBefore(new Date(now - RECONCILE_AFTER_MS).toISOString());
      for (const tx of open) {
        const abandoned = Date.parse(tx.created_at) < now - ABANDONED_AFTER_MS;
        await reconcile(tx, abandoned).catch(() => undefined);
      }
      return open.length;
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
