import type { KycStatus, MemberStatus, NumberKind } from '@vouch/contracts';

/**
 * Where a member stands (issue 17): the timeline e-mail verified → fee paid → submitted → in
 * review → decided, and the one thing to do next. Pure, so every state is tested without a screen.
 */

export type StepState = 'done' | 'current' | 'upcoming' | 'problem';

export interface TimelineStep {
  key: 'email' | 'fee' | 'submitted' | 'review' | 'decided';
  title: string;
  state: StepState;
  /** One line under the title: when, how long, or what went wrong. */
  detail?: string;
}

export type NextAction =
  | { kind: 'verify-email' }
  | { kind: 'pay-fee' }
  | { kind: 'start-kyc' }
  | { kind: 'wait'; waitedHours: number | null }
  | { kind: 'update-kyc'; reason: string | null; revoked: boolean }
  | { kind: 'verified' }
  | { kind: 'prove-numbers'; kinds: NumberKind[] }
  | { kind: 'suspended'; reason: string | null };

export interface MemberStanding {
  status: MemberStatus;
  kycStatus: KycStatus | null;
  /** The latest submission, when there is one and it was loaded. */
  submittedAt?: string | null;
  reason?: string | null;
  /** Why a verification was withdrawn or the account suspended. */
  statusReason?: string | null;
  /** Numbers on the profile not proven yet: a lookup by them does not find the member. */
  unprovenNumbers?: NumberKind[];
}

const HOUR = 3_600_000;

/** Whole hours since an ISO time, never negative; null without a time. */
export function hoursSince(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : Math.max(0, Math.floor((now - t) / HOUR));
}

/** '< 1 hour', '5 hours', '1 day 4 hours', '2 days'. */
export function formatWaited(hours: number): string {
  if (hours < 1) return 'less than an hour';
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${plural(days, 'day')} ${plural(rest, 'hour')}` : plural(days, 'day');
}

/** How the wait compares with the 24-48 hour promise. */
export function waitedText(hours: number | null): string {
  if (hours === null) return 'A reviewer decides within 24-48 hours.';
  const waited = `Waiting ${formatWaited(hours)}`;
  if (hours < 24) return `${waited} of the promised 24-48 hours.`;
  if (hours <= 48) return `${waited}: a decision is due within the promised 24-48 hours.`;
  return `${waited}, longer than the 24-48 hours we promise. Contact support and we will look into it.`;
}

const paidStatuses: readonly MemberStatus[] = ['KYC_IN_PROGRESS', 'VERIFIED', 'REVOKED'];

export function memberJourney(
  m: MemberStanding,
  now: number,
): { steps: TimelineStep[]; next: NextAction } {
  const suspended = m.status === 'SUSPENDED';
  // A suspended account keeps its KYC history; what it was before is not told to the member.
  const emailDone = m.status !== 'EMAIL_VERIFICATION';
  const feeDone = paidStatuses.includes(m.status) || (suspended && m.kycStatus !== null);
  // VERIFIED without a submission: the operator's CLI made them so; every step counts as done.
  const verified = m.status === 'VERIFIED';
  const submitted = m.kycStatus !== null || verified;
  const inReview = m.kycStatus === 'CURRENTLY_UNDER_REVIEW';
  const rejected = m.kycStatus === 'REJECTED';
  const approved = verified;
  const revoked = m.kycStatus === 'REVOKED' || m.status === 'REVOKED';
  const waited = inReview ? hoursSince(m.submittedAt, now) : null;

  // The first step not done is current (unless suspended: nothing moves then).
  const flags = [emailDone, feeDone, submitted, submitted && !inReview, approved];
  const firstOpen = flags.indexOf(false);
  const stateOf = (i: number): StepState =>
    flags[i] ? 'done' : i === firstOpen && !suspended ? 'current' : 'upcoming';

  const steps: TimelineStep[] = [
    { key: 'email', title: 'E-mail verified', state: stateOf(0) },
    { key: 'fee', title: 'KYC fee paid', state: stateOf(1) },
    { key: 'submitted', title: 'KYC submitted', state: stateOf(2) },
    {
      key: 'review',
      title: 'In review',
      state: stateOf(3),
      detail: inReview ? waitedText(waited) : undefined,
    },
    { key: 'decided', title: 'Decision', state: stateOf(4) },
  ];
  const decided = steps[4]!;
  if (approved) decided.title = 'Verified';
  // The reason is said once, in the next action's card beside Update KYC (issue 37).
  if (rejected) {
    decided.title = 'Rejected';
    decided.state = 'problem';
  }
  if (revoked) {
    decided.title = 'Verification withdrawn';
    decided.state = 'problem';
  }

  let next: NextAction;
  if (suspended) next = { kind: 'suspended', reason: m.statusReason ?? null };
  else if (!emailDone) next = { kind: 'verify-email' };
  else if (!feeDone) next = { kind: 'pay-fee' };
  else if (approved && m.unprovenNumbers?.length)
    next = { kind: 'prove-numbers', kinds: m.unprovenNumbers };
  else if (approved) next = { kind: 'verified' };
  else if (rejected) next = { kind: 'update-kyc', reason: m.reason ?? null, revoked: false };
  else if (revoked)
    next = { kind: 'update-kyc', reason: m.statusReason ?? m.reason ?? null, revoked: true };
  else if (inReview) next = { kind: 'wait', waitedHours: waited };
  else next = { kind: 'start-kyc' };
  return { steps, next };
}
