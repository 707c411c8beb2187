import type { LivenessEvidence } from '@vouch/contracts';
import type { Selectable } from 'kysely';
import {
  type KycTier,
  finishedSessionStatuses,
  sessionMessages,
  type BusinessEventType,
  type PresentationResult,
  type SessionClaim,
  type SessionClaims,
  type SessionStatus,
  testSessionClaims,
  type SimulatedOutcome,
} from '@vouch/contracts';
import type { Db, Tx } from '../../db/database.js';
import type { VerificationSessionsTable } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import type { PiiCipher } from '../../lib/crypto.js';
import { nowIso } from '../../lib/time.js';
import type { AuditLog } from '../audit/index.js';
import { Problem, type OrgBalance } from '../business/index.js';
import type { Lifecycle } from '../lifecycle/index.js';
import type { MemberMail } from '../users/index.js';
import type { BusinessEvents } from '../webhooks/index.js';

export type SessionRow = Selectable<VerificationSessionsTable>;

export interface SessionDeps {
  db: Db;
  /** VERIFICATION_MAX_AGE_DAYS per tier [1, 2, 3] (0: none); none given: no limit (issue 50). */
  maxAgeDays?: readonly [number, number, number];
  cipher: PiiCipher;
  audit: AuditLog;
  businessEvents: BusinessEvents;
  appUrl: string;
  /** A mail to a member, queued in the transaction (the outbox): `mail` gets their address and name. */
  mailMember: (tx: Tx, memberId: string, mail: MemberMail) => Promise<void>;
  /** The lifecycle's read of a VERIFIED member's approved snapshot. */
  approvedDetails: Lifecycle['approvedDetails'];
  /** The lifecycle's "fee paid": an organisation pays it for a member verifying from its link. */
  feePaid: Lifecycle['feePaid'];
  /** The lifecycle's "fee refunded": the organisation's fee back when nothing was submitted. */
  feeRefunded: Lifecycle['feeRefunded'];
  /** The organisation's prepaid balance (issue 47): live sessions and their fees draw on it. */
  balance: Pick<OrgBalance, 'requireForSession' | 'takeFee' | 'giveBackFee'>;
  /**
   * The Vouch credential's verifier: a presentation's answer, whose credential it is and the
   * thumbprint of the key it is bound to (issue 46: the key that opened the link's request).
   */
  presentedBy: (input: { presentation: string; nonce: string; audience: string }) => Promise<{
    result: PresentationResult;
    holderId: string | null;
    holderThumbprint: string | null;
  }>;
}

/** Statuses a customer can still act on (consent, the test buttons, cancel). */
export const OPEN: SessionStatus[] = ['created', 'opened', 'in_progress', 'submitted'];

/** What the business hears on each move (in_progress is the member's business alone). */
const eventOf: Partial<Record<SessionStatus, BusinessEventType>> = {
  opened: 'verification_session.opened',
  submitted: 'verification_session.submitted',
  approved: 'verification_session.approved',
  rejected: 'verification_session.rejected',
  declined: 'verification_session.declined',
  expired: 'verification_session.expired',
  cancelled: 'verification_session.cancelled',
  consent_revoked: 'consent.revoked',
};

/** Each simulated outcome's move: from which statuses, to which, and the words when it cannot. */
const simulatedMoves: Record<
  SimulatedOutcome,
  { from: SessionStatus[]; to: SessionStatus; refused: string }
> = {
  approve: { from: OPEN, to: 'approved', refused: sessionMessages.notOpen },
  reject: { from: OPEN, to: 'rejected', refused: sessionMessages.notOpen },
  decline: { from: OPEN, to: 'declined', refused: sessionMessages.notOpen },
  submit: {
    from: ['created', 'opened', 'in_progress'],
    to: 'submitted',
    refused: sessionMessages.notSubmittable,
  },
  revoke_consent: {
    from: ['approved'],
    to: 'consent_revoked',
    refused: sessionMessages.notApproved,
  },
};

export const claimsOfRow = (s: string) => s.split(',') as SessionClaim[];

/** A stored tier (1, 2, 3) as the contract types it; anything else is none. */
export const tierOfRow = (t: number | null): KycTier | null =>
  t === 1 || t === 2 || t === 3 ? t : null;

/**
 * What an approved session tells its business of the selfie (issue 45): captured live or not. A
 * test session's simulated approval is a live one.
 */
export const livenessOf = (s: Pick<SessionRow, 'mode' | 'liveness'>): LivenessEvidence =>
  s.mode === 'test' ? 'passed' : (s.liveness ?? 'not_performed');

/**
 * A session's move as the rest of the house hears it (issue 49: a business verification's person
 * answers through a session), in the move's transaction like the lifecycle's events: a listener's
 * rows exist exactly when the move does. `claims` are what an approval shared (test sessions: the
 * test member's), null otherwise.
 */
export interface SessionMoved {
  session: SessionRow;
  from: SessionStatus;
  to: SessionStatus;
  claims: SessionClaims | null;
}
export type SessionMoveListener = (tx: Tx, e: SessionMoved) => Promise<void>;

