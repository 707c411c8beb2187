import { sql } from 'kysely';
import { businessVerificationMessages, type SessionClaims } from '@vouch/contracts';
import { dialectOf, type Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import type { SessionMoved } from '../verification-sessions/index.js';
import { personMismatch } from './matching.js';
import type { BusinessVerificationDeps } from './service.js';
import { findVerification, peopleOf, presenter, type PersonRow } from './store.js';
import type { VerificationTransitions } from './transition.js';

/** SQLite's transaction holds the database's write lock already; PostgreSQL locks the row. */
async function lockVerification(tx: Tx, id: string): Promise<void> {
  if (dialectOf(tx) === 'postgres')
    await sql`select 1 from business_verifications where id = ${id} for update`.execute(tx);
}

/** A session's end that leaves its person to answer again (the business resends the link). */
const UNANSWERED = new Set(['declined', 'expired', 'cancelled', 'rejected']);

/**
 * A person answers through their link's session (issue 49): the sessions module tells every move
 * in its transaction, and this writes the person's result in it. An approval is the person's
 * only if the shared names and date of birth are the registry's (matching.ts); a test session's
 * simulated approval stands for the listed person (test mode has no real people). Once everyone
 * has verified, the verification goes to a reviewer.
 */
export function peopleReactions(
  d: Pick<BusinessVerificationDeps, 'cipher' | 'sessions' | 'idNumberHeld'>,
  t: VerificationTransitions,
) {
  const show = presenter(d.cipher, d.sessions.urlOf);

  async function set(tx: Tx, p: PersonRow, changed: Partial<PersonRow>): Promise<boolean> {
    const r = await tx
      .updateTable('business_verification_people')
      .set({ ...changed, updated_at: nowIso() })
      .where('id', '=', p.id)
      .where('status', '=', p.status)
      .where('session_id', '=', p.session_id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Names and date of birth first (matching.ts); then, where the registry lists the person's NIN
   * or BVN, the member must hold it (their approved submission's number or a matched lookup's).
   */
  async function mismatchOf(
    tx: Tx,
    p: PersonRow,
    e: SessionMoved,
    claims: SessionClaims,
  ): Promise<string | null> {
    const listed = show.listed(p);
    const differs = personMismatch(listed, claims);
    if (differs || !listed.idNumber) return differs;
    const held = e.session.member_id
      ? await d.idNumberHeld(tx, e.session.member_id, listed.idNumber)
      : false;
    return held ? null : businessVerificationMessages.idNumberDiffers;
  }

  async function onSessionMoved(tx: Tx, e: SessionMoved): Promise<void> {
    // A person who withdraws their consent (or closes their account) is no longer linked to
    // the verification; what they answered when it was decided stands.
    if (e.to === 'consent_revoked') {
      await tx
        .updateTable('business_verification_people')
        .set({ member_id: null, updated_at: nowIso() })
        .where('session_id', '=', e.session.id)
        .execute();
      return;
    }
    if (e.to !== 'approved' && !UNANSWERED.has(e.to)) return;
    const p = await tx
      .selectFrom('business_verification_people')
      .selectAll()
      .where('session_id', '=', e.session.id)
      .executeTakeFirst();
    if (p?.status !== 'pending') return;
    const v = await findVerification(tx, p.verification_id);
    if (v?.status !== 'pending_people') return;

    if (e.to !== 'approved') {
      if (await set(tx, p, { status: 'not_completed' }))
        await t.personUpdated(tx, v, { id: p.id, status: 'not_completed' });
      return;
    }
    const claims = e.claims ?? {};
    const tier = typeof claims.kyc_tier === 'number' ? claims.kyc_tier : null;
    const mismatch = e.session.mode === 'test' ? null : await mismatchOf(tx, p, e, claims);
    const status: PersonRow['status'] = mismatch ? 'mismatch' : 'verified';
    const changed: Partial<PersonRow> = mismatch
      ? { status, mismatch }
      : { status, mismatch: null, member_id: e.session.member_id, kyc_tier: tier };
    if (!(await set(tx, p, changed))) return;
    await t.personUpdated(tx, v, { id: p.id, status });
    if (mismatch) return;

    // Everyone verified: a reviewer decides. The verification's row is locked first, so the
    // last two people answering at once on PostgreSQL see each other's answer (one moves it).
    await lockVerification(tx, v.id);
    const all = await peopleOf(tx, v.id);
    const now = await findVerification(tx, v.id);
    if (now?.status === 'pending_people' && all.every((x) => x.status === 'verified'))
      await t.move(tx, now, 'in_review');
  }

  return { onSessionMoved };
}
