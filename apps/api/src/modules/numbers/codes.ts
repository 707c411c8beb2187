import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { NUMBER_CODE_MINUTES, type NumberChannel, type NumberKind } from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import { blindIndex } from '../../lib/crypto.js';
import { DAY, MINUTE } from '../../lib/time.js';

/**
 * The one-time codes sent to a number: six digits from the CSPRNG, stored only as a keyed hash
 * bound to the code's row (a hash copied to another row matches nothing), single use, 10 minutes.
 */
export function numberCodes(indexKey: Buffer) {
  const hash = (id: string, code: string) => blindIndex(indexKey, 'number-code', `${id}:${code}`);

  return {
    newCode: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),

    async insert(
      tx: Tx,
      c: { userId: string; kind: NumberKind; channel: NumberChannel; numberBidx: string },
      code: string,
      now: Date,
    ) {
      const id = randomUUID();
      const row = {
        id,
        user_id: c.userId,
        kind: c.kind,
        channel: c.channel,
        number_bidx: c.numberBidx,
        code_hash: hash(id, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + NUMBER_CODE_MINUTES * MINUTE).toISOString(),
        used_at: null,
      };
      await tx.insertInto('number_proof_codes').values(row).execute();
      return row;
    },

    /** The member's latest code for this kind of number: the only one that can prove it. */
    latest(executor: Db | Tx, userId: string, kind: NumberKind) {
      return executor
        .selectFrom('number_proof_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Codes sent in the last 24 hours: to this member, and to this number by anyone. */
    async sentToday(executor: Db | Tx, userId: string, numberBidx: string, now: Date) {
      const since = new Date(now.getTime() - DAY).toISOString();
      const count = (column: 'user_id' | 'number_bidx', value: string) =>
        executor
          .selectFrom('number_proof_codes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column, '=', value)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      return {
        byMember: await count('user_id', userId),
        toNumber: await count('number_bidx', numberBidx),
      };
    },

    matches(row: { id: string; code_hash: string }, code: string) {
      const a = Buffer.from(hash(row.id, code));
      const b = Buffer.from(row.code_hash);
      return a.length === b.length && timingSafeEqual(a, b);
    },

    /**
     * Claims one of the code's tries before it is compared (issue 46): a conditional increment,
     * so however many guesses arrive together, only `max` of them are ever compared. The count
     * after this try, or null when the code is used, expired or out of tries.
     */
    async claimTry(executor: Db | Tx, id: string, max: number, now: string) {
      const r = await executor
        .updateTable('number_proof_codes')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', id)
        .where('failures', '<', max)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('failures')
        .executeTakeFirst();
      return r ? Number(r.failures) : null;
    },

    byId(executor: Db | Tx, id: string) {
      return executor
        .selectFrom('number_proof_codes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** Marks the code used; false if another request used it first. */
    async use(tx: Tx, id: string, at: string): Promise<boolean> {
      const r = await tx
        .updateTable('number_proof_codes')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type NumberCodes = ReturnType<typeof numberCodes>;
