import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { EmailTokenPurpose } from '../../db/schema.js';
import { constantTimeEqual, randomToken, sha256 } from '../../lib/crypto.js';
import { isoAfter, nowIso } from '../../lib/time.js';

/**
 * E-mail tokens (DESIGN.md): 256 random bits, only the SHA-256 stored, single use, expiring.
 * Consuming is one conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export function emailTokens(db: Db) {
  return {
    /** `codeHash`: a reset code's keyed hash, stored beside the link's token (0013). */
    async issue(
      userId: string,
      purpose: EmailTokenPurpose,
      ttlMs: number,
      codeHash: string | null = null,
    ): Promise<string> {
      const token = randomToken();
      await db
        .insertInto('email_tokens')
        .values({
          id: randomUUID(),
          user_id: userId,
          purpose,
          token_hash: sha256(token),
          expires_at: isoAfter(ttlMs),
          used_at: null,
          created_at: nowIso(),
          code_hash: codeHash,
        })
        .execute();
      return token;
    },

    /** The row of a valid, unused, unexpired token, leaving it unused (checks before use). */
    async peek(
      token: string,
      purpose: EmailTokenPurpose,
    ): Promise<{ id: string; user_id: string } | null> {
      const row = await db
        .selectFrom('email_tokens')
        .select(['id', 'user_id'])
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * A typed reset code for one account: the row when `codeHash` matches its open code. Each
     * try is claimed before the comparison (code_failures + 1, only while below `maxTries`), so
     * parallel guesses cannot exceed the limit; after `maxTries` the code is dead. A right code
     * is then consumed, so its count no longer matters.
     */
    async matchCode(
      userId: string,
      codeHash: string,
      maxTries: number,
    ): Promise<{ id: string; user_id: string } | null> {
      const row = await db
        .selectFrom('email_tokens')
        .select(['id', 'user_id', 'code_hash', 'code_failures'])
        .where('user_id', '=', userId)
        .where('purpose', '=', 'reset_password')
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .where('code_hash', 'is not', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || Number(row.code_failures) >= maxTries) return null;
      const claimed = await db
        .updateTable('email_tokens')
        .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
        .where('id', '=', row.id)
        .where('code_failures', '<', maxTries)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      return constantTimeEqual(row.code_hash!, codeHash)
        ? { id: row.id, user_id: row.user_id }
        : null;
    },

    /** Marks one token used; the user id when this call was the one that used it. */
    async consumeById(id: string): Promise<string | null> {
      const row = await db
        .updateTable('email_tokens')
        .set({ used_at: nowIso() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Returns the user id when the token was valid, unused and unexpired; marks it used. */
    async consume(token: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const hash = sha256(token);
      const now = nowIso();
      const row = await db
        .selectFrom('email_tokens')
        .select(['id', 'user_id'])
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      const r = await db
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? row.user_id : null;
    },

    /**
     * The owner of a token we issued for this purpose, used or expired alike (never for access:
     * only to tell an already verified member so instead of "invalid").
     */
    async ownerOfAny(token: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const row = await db
        .selectFrom('email_tokens')
        .select('user_id')
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Ends every open token of a purpose (a new reset code voids the old ones). */
    async revokeAll(userId: string, purpose: EmailTokenPurpose) {
      await db
        .updateTable('email_tokens')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    async latestIssuedAt(userId: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const row = await db
        .selectFrom('email_tokens')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },
  };
}

export type EmailTokens = ReturnType<typeof emailTokens>;
