import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { EmailTokenPurpose } from '../../db/schema.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isoAfter, nowIso } from '../../lib/time.js';

/**
 * E-mail tokens (DESIGN.md): 256 random bits, only the SHA-256 stored, single use, expiring.
 * Consuming is one conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export function emailTokens(db: Db) {
  return {
    async issue(userId: string, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
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
        })
        .execute();
      return token;
    },

    /** The user id of a valid, unused, unexpired token, leaving it unused (checks before use). */
    async peek(token: string, purpose: EmailTokenPurpose): Promise<string | null> {
      const row = await db
        .selectFrom('email_tokens')
        .select('user_id')
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
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
