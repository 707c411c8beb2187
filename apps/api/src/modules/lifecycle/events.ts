import type { MemberStatus } from '@vouch/contracts';
import type { Tx } from '../../db/database.js';

/**
 * What the lifecycle tells the rest of the house after a change (docs/decisions/0038). Each is
 * emitted inside the change's transaction, after its audit entry: a listener writes its own rows
 * and jobs with `tx`, so its effect exists exactly when the change does (the outbox), and a
 * listener that throws rolls the change back. The lifecycle never calls another module by name:
 * checks, business webhooks, credential status and second looks subscribe here.
 */
export type LifecycleEvent =
  /** A version is under review (the first, or an update after a rejection or revocation). */
  | { type: 'submission.submitted'; memberId: string; submissionId: string; version: number }
  /** A version was approved: the snapshot is certified, the member VERIFIED. */
  | {
      type: 'submission.approved';
      memberId: string;
      submissionId: string;
      /** `staff`, `operator` or a policy's name: who decided. */
      decidedBy: string;
    }
  | { type: 'submission.rejected'; memberId: string; submissionId: string; reason: string | null }
  /** Staff withdrew the verification. */
  | { type: 'member.revoked'; memberId: string; reason: string }
  | { type: 'member.suspended'; memberId: string; reason: string }
  /** A suspension ended or a revocation was withdrawn; `status` is where the member is now. */
  | { type: 'member.reinstated'; memberId: string; status: MemberStatus }
  /** The member closed their account; their data is being erased in the same transaction. */
  | { type: 'member.closed'; memberId: string }
  /** A reviewer approved a change to certified values: the snapshot changed. */
  | { type: 'profile.change_approved'; memberId: string; changeId: string }
  /** The CBN tier the approved evidence supports changed without a decision (issue 48). */
  | { type: 'member.tier_changed'; memberId: string; from: number | null; to: number | null }
  /**
   * The approved passport expired and the grace period passed (issue 50): lookups answer
   * "documents expired", the tier rests on the registries alone.
   */
  | { type: 'member.documents_expired'; memberId: string; expiredOn: string }
  /** The member renewed their passport with a live capture: verified on it again. */
  | { type: 'member.reverified'; memberId: string; wasExpired: boolean; expiresOn: string }
  /** Demos and tests (the CLI's set-status). */
  | { type: 'member.status_forced'; memberId: string; from: MemberStatus; to: MemberStatus };

export type LifecycleEventType = LifecycleEvent['type'];
export type EventOf<T extends LifecycleEventType> = Extract<LifecycleEvent, { type: T }>;
export type LifecycleListener<T extends LifecycleEventType = LifecycleEventType> = (
  tx: Tx,
  event: EventOf<T>,
) => Promise<void>;

/**
 * The subscriptions, filled in where the app is composed (runtime.ts, and the CLI's services, so
 * an operator's decision has the same effects as a reviewer's).
 */
export function lifecycleEvents() {
  // Stored untyped: `on` is what ties a listener to its event's shape.
  const listeners: {
    type: LifecycleEventType | '*';
    fn: (tx: Tx, e: LifecycleEvent) => Promise<void>;
  }[] = [];
  return {
    on<T extends LifecycleEventType>(type: T, fn: LifecycleListener<T>): void {
      listeners.push({ type, fn: (tx, e) => fn(tx, e as EventOf<T>) });
    },
    /** Every event (an audit of effects, a test's recorder). */
    onAny(fn: LifecycleListener): void {
      listeners.push({ type: '*', fn });
    },
    /** In the order they subscribed; the first that throws stops the rest and the change. */
    async emit(tx: Tx, event: LifecycleEvent): Promise<void> {
      for (const l of listeners) if (l.type === '*' || l.type === event.type) await l.fn(tx, event);
    },
  };
}

export type LifecycleEvents = ReturnType<typeof lifecycleEvents>;
