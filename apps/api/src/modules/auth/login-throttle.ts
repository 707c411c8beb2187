import type { Db } from '../../db/database.js';
import { isoAfter, MINUTE, nowIso } from '../../lib/time.js';

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * MINUTE;
const LOCK_MS = 15 * MINUTE;

/**
 * Login throttling per e-mail address (keyed by a blind index of the address, whether or not an
 * account exists, so a lock reveals nothing): 5 failures in 15 minutes lock it for 15 minutes.
 * Kept in the database so every API instance sees the same count.
 */
export function loginThrottle(db: Db) {
  return {
    async isLocked(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('login_throttle')
        .select('locked_until')
        .where('key', '=', key)
        .executeTakeFirst();
      return !!row?.locked_until && row.locked_until > nowIso();
    },

    async recordFailure(key: string) {
      const now = Date.now();
      const row = await db
        .selectFrom('login_throttle')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      const windowOpen = row && Date.parse(row.window_started_at) > now - WINDOW_MS;
      const failures = windowOpen ? row.failures + 1 : 1;
      const values = {
        failures,
        window_started_at: windowOpen ? row.window_started_at : new Date(now).toISOString(),
        locked_until: failures >= MAX_FAILURES ? isoAfter(LOCK_MS, now) : null,
      };
      await db
        .insertInto('login_throttle')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    },

    async clear(key: string) {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}
