import {
  maskNumber,
  type NumberKind,
  type NumberProofSource,
  type NumberState,
} from '@vouch/contracts';
import { sql, type RawBuilder } from 'kysely';
import { numberMovedMail } from '../../adapters/mail/identifier-templates.js';
import { sealMail } from '../../adapters/mail/sealed-mail.js';
import { dialectOf, type Db, type Tx } from '../../db/database.js';
import type { Jobs } from '../../jobs/index.js';
import type { ColumnCipher } from '../../lib/column-cipher.js';
import { localeOf } from '../../i18n/mail-text.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import type { HoldsService } from '../holds/index.js';

export interface ProofDeps {
  audit: AuditLog;
  jobs: Jobs;
  columns: ColumnCipher;
  holds: Pick<HoldsService, 'heldUntil' | 'place'>;
  appUrl: string;
}

export interface Proving {
  userId: string;
  kind: NumberKind;
  numberBidx: string;
  /** The number in E.164, for the masked label of a hold and the previous holder's mail. */
  e164: string;
  source: NumberProofSource;
  ip: string;
}

/**
 * Writing proofs: one member per number. A code proves control now, so it takes the number from
 * whoever proved it before (they are mailed); the BVN record never takes a number another member
 * proved by code — it is the bank's word on who registered the number, not proof of who holds it
 * today. A proof by a verified member of a number a reviewer did not approve with the KYC waits
 * out the hold.
 */
export function numberProofWriter(d: ProofDeps) {
  return {
    async prove(
      tx: Tx,
      p: Proving,
    ): Promise<{ outcome: 'proven'; heldUntil: string | null } | { outcome: 'taken' }> {
      const now = nowIso();
      const holder = await tx
        .selectFrom('number_proofs')
        .select('user_id')
        .where('number_bidx', '=', p.numberBidx)
        .executeTakeFirst();
      const previous = holder && holder.user_id !== p.userId ? holder.user_id : null;
      if (previous && (p.source === 'bvn' || p.source === 'nin')) return { outcome: 'taken' };
      const heldUntil = await d.holds.heldUntil(
        tx,
        p.userId,
        (s) => s.phone_bidx === p.numberBidx || s.whatsapp_bidx === p.numberBidx,
      );
      const row = {
        user_id: p.userId,
        source: p.source,
        proven_at: now,
        held_until: heldUntil,
      };
      if (holder)
        await tx
          .updateTable('number_proofs')
          .set(row)
          .where('number_bidx', '=', p.numberBidx)
          .execute();
      else
        await tx
          .insertInto('number_proofs')
          .values({ number_bidx: p.numberBidx, ...row })
          .execute();
      if (previous) await this.moved(tx, previous, p, now);
      if (heldUntil)
        await d.holds.place(
          tx,
          {
            userId: p.userId,
            kind: 'number',
            target: p.numberBidx,
            label: maskNumber(p.e164),
            ip: p.ip,
          },
          heldUntil,
        );
      await d.audit.append(tx, {
        actorId: p.userId,
        ip: p.ip,
        action: 'number.prove',
        targetType: 'user',
        targetId: p.userId,
        details: { kind: p.kind, source: p.source, held: heldUntil !== null, moved_from: previous },
      });
      return { outcome: 'proven', heldUntil };
    },

    /** The member who held the number loses it (and any hold of it); they are told by mail. */
    async moved(tx: Tx, previousId: string, p: Proving, now: string) {
      await tx
        .updateTable('identifier_holds')
        .set({ cancelled_at: now })
        .where('user_id', '=', previousId)
        .where('target', '=', p.numberBidx)
        .where('cancelled_at', 'is', null)
        .execute();
      const row = await tx
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'preferred_language'])
        .where('id', '=', previousId)
        .executeTakeFirstOrThrow();
      const u = d.columns.open('users', previousId, row);
      await d.jobs.send(
        tx,
        'mail',
        sealMail(
          d.columns,
          numberMovedMail(
            u.email,
            u.first_name,
            maskNumber(p.e164),
            `${d.appUrl}/profile`,
            localeOf(u.preferred_language),
          ),
        ),
      );
    },
  };
}

/**
 * A member's proofs of numbers no longer on their profile end (the member changed a number): the
 * old number stops finding them at once, and proving it again takes a new code.
 */
export async function releaseUnlistedNumbers(tx: Tx, userId: string, onProfile: string[]) {
  const gone = await tx
    .deleteFrom('number_proofs')
    .where('user_id', '=', userId)
    .where('number_bidx', 'not in', onProfile)
    .returning('number_bidx')
    .execute();
  if (gone.length > 0)
    await tx
      .updateTable('identifier_holds')
      .set({ cancelled_at: nowIso() })
      .where('user_id', '=', userId)
      .where('kind', '=', 'number')
      .where(
        'target',
        'in',
        gone.map((g) => g.number_bidx),
      )
      .where('cancelled_at', 'is', null)
      .execute();
}

/**
 * A member's number proofs as one JSON value for account info's statement (decision 0025):
 * `[number_bidx, source, proven_at, held_until]` each. Read it with `numberStatesOf`.
 */
export function numberProofsJsonOf(executor: Db | Tx, userId: RawBuilder<unknown>) {
  const from = sql`from number_proofs n where n.user_id = ${userId}`;
  return dialectOf(executor) === 'postgres'
    ? sql<unknown>`(select coalesce(json_agg(json_build_array(n.number_bidx, n.source,
        n.proven_at, n.held_until)), '[]'::json) ${from})`
    : sql<unknown>`(select json_group_array(json_array(n.number_bidx, n.source, n.proven_at,
        n.held_until)) ${from})`;
}

export function numberStatesOf(
  value: unknown,
  profile: Record<NumberKind, string>,
  now = nowIso(),
): Record<NumberKind, NumberState> {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as [
    string,
    NumberProofSource,
    string,
    string | null,
  ][];
  const stateOf = (bidx: string): NumberState => {
    const r = rows.find(([b]) => b === bidx);
    if (!r) return { state: 'unproven', source: null, proven_at: null, joins_answer_at: null };
    const [, source, provenAt, heldUntil] = r;
    const held = heldUntil !== null && heldUntil > now;
    return {
      state: held ? 'held' : 'proven',
      source,
      proven_at: provenAt,
      joins_answer_at: held ? heldUntil : null,
    };
  };
  return { phone: stateOf(profile.phone), whatsapp: stateOf(profile.whatsapp) };
}