/** What a test session's approval shares: the test member, with the tier it asked for. */
export function testClaimsOf(s: Pick<SessionRow, 'claims' | 'required_tier'>): SessionClaims {
  return Object.fromEntries(
    claimsOfRow(s.claims).map((c) => [
      c,
      c === 'kyc_tier' ? (s.required_tier ?? testSessionClaims.kyc_tier) : testSessionClaims[c],
    ]),
  );
}

export const findSession = (executor: Db | Tx, id: string) =>
  executor.selectFrom('verification_sessions').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The moves of a session's status, each with its business event in the same transaction. The
 * session's status changes only through `move`, which checks the status it read is still the
 * row's (two clicks, two instances: one wins).
 */
export function sessionTransitions(d: SessionDeps) {
  const { db } = d;
  const listeners: SessionMoveListener[] = [];

  async function move(
    tx: Tx,
    s: SessionRow,
    to: SessionStatus,
    extra: Partial<Pick<SessionRow, 'member_id' | 'grant_id' | 'liveness'>> = {},
    /** A live approval's shared values (the grant's); test sessions share the test member's. */
    shared: SessionClaims | null = null,
  ): Promise<SessionRow> {
    const now = nowIso();
    const finished = finishedSessionStatuses.includes(to);
    const changed: Partial<SessionRow> = {
      status: to,
      updated_at: now,
      ...extra,
      // The sign-up prefill is for a link nobody answered yet (issue 47): gone once it moves on.
      ...(to === 'opened' ? { opened_at: now } : { customer_enc: null }),
      ...(finished && to !== 'consent_revoked' ? { completed_at: now } : {}),
    };
    const r = await tx
      .updateTable('verification_sessions')
      .set(changed)
      .where('id', '=', s.id)
      .where('status', '=', s.status)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new HttpError(409, sessionMessages.notOpen);
    const type = eventOf[to];
    if (type)
      await d.businessEvents.emit(tx, {
        organisationId: s.organisation_id,
        mode: s.mode,
        type,
        data: {
          id: s.id,
          object: 'verification_session',
          reference: s.reference,
          status: to,
          ...(extra.grant_id || s.grant_id ? { grant_id: extra.grant_id ?? s.grant_id } : {}),
          ...(to === 'approved' ? { liveness: livenessOf({ ...s, ...extra }) } : {}),
        },
      });
    const after = { ...s, ...changed };
    const claims = to !== 'approved' ? null : s.mode === 'test' ? testClaimsOf(s) : shared;
    for (const l of listeners) await l(tx, { session: after, from: s.status, to, claims });
    return after;
  }

  /** A test session's outcome (the API's simulate, the hosted page's test buttons). */
  async function outcome(s: SessionRow, o: SimulatedOutcome): Promise<SessionRow> {
    const { from, to, refused } = simulatedMoves[o];
    if (!from.includes(s.status)) throw new Problem('conflict', refused);
    return db.transaction().execute(async (tx) => {
      const again = (await findSession(tx, s.id))!;
      if (!from.includes(again.status)) throw new Problem('conflict', refused);
      return move(tx, again, to);
    });
  }

  /** Ends a grant and its session's sharing, with the business told (consent.revoked). */
  async function revokeGrant(
    tx: Tx,
    grantId: string,
    by: 'member' | 'account_closed' | 'replaced',
  ): Promise<boolean> {
    const r = await tx
      .updateTable('consent_grants')
      .set({ revoked_at: nowIso(), revoked_by: by, values_enc: null })
      .where('id', '=', grantId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    const s = await tx
      .selectFrom('verification_sessions')
      .selectAll()
      .where('grant_id', '=', grantId)
      .executeTakeFirst();
    if (s?.status === 'approved') await move(tx, s, 'consent_revoked');
    return true;
  }

  /**
   * After a live session ended without a submission (declined, expired, cancelled), the fee its
   * organisation paid for the member comes back (issue 46: a member could start from a link,
   * decline, and keep a paid fee). Called once the ending has committed: the lifecycle owns the
   * member's move and runs its own transaction.
   */
  async function refundUnspentFee(s: SessionRow): Promise<void> {
    if (s.mode !== 'live' || !['declined', 'expired', 'cancelled'].includes(s.status)) return;
    const fee = await db
      .selectFrom('verification_fees')
      .select(['user_id', 'refunded_at', 'amount_kobo', 'from_balance'])
      .where('session_id', '=', s.id)
      .executeTakeFirst();
    if (!fee?.user_id || fee.refunded_at) return;
    await d.feeRefunded(
      {
        userId: fee.user_id,
        sessionId: s.id,
        actor: { kind: 'system', name: 'verification-link' },
      },
      async (tx) => {
        const r = await tx
          .updateTable('verification_fees')
          .set({ refunded_at: nowIso() })
          .where('session_id', '=', s.id)
          .where('refunded_at', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        // A fee taken before the balance existed (migration 0039) never came out of it.
        if (Number(fee.from_balance) === 1)
          await d.balance.giveBackFee(tx, s.organisation_id, Number(fee.amount_kobo));
        return true;
      },
    );
  }

  /** Hears every move, in its transaction (subscribed where the app is composed). */
  const onMoved = (l: SessionMoveListener) => void listeners.push(l);

  return { move, outcome, revokeGrant, refundUnspentFee, onMoved };
}

export type SessionTransitions = ReturnType<typeof sessionTransitions>;
