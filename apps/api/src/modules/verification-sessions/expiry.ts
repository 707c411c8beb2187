import type { SessionStatus } from '@vouch/contracts';
import { nowIso } from '../../lib/time.js';
import {
  findSession,
  type SessionDeps,
  type SessionRow,
  type SessionTransitions,
} from './transition.js';

/** Statuses that end by the clock: a submitted KYC waits for its decision instead. */
const EXPIRABLE: SessionStatus[] = ['created', 'opened', 'in_progress'];

/** Sessions whose time is up: expired when read, and by a repeating job. */
export function sessionExpiry(d: SessionDeps, { move, refundUnspentFee }: SessionTransitions) {
  const { db } = d;

  /** The session, expired first if its time is up. */
  async function current(id: string): Promise<SessionRow | undefined> {
    const s = await findSession(db, id);
    if (!s || !EXPIRABLE.includes(s.status) || s.expires_at > nowIso()) return s;
    const ended = await db.transaction().execute(async (tx) => {
      const again = await findSession(tx, id);
      if (!again || !EXPIRABLE.includes(again.status)) return again;
      return move(tx, again, 'expired');
    });
    // An abandoned start: the business's fee back when nothing was submitted (issue 46).
    if (ended) await refundUnspentFee(ended);
    return ended;
  }

  /** Expires every session whose time is up (a repeating job; `now` for tests). */
  async function expireDue(now = nowIso(), organisationId?: string): Promise<number> {
    let q = db
      .selectFrom('verification_sessions')
      .select('id')
      .where('status', 'in', EXPIRABLE)
      .where('expires_at', '<=', now);
    if (organisationId) q = q.where('organisation_id', '=', organisationId);
    const due = await q.limit(500).execute();
    let n = 0;
    for (const { id } of due) {
      const ended = await db.transaction().execute(async (tx) => {
        const s = await findSession(tx, id);
        if (!s || !EXPIRABLE.includes(s.status) || s.expires_at > now) return null;
        n += 1;
        return move(tx, s, 'expired');
      });
      if (ended) await refundUnspentFee(ended);
    }
    return n;
  }

  return { current, expireDue };
}

export type SessionExpiry = ReturnType<typeof sessionExpiry>;
