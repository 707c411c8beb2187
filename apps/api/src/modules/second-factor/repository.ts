import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** staff_totp and staff_recovery_codes: secrets stay encrypted, codes are stored as keyed hashes. */
export function secondFactorRepository(db: Db) {
  return {
    findTotp(userId: string) {
      return db
        .selectFrom('staff_totp')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** A new secret to scan; replaces one that was never confirmed (never a confirmed one). */
    async savePending(userId: string, encryptedSecret: string) {
      await db
        .insertInto('staff_totp')
        .values({
          user_id: userId,
          secret: encryptedSecret,
          created_at: nowIso(),
          confirmed_at: null,
          last_step: null,
        })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ secret: encryptedSecret, created_at: nowIso() })
            .where('staff_totp.confirmed_at', 'is', null),
        )
        .execute();
    },

    async confirm(tx: Tx, userId: string, step: number, codeHashes: string[]) {
      await tx
        .updateTable('staff_totp')
        .set({ confirmed_at: nowIso(), last_step: step })
        .where('user_id', '=', userId)
        .execute();
      await tx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
      await tx
        .insertInto('staff_recovery_codes')
        .values(
          codeHashes.map((code_hash) => ({
            id: randomUUID(),
            user_id: userId,
            code_hash,
            used_at: null,
          })),
        )
        .execute();
    },

    /** Records the step of an accepted code; false when that step (or a later one) was used. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const r = await db
        .updateTable('staff_totp')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Spends a recovery code; false when it is not one of theirs or was used. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const r = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const row = await db
        .selectFrom('staff_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async remove(tx: Tx, userId: string) {
      await tx.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
      await tx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
      await tx.deleteFrom('staff_passkeys').where('user_id', '=', userId).execute();
    },
  };
}
