import { lifecycleContext, type LifecycleDeps } from './context.js';
import { documentTransitions } from './documents.js';
import { kycTransitions } from './kyc-transitions.js';
import { profileTransitions } from './profile.js';
import { lifecycleQueries } from './queries.js';
import { standingTransitions } from './standing.js';
import { tierTransitions } from './tier.js';

/**
 * The one owner of a member's and a submission's status (docs/decisions/0009). Every change
 * runs in one transaction with its audit entry and the work it causes (mail, checks), written to
 * the jobs outbox. Nothing else writes users.status or kyc_submissions.status.
 */
export function lifecycle(d: LifecycleDeps) {
  const c = lifecycleContext(d);
  return {
    ...kycTransitions(c),
    ...standingTransitions(c),
    ...profileTransitions(c),
    ...tierTransitions(c),
    ...documentTransitions(c),
    ...lifecycleQueries(d.db, d.pii, d.cipher),
    /** A claim refused outside a transition (a wallet proven by another account): shown to staff. */
    recordConflicts: c.recordConflicts,
  };
}

export type Lifecycle = ReturnType<typeof lifecycle>;
export type { LifecycleDeps } from './context.js';
export {
  lifecycleEvents,
  type EventOf,
  type LifecycleEvent,
  type LifecycleEvents,
  type LifecycleEventType,
  type LifecycleListener,
} from './events.js';
export { auditActor, operator, policyVersions, type Actor, type PolicyVersion } from './actor.js';
export { CURRENT_POLICY, decideByPolicy, type PolicyOutcome } from './policy.js';
export type { Decision } from './kyc-transitions.js';
export type { ProfileEdit } from './profile.js';
export type { NewSubmission, SubmissionRow } from './submission-state.js';
export { TransitionRefused } from './errors.js';
export { profileReviewJsonOf, profileReviewOf } from './queries.js';
export { backfillTiers, tierOfStoredEvidence } from './tier.js';
export { addDays, backfillDocumentExpiry, type DocumentExpiryReader } from './documents.js';
