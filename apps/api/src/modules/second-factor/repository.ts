import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';

/** A fresh set of recovery codes; the old ones stop working. */
async function replaceRecoveryCodes(tx: Tx, userId: string, codeHashes: string[]) {
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
}

/**
 * staff_totp and staff_recovery_codes (members' too, despite the names: decision 0033): secrets
 * stay encrypted, codes are stored as keyed hashes.
 */
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

    /** The scan worked: the secret is the account's (recovery codes are the factor book's). */
    async confirm(tx: Tx, userId: string, step: number) {
      await tx
        .updateTable('staff_totp')
        .set({ confirmed_at: nowIso(), last_step: step })
        .where('user_id', '=', userId)
        .execute();
    },

    replaceRecoveryCodes,

    async removeTotp(tx: Tx, userId: string) {
      await tx.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
    },

    async removeRecoveryCodes(tx: Tx, userId: string) {
      await tx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
    },

    /**
     * users.second_factor_since follows the factors left (0022): set when the first one arrives,
     * cleared when the last one goes. Returns whether the account has a factor now.
     */
    async syncEnrolled(tx: Tx, userId: string): Promise<boolean> {
      const totp = await tx
        .selectFrom('staff_totp')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      const passkey = await tx
        .selectFrom('staff_passkeys')
        .select('id')
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      const has = Boolean(totp || passkey);
      let q = tx.updateTable('users').where('id', '=', userId);
      q = has
        ? q.set({ second_factor_since: nowIso() }).where('second_factor_since', 'is', null)
        : q.set({ second_factor_since: null });
      await q.execute();
      return has;
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

    /** Every factor of the account (an admin's reset). */
    async remove(tx: Tx, userId: string) {
      await tx.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
      await tx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
      await tx.deleteFrom('staff_passkeys').where('user_id', '=', userId).execute();
      await tx
        .updateTable('users')
        .set({ second_factor_since: null })
        .where('id', '=', userId)
        .execute();
    },
  };
}
