import type { Db } from '../../db/database.js';
import { transactionsRepository } from './repository.js';

/** What other modules may ask about a member's payments. */
export function paymentsQueries(db: Db) {
  const repo = transactionsRepository(db);
  return {
    hasPaid: (userId: string) => repo.hasPaid(userId),

    /** The member's latest confirmed payment (the case view shows it to reviewers). */
    latestPaid(userId: string) {
      return db
        .selectFrom('transactions')
        .select(['ref_number', 'amount_kobo', 'paid_at', 'payment_type'])
        .where('user_id', '=', userId)
        .where('status', '=', 'paid')
        .orderBy('paid_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
