import {
  businessVerificationMessages,
  type BusinessEventType,
  type BusinessVerificationStatus,
} from '@vouch/contracts';
import type { Tx } from '../../db/database.js';
import { nowIso } from '../../lib/time.js';
import { Problem } from '../business/index.js';
import type { BusinessEvents } from '../webhooks/index.js';
import type { PersonRow, VerificationRow } from './store.js';

/** The event of each move (`created` is written at creation; back to the people is its own). */
const eventOf: Record<BusinessVerificationStatus, BusinessEventType> = {
  pending_people: 'business_verification.pending_people',
  in_review: 'business_verification.in_review',
  approved: 'business_verification.approved',
  rejected: 'business_verification.rejected',
};

/** What every business verification event carries: ids and states, never a person's details. */
export const eventData = (v: Pick<VerificationRow, 'id' | 'status' | 'registration'>) => ({
  id: v.id,
  object: 'business_verification',
  status: v.status,
  registration_number: v.registration,
});

/** A verification approved or rejected, told in its transaction (issue 49: live mode follows). */
export type VerificationDecided = (tx: Tx, v: VerificationRow) => Promise<void>;

/**
 * The one place a business verification's status changes: from the status it read (two
 * reviewers, two instances: one wins, the other gets 409), with its event in the same
 * transaction, and its decision told to whoever listens (`onDecided`, in the same transaction).
 */
export function verificationTransitions(businessEvents: BusinessEvents) {
  const decidedListeners: VerificationDecided[] = [];

  async function emit(tx: Tx, v: VerificationRow, type: BusinessEventType, extra = {}) {
    // An organisation's verification of itself (going live) is Vouch's, not one of the
    // business's customers: its webhooks and events list never carry it.
    if (v.subject === 'organisation') return;
    await businessEvents.emit(tx, {
      organisationId: v.organisation_id,
      mode: v.mode,
      type,
      data: { ...eventData(v), ...extra },
    });
  }

  async function move(
    tx: Tx,
    v: VerificationRow,
    to: BusinessVerificationStatus,
    extra: Partial<
      Pick<VerificationRow, 'decision_reason' | 'decided_by' | 'decided_at' | 'review_reasons'>
    > = {},
  ): Promise<VerificationRow> {
    const changed = { status: to, updated_at: nowIso(), ...extra };
    const r = await tx
      .updateTable('business_verifications')
      .set(changed)
      .where('id', '=', v.id)
      .where('status', '=', v.status)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1)
      throw new Problem('conflict', businessVerificationMessages.notInReview);
    const after = { ...v, ...changed };
    await emit(tx, after, eventOf[to]);
    if (to === 'approved' || to === 'rejected')
      for (const listener of decidedListeners) await listener(tx, after);
    return after;
  }

  /** A person's answer changed: the business hears which person and how. */
  const personUpdated = (tx: Tx, v: VerificationRow, p: Pick<PersonRow, 'id' | 'status'>) =>
    emit(tx, v, 'business_verification.person_updated', {
      person: { id: p.id, object: 'business_verification_person', status: p.status },
    });

  const onDecided = (l: VerificationDecided) => void decidedListeners.push(l);

  return { move, emit, personUpdated, onDecided };
}
export type VerificationTransitions = ReturnType<typeof verificationTransitions>;
