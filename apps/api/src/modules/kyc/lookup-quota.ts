import { IDENTITY_LOOKUPS_PER_ACCOUNT } from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/**
 * The lifetime cap on an account's BVN lookups (issue 31). A lookup is claimed before the
 * provider is asked, by one conditional upsert: of lookups sent at once, only as many as are left
 * get a row back, on SQLite and PostgreSQL alike. A lookup the provider could not answer is given
 * back: the member did nothing wrong and learnt nothing.
 */
export function lookupQuota(db: Db) {
  return {
    /** True when the account had a lookup left, now used. */
    async claim(userId: string): Promise<boolean> {
      const now = nowIso();
      const row = await db
        .insertInto('identity_lookup_counts')
        .values({ user_id: userId, used: 1, updated_at: now })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet((eb) => ({
              used: eb('identity_lookup_counts.used', '+', 1),
              updated_at: now,
            }))
            .where('identity_lookup_counts.used', '<', IDENTITY_LOOKUPS_PER_ACCOUNT),
        )
        .returning('used')
        .executeTakeFirst();
      return row !== undefined;
    },

    async giveBack(userId: string): Promise<void> {
      await db
        .updateTable('identity_lookup_counts')
        .set((eb) => ({ used: eb('used', '-', 1), updated_at: nowIso() }))
        .where('user_id', '=', userId)
        .where('used', '>', 0)
        .execute();
    },
  };
}
