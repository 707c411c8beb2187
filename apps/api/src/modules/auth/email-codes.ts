import { randomInt, randomUUID } from 'node:crypto';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_FAILURES,
  EMAIL_CODE_TTL_MINUTES,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { constantTimeEqual, randomToken, sha256 } from '../../lib/crypto.js';
import { HOUR, isoAfter, MINUTE, nowIso } from '../../lib/time.js';

const CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * MINUTE;
const TICKET_TTL_MS = 30 * MINUTE;
/** A new code for an address at most once a minute while the last is open, 5 in an hour. */
const RESEND_INTERVAL_MS = MINUTE;
const MAX_CODES_PER_HOUR = 5;

/** Six digits, uniform (crypto's randomInt rejects biased draws). */
export function newEmailCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

/**
 * Codes mailed to an address (migration 0041, decision 0053). One open code per address: a new
 * one ends the last. Each try is claimed before the comparison (failures + 1 while below the
 * limit), so parallel guesses cannot exceed it; a right code is used once.
 */
export function emailCodes(db: Db, codeHash: (emailBidx: string, code: string) => string) {
  return {
    /** A new code for the address, or null when one was sent too recently or too often. */
    async issue(emailBidx: string): Promise<string | null> {
      const now = Date.now();
      const recent = await db
        .selectFrom('email_codes')
        .select(['created_at', 'used_at'])
        .where('email_bidx', '=', emailBidx)
        .where('created_at', '>', new Date(now - HOUR).toISOString())
        .orderBy('created_at', 'desc')
        .execute();
      if (recent.length >= MAX_CODES_PER_HOUR) return null;
      const last = recent[0];
      if (last && !last.used_at && Date.parse(last.created_at) > now - RESEND_INTERVAL_MS)
        return null;
      const code = newEmailCode();
      await db.transaction().execute(async (tx) => {
        // Old rows of the address go (a day is long past any code's or ticket's life).
        await tx
          .deleteFrom('email_codes')
          .where('email_bidx', '=', emailBidx)
          .where('created_at', '<', new Date(now - 24 * HOUR).toISOString())
          .execute();
        await tx
          .updateTable('email_codes')
          .set({ used_at: nowIso() })
          .where('email_bidx', '=', emailBidx)
          .where('used_at', 'is', null)
          .execute();
        await tx
          .insertInto('email_codes')
          .values({
            id: randomUUID(),
            email_bidx: emailBidx,
            code_hash: codeHash(emailBidx, code),
            expires_at: isoAfter(CODE_TTL_MS),
            used_at: null,
            created_at: nowIso(),
          })
          .execute();
      });
      return code;
    },

    /** Uses the address's open code when `code` is it; the row's id, or null. */
    async use(emailBidx: string, code: string): Promise<string | null> {
      const row = await db
        .selectFrom('email_codes')
        .select(['id', 'code_hash'])
        .where('email_bidx', '=', emailBidx)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .where('failures', '<', EMAIL_CODE_MAX_FAILURES)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      const claimed = await db
        .updateTable('email_codes')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', row.id)
        .where('failures', '<', EMAIL_CODE_MAX_FAILURES)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      if (!constantTimeEqual(row.code_hash, codeHash(emailBidx, code))) return null;
      const used = await db
        .updateTable('email_codes')
        .set({ used_at: nowIso() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? row.id : null;
    },

    /** A used code of a new address becomes a ticket to make its account with, once. */
    async ticketFor(id: string): Promise<string> {
      const ticket = randomToken();
      await db
        .updateTable('email_codes')
        .set({ ticket_hash: sha256(ticket), ticket_expires_at: isoAfter(TICKET_TTL_MS) })
        .where('id', '=', id)
        .execute();
      return ticket;
    },

    /** Spends a ticket of this address: true once, while it lives. */
    async spendTicket(emailBidx: string, ticket: string): Promise<boolean> {
      const r = await db
        .updateTable('email_codes')
        .set({ ticket_used_at: nowIso() })
        .where('ticket_hash', '=', sha256(ticket))
        .where('email_bidx', '=', emailBidx)
        .where('ticket_used_at', 'is', null)
        .where('ticket_expires_at', '>', nowIso())
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** A ticket not spent after all (the account could not be made): usable again. */
    async returnTicket(ticket: string): Promise<void> {
      await db
        .updateTable('email_codes')
        .set({ ticket_used_at: null })
        .where('ticket_hash', '=', sha256(ticket))
        .execute();
    },
  };
}
