import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { holdMessages, type HoldKind } from '@vouch/contracts';
import { holdCancelledMail, identifierHeldMail } from '../../adapters/mail/identifier-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import type { Db, Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { HttpError } from '../../lib/http-errors.js';
import { localeOf } from '../../i18n/mail-text.js';
import { HOUR, nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { AuthContext, Sessions } from '../auth/index.js';

export interface HoldsDeps {
  db: Db;
  audit: AuditLog;
  jobs: Jobs;
  columns: ColumnCipher;
  sessions: Pick<Sessions, 'revokeAllFor'>;
  appUrl: string;
  /** NEW_IDENTIFIER_HOLD_HOURS (0: nothing is held). */
  holdHours: number;
}

export interface NewHold {
  userId: string;
  kind: HoldKind;
  /** wallet: holdTarget.wallet(…); number: the number's blind index. */
  target: string;
  /** What the member reads of it, masked. */
  label: string;
  ip: string;
}

/** The target of a held wallet proof: its key in wallet_proofs. */
export const walletTarget = (addressNorm: string, family: string) => `${addressNorm}|${family}`;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * New identifiers after verification (issue 30, decision 0034). A wallet or a number proven by a
 * verified member answers lookups only after NEW_IDENTIFIER_HOLD_HOURS; the member is mailed at
 * once with a link that cancels it and signs out every session. Whoever got into the account
 * cannot point payers at their own wallet before the owner hears of it.
 */
export function holdsService(d: HoldsDeps) {
  const link = (path: string) => `${d.appUrl}${path}`;

  async function memberOf(executor: Db | Tx, userId: string) {
    const row = await executor
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'preferred_language'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return d.columns.open('users', userId, row);
  }

  /** Takes the proof away, ends the sessions, mails the member: one transaction. */
  async function cancel(
    tx: Tx,
    hold: { id: string; user_id: string; kind: HoldKind; target: string; label: string },
    keepSessionId: string | undefined,
    ip: string,
    actorId: string | null,
  ) {
    const ended = await tx
      .updateTable('identifier_holds')
      .set({ cancelled_at: nowIso() })
      .where('id', '=', hold.id)
      .where('cancelled_at', 'is', null)
      .where('held_until', '>', nowIso())
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return false;
    if (hold.kind === 'wallet') {
      const [addressNorm, family] = hold.target.split('|') as [string, string];
      await tx
        .deleteFrom('wallet_proofs')
        .where('address_norm', '=', addressNorm)
        .where('family', '=', family as never)
        .where('user_id', '=', hold.user_id)
        .execute();
      // The address goes from the list too: it was never the member's as far as we know.
      await tx
        .deleteFrom('wallets')
        .where('user_id', '=', hold.user_id)
        .where('address_norm', '=', addressNorm)
        .execute();
    } else {
      await tx
        .deleteFrom('number_proofs')
        .where('number_bidx', '=', hold.target)
        .where('user_id', '=', hold.user_id)
        .execute();
    }
    await d.sessions.revokeAllFor(hold.user_id, keepSessionId, tx);
    await d.audit.append(tx, {
      actorId,
      ip,
      action: 'hold.cancel',
      targetType: 'identifier_hold',
      targetId: hold.id,
      details: { kind: hold.kind, by_link: actorId === null },
    });
    const u = await memberOf(tx, hold.user_id);
    await d.jobs.send(
      tx,
      'mail',
      sealMail(
        d.columns,
        holdCancelledMail(
          u.email,
          u.first_name,
          hold.label,
          link('/forgot-password'),
          localeOf(u.preferred_language),
        ),
      ),
    );
    return true;
  }

  return {
    /**
     * When a proof made now must wait: the member was verified before (a snapshot exists) and the
     * identifier is not one a reviewer approved with the KYC (`approved` says so for numbers).
     * Null: it answers at once.
     */
    async heldUntil(
      executor: Db | Tx,
      userId: string,
      approved: (snapshot: { phone_bidx: string; whatsapp_bidx: string }) => boolean = () => false,
    ): Promise<string | null> {
      if (d.holdHours <= 0) return null;
      const snapshot = await executor
        .selectFrom('verified_snapshots')
        .select(['phone_bidx', 'whatsapp_bidx'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!snapshot || approved(snapshot)) return null;
      return new Date(Date.now() + d.holdHours * HOUR).toISOString();
    },

    /** Records the hold and mails the member its cancel link, in the caller's transaction. */
    async place(tx: Tx, h: NewHold, heldUntil: string): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      // A newer hold of the same identifier replaces the old one (a re-proof).
      await tx
        .updateTable('identifier_holds')
        .set({ cancelled_at: nowIso() })
        .where('user_id', '=', h.userId)
        .where('target', '=', h.target)
        .where('cancelled_at', 'is', null)
        .execute();
      await tx
        .insertInto('identifier_holds')
        .values({
          id,
          user_id: h.userId,
          kind: h.kind,
          target: h.target,
          label: h.label,
          token_hash: sha256(token),
          created_at: nowIso(),
          held_until: heldUntil,
          cancelled_at: null,
        })
        .execute();
      await d.audit.append(tx, {
        actorId: h.userId,
        ip: h.ip,
        action: 'hold.place',
        targetType: 'identifier_hold',
        targetId: id,
        details: { kind: h.kind, held_until: heldUntil },
      });
      const u = await memberOf(tx, h.userId);
      await d.jobs.send(
        tx,
        'mail',
        sealMail(
          d.columns,
          identifierHeldMail(
            u.email,
            u.first_name,
            h.label,
            heldUntil,
            link(`/holds/cancel?token=${token}`),
            localeOf(u.preferred_language),
          ),
        ),
      );
    },

    /** Mail queued by `place` in a transaction that has committed: send it now. */
    kick: () => d.jobs.kick(),

    /** The e-mailed link: the token is the permission (no sign-in). */
    async cancelByLink(token: string, ip: string, keep?: AuthContext | null): Promise<void> {
      const done = await d.db.transaction().execute(async (tx) => {
        const hold = await tx
          .selectFrom('identifier_holds')
          .select(['id', 'user_id', 'kind', 'target', 'label'])
          .where('token_hash', '=', sha256(token))
          .executeTakeFirst();
        if (!hold) return false;
        const keepId = keep && keep.user.id === hold.user_id ? keep.sessionId : undefined;
        return cancel(tx, hold, keepId, ip, null);
      });
      d.jobs.kick();
      if (!done) throw new HttpError(410, holdMessages.linkInvalid);
    },

    /** The signed-in member, from the dashboard: this session stays, every other ends. */
    async cancelMine(auth: AuthContext, id: string, ip: string): Promise<void> {
      const done = await d.db.transaction().execute(async (tx) => {
        const hold = await tx
          .selectFrom('identifier_holds')
          .select(['id', 'user_id', 'kind', 'target', 'label'])
          .where('id', '=', id)
          .where('user_id', '=', auth.user.id)
          .executeTakeFirst();
        if (!hold) return false;
        return cancel(tx, hold, auth.sessionId, ip, auth.user.id);
      });
      d.jobs.kick();
      if (!done) throw new HttpError(404, holdMessages.notFound);
    },
  };
}

export type HoldsService = ReturnType<typeof holdsService>;
