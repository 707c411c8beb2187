import type { KycStatus, MemberStatus, NumberKind } from '@vouch/contracts';
import { defineMessages, type useIntl } from '../../i18n';
import { intlFor } from '../../i18n/provider';

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

const m = defineMessages({
  stepEmail: {
    id: 'dashboard.journey.stepEmail',
    defaultMessage: 'E-mail verified',
    description: 'Timeline step',
  },
  stepFee: {
    id: 'dashboard.journey.stepFee',
    defaultMessage: 'KYC fee paid',
    description: 'Timeline step',
  },
  stepSubmitted: {
    id: 'dashboard.journey.stepSubmitted',
    defaultMessage: 'KYC submitted',
    description: 'Timeline step',
  },
  stepReview: {
    id: 'dashboard.journey.stepReview',
    defaultMessage: 'In review',
    description: 'Timeline step',
  },
  stepDecision: {
    id: 'dashboard.journey.stepDecision',
    defaultMessage: 'Decision',
    description: 'Timeline step, before the decision',
  },
  stepVerified: {
    id: 'dashboard.journey.stepVerified',
    defaultMessage: 'Verified',
    description: 'Timeline step: the KYC was approved',
  },
  stepRejected: {
    id: 'dashboard.journey.stepRejected',
    defaultMessage: 'Rejected',
    description: 'Timeline step: the KYC was rejected',
  },
  stepWithdrawn: {
    id: 'dashboard.journey.stepWithdrawn',
    defaultMessage: 'Verification withdrawn',
    description: 'Timeline step: the verification was revoked',
  },
  lessThanHour: {
    id: 'dashboard.journey.lessThanHour',
    defaultMessage: 'less than an hour',
    description: 'A wait; goes into {waited}',
  },
  hours: {
    id: 'dashboard.journey.hours',
    defaultMessage: '{hours, plural, one {# hour} other {# hours}}',
    description: 'A wait; goes into {waited}',
  },
  days: {
    id: 'dashboard.journey.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'A wait; goes into {waited}',
  },
  daysHours: {
    id: 'dashboard.journey.daysHours',
    defaultMessage:
      '{days, plural, one {# day} other {# days}} {hours, plural, one {# hour} other {# hours}}',
    description: 'A wait, e.g. "1 day 4 hours"; goes into {waited}',
  },
  noWait: {
    id: 'dashboard.journey.noWait',
    defaultMessage: 'A reviewer decides within 24-48 hours.',
  },
  waiting: {
    id: 'dashboard.journey.waiting',
    defaultMessage: 'Waiting {waited} of the promised 24-48 hours.',
    description: '{waited}: how long, e.g. "5 hours"',
  },
  waitingDue: {
    id: 'dashboard.journey.waitingDue',
    defaultMessage: 'Waiting {waited}: a decision is due within the promised 24-48 hours.',
    description: '{waited}: how long, e.g. "1 day 4 hours"',
  },
  waitingLong: {
    id: 'dashboard.journey.waitingLong',
    defaultMessage:
      'Waiting {waited}, longer than the 24-48 hours we promise. Contact support and we will look into it.',
    description: '{waited}: how long, e.g. "2 days 2 hours"',
  },
});

/** Formats the texts: the screen's `useIntl()`; English when none is given (tests, pure use). */
export type Formatter = Pick<ReturnType<typeof useIntl>, 'formatMessage'>;
let english: Formatter | undefined;
const inEnglish = (): Formatter => (english ??= intlFor('en', {}));

const HOUR = 3_600_000;

/** Whole hours since an ISO time, never negative; null without a time. */
export function hoursSince(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : Math.max(0, Math.floor((now - t) / HOUR));
}

/** '< 1 hour', '5 hours', '1 day 4 hours', '2 days'. */
export function formatWaited(hours: number, intl: Formatter = inEnglish()): string {
  if (hours < 1) return intl.formatMessage(m.lessThanHour);
  if (hours < 24) return intl.formatMessage(m.hours, { hours });
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest
    ? intl.formatMessage(m.daysHours, { days, hours: rest })
    : intl.formatMessage(m.days, { days });
}

