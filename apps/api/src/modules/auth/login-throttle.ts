import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { MINUTE, nowIso } from '../../lib/time.js';

const MAX_ATTEMPTS = 5;
const WINDOW_MS = 15 * MINUTE;

/**
 * Login throttling per e-mail address, keyed by a blind index of the typed address whether or not
 * an account exists (a lock reveals nothing). Every attempt is counted in one atomic upsert before
 * the password is checked, so parallel guesses cannot slip past the count: at most 5 attempts in
 * 15 minutes; a successful login or a password reset clears it. Kept in the database so every API
 * instance sees the same count.
 */
export function loginThrottle(db: Db) {
  return {
    /** Counts this attempt; false when the address has used up its attempts for the window. */
    async allowAttempt(key: string): Promise<boolean> {
      const now = nowIso();
      const windowStart = new Date(Date.now() - WINDOW_MS).toISOString();
      const row = await db
        .insertInto('login_throttle')
        .values({ key, failures: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when login_throttle.window_started_at > ${windowStart} then login_throttle.failures + 1 else 1 end`,
            window_started_at: sql<string>`case when login_throttle.window_started_at > ${windowStart} then login_throttle.window_started_at else ${now} end`,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return Number(row.failures) <= MAX_ATTEMPTS;
    },

    async clear(key: string) {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}
