import type { Db } from '../../db/database.js';
import { MINUTE, nowIso } from '../../lib/time.js';

/** Free attempts before delays start. */
const FREE_ATTEMPTS = 3;
const MAX_DELAY_MS = 60_000;
/** A quiet quarter of an hour forgets earlier failures. */
const WINDOW_MS = 15 * MINUTE;

/** The wait after the nth counted attempt: none for the first three, then 1 s, 2 s, 4 s … 60 s. */
export function delayAfter(attempts: number): number {
  if (attempts <= FREE_ATTEMPTS) return 0;
  return Math.min(1000 * 2 ** (attempts - FREE_ATTEMPTS - 1), MAX_DELAY_MS);
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Login throttling without lockouts (hardening issue): progressive delays keyed on the account
 * (a blind index of the typed address, whether or not an account exists) together with the
 * client's address. A stranger guessing from elsewhere slows only their own guesses: the member,
 * from their own address, still gets in with the right password at once. Each attempt is
 * claimed with a compare-and-set on the row before the password is checked, as if it will fail,
 * so parallel guesses cannot skip the delay; a successful login clears the row. Kept in the
 * database so every API instance sees the same count.
 */
export function loginThrottle(db: Db) {
  return {
    async claimAttempt(key: string): Promise<AttemptVerdict> {
      const now = Date.now();
      await db
        .insertInto('login_throttle')
        .values({ key, failures: 0, window_started_at: nowIso(), next_attempt_at: null })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db
        .selectFrom('login_throttle')
        .select(['failures', 'window_started_at', 'next_attempt_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return { allowed: true }; // cleared by a login a moment ago
      const next = row.next_attempt_at ? Date.parse(row.next_attempt_at) : 0;
      if (next > now) return { allowed: false, retryAfterSeconds: Math.ceil((next - now) / 1000) };
      const fresh = Date.parse(row.window_started_at) < now - WINDOW_MS;
      const attempts = fresh ? 1 : Number(row.failures) + 1;
      const claimed = await db
        .updateTable('login_throttle')
        .set({
          failures: attempts,
          window_started_at: new Date(now).toISOString(),
          next_attempt_at: new Date(now + delayAfter(attempts)).toISOString(),
        })
        .where('key', '=', key)
        .where('failures', '=', row.failures)
        .where('window_started_at', '=', row.window_started_at)
        .executeTakeFirst();
      // Another guess claimed the same slot first: this one waits its turn.
      if (Number(claimed.numUpdatedRows) !== 1) return { allowed: false, retryAfterSeconds: 1 };
      return { allowed: true };
    },

    async clear(key: string) {
      await db.deleteFrom('login_throttle').where('key', '=', key).execute();
    },
  };
}