/** How the wait compares with the 24-48 hour promise. */
export function waitedText(hours: number | null, intl: Formatter = inEnglish()): string {
  if (hours === null) return intl.formatMessage(m.noWait);
  const waited = formatWaited(hours, intl);
  if (hours < 24) return intl.formatMessage(m.waiting, { waited });
  if (hours <= 48) return intl.formatMessage(m.waitingDue, { waited });
  return intl.formatMessage(m.waitingLong, { waited });
}

const paidStatuses: readonly MemberStatus[] = ['KYC_IN_PROGRESS', 'VERIFIED', 'REVOKED'];

export function memberJourney(
  member: MemberStanding,
  now: number,
  intl: Formatter = inEnglish(),
): { steps: TimelineStep[]; next: NextAction } {
  const suspended = member.status === 'SUSPENDED';
  // A suspended account keeps its KYC history; what it was before is not told to the member.
  const emailDone = member.status !== 'EMAIL_VERIFICATION';
  const feeDone = paidStatuses.includes(member.status) || (suspended && member.kycStatus !== null);
  // VERIFIED without a submission: the operator's CLI made them so; every step counts as done.
  const verified = member.status === 'VERIFIED';
  const submitted = member.kycStatus !== null || verified;
  const inReview = member.kycStatus === 'CURRENTLY_UNDER_REVIEW';
  const rejected = member.kycStatus === 'REJECTED';
  const approved = verified;
  const revoked = member.kycStatus === 'REVOKED' || member.status === 'REVOKED';
  const waited = inReview ? hoursSince(member.submittedAt, now) : null;

  // The first step not done is current (unless suspended: nothing moves then).
  const flags = [emailDone, feeDone, submitted, submitted && !inReview, approved];
  const firstOpen = flags.indexOf(false);
  const stateOf = (i: number): StepState =>
    flags[i] ? 'done' : i === firstOpen && !suspended ? 'current' : 'upcoming';

  const steps: TimelineStep[] = [
    { key: 'email', title: intl.formatMessage(m.stepEmail), state: stateOf(0) },
    { key: 'fee', title: intl.formatMessage(m.stepFee), state: stateOf(1) },
    { key: 'submitted', title: intl.formatMessage(m.stepSubmitted), state: stateOf(2) },
    {
      key: 'review',
      title: intl.formatMessage(m.stepReview),
      state: stateOf(3),
      detail: inReview ? waitedText(waited, intl) : undefined,
    },
    { key: 'decided', title: intl.formatMessage(m.stepDecision), state: stateOf(4) },
  ];
  const decided = steps[4]!;
  if (approved) decided.title = intl.formatMessage(m.stepVerified);
  // The reason is said once, in the next action's card beside Update KYC (issue 37).
  if (rejected) {
    decided.title = intl.formatMessage(m.stepRejected);
    decided.state = 'problem';
  }
  if (revoked) {
    decided.title = intl.formatMessage(m.stepWithdrawn);
    decided.state = 'problem';
  }

  let next: NextAction;
  if (suspended) next = { kind: 'suspended', reason: member.statusReason ?? null };
  else if (!emailDone) next = { kind: 'verify-email' };
  else if (!feeDone) next = { kind: 'pay-fee' };
  else if (approved && member.unprovenNumbers?.length)
    next = { kind: 'prove-numbers', kinds: member.unprovenNumbers };
  else if (approved) next = { kind: 'verified' };
  else if (rejected) next = { kind: 'update-kyc', reason: member.reason ?? null, revoked: false };
  else if (revoked)
    next = {
      kind: 'update-kyc',
      reason: member.statusReason ?? member.reason ?? null,
      revoked: true,
    };
  else if (inReview) next = { kind: 'wait', waitedHours: waited };
  else next = { kind: 'start-kyc' };
  return { steps, next };
}
