import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../db/database.js';
import type { TransactionsTable } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

export type TransactionRow = Selectable<TransactionsTable>;

export function transactionsRepository(db: Db) {
  return {
    async insert(row: TransactionRow) {
      await db.insertInto('transactions').values(row).execute();
    },

    /**
     * Opens `row` as the member's checkout unless one is open already, and returns the open one
     * either way. The partial unique index (one pending row per member, migration 0024) decides
     * between concurrent calls: one insert lands, the others do nothing and read it. Undefined
     * when the open one was settled between the two statements (the caller looks again).
     */
    async openCheckout(row: TransactionRow): Promise<TransactionRow | undefined> {
      await db
        .insertInto('transactions')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
      const open = await db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', row.user_id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return open;
    },

    findByRef(ref: string) {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('ref_number', '=', ref)
        .executeTakeFirst();
    },

    pending(userId: string) {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** Pending checkouts opened before `before` (oldest first, a bounded batch). */
    openBefore(before: string, limit = 200) {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('status', '=', 'pending')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    async hasPaid(userId: string) {
      const own = await db
        .selectFrom('transactions')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'paid')
        .executeTakeFirst();
      if (own) return true;
      // Or a business paid it: the member verifies from its verification link (issue 33).
      return db
        .selectFrom('verification_fees')
        .select('session_id')
        .where('user_id', '=', userId)
        .where('refunded_at', 'is', null)
        .executeTakeFirst()
        .then(Boolean);
    },

    /**
     * pending/failed/cancelled → paid in one conditional UPDATE: of any number of concurrent
     * confirmations (webhooks, the browser), exactly one sees `true` and does the side effects.
     */
    /** In the lifecycle's transaction: the payment and the member's new status land together. */
    async markPaid(
      tx: Tx,
      id: string,
      providerTxId: string,
      paymentType: string,
    ): Promise<boolean> {
      const now = nowIso();
      const r = await tx
        .updateTable('transactions')
        .set({
          status: 'paid',
          provider_tx_id: providerTxId,
          payment_type: paymentType,
          paid_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '!=', 'paid')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Records a non-paid outcome; never touches a paid transaction. */
    async markUnpaid(id: string, status: 'failed' | 'cancelled', paymentType?: string) {
      await db
        .updateTable('transactions')
        .set({ status, updated_at: nowIso(), ...(paymentType && { payment_type: paymentType }) })
        .where('id', '=', id)
        .where('status', '!=', 'paid')
        .execute();
    },

    list(
      userId: string,
      opts: { order: 'asc' | 'desc'; since: string | null; start: number; limit: number },
    ) {
      let q = db
        .selectFrom('transactions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', ['paid', 'failed']);
      if (opts.since) q = q.where('created_at', '>=', opts.since);
      return q
        .orderBy('created_at', opts.order)
        .orderBy('id', opts.order)
        .offset(opts.start)
        .limit(opts.limit)
        .execute();
    },
  };
}

export type TransactionsRepository = ReturnType<typeof transactionsRepository>;
