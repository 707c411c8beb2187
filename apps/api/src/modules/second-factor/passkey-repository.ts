import type { Db, Tx } from '../../db/database.js';
import { isoAfter, nowIso } from '../../lib/time.js';

export type ChallengePurpose = 'registration' | 'authentication';

/** staff_passkeys and the one WebAuthn challenge each session is answering. */
export function passkeyRepository(db: Db | Tx) {
  return {
    list(userId: string) {
      return db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    find(userId: string, id: string) {
      return db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async count(userId: string): Promise<number> {
      const row = await db
        .selectFrom('staff_passkeys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async add(row: {
      id: string;
      userId: string;
      publicKey: string;
      counter: number;
      transports: string[] | undefined;
      name: string;
    }) {
      await db
        .insertInto('staff_passkeys')
        .values({
          id: row.id,
          user_id: row.userId,
          public_key: row.publicKey,
          counter: row.counter,
          transports: row.transports ? JSON.stringify(row.transports) : null,
          name: row.name,
          created_at: nowIso(),
          last_used_at: null,
        })
        .execute();
    },

    /**
     * Records a sign-in; false when the counter did not move forward (a cloned authenticator).
     * Authenticators that keep no counter report 0 every time, which stays allowed.
     */
    async used(id: string, oldCounter: number, newCounter: number): Promise<boolean> {
      const r = await db
        .updateTable('staff_passkeys')
        .set({ counter: newCounter, last_used_at: nowIso() })
        .where('id', '=', id)
        .where('counter', '=', oldCounter)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const r = await db
        .deleteFrom('staff_passkeys')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },

    async saveChallenge(
      sessionId: string,
      purpose: ChallengePurpose,
      challenge: string,
      ttlMs: number,
    ) {
      const values = { purpose, challenge, expires_at: isoAfter(ttlMs) };
      await db
        .insertInto('webauthn_challenges')
        .values({ session_id: sessionId, ...values })
        .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
        .execute();
    },

    /** The session's unexpired challenge for this purpose, used up as it is read. */
    async takeChallenge(sessionId: string, purpose: ChallengePurpose): Promise<string | null> {
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('session_id', '=', sessionId)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', nowIso())
        .returning('challenge')
        .executeTakeFirst();
      return row?.challenge ?? null;
    },
  };
}
