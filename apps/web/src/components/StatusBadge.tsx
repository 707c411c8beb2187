import type { KycStatus } from '@vouch/contracts';
import { defineMessages, useIntl } from '../i18n';
import { intlFor } from '../i18n/provider';

const m = defineMessages({
  emailVerification: {
    id: 'common.StatusBadge.emailVerification',
    defaultMessage: 'Verify your e-mail',
    description: "A member's status badge: the e-mail address is not confirmed yet",
  },
  feeNotPaid: {
    id: 'common.StatusBadge.feeNotPaid',
    defaultMessage: 'Fee not paid',
    description: "A member's status badge: the verification fee is not paid yet",
  },
  kycInProgress: {
    id: 'common.StatusBadge.kycInProgress',
    defaultMessage: 'KYC in progress',
    description: "A member's status badge",
  },
  inReview: {
    id: 'common.StatusBadge.inReview',
    defaultMessage: 'In review',
    description: "A member's status badge: a reviewer is checking the submission",
  },
  actionNeeded: {
    id: 'common.StatusBadge.actionNeeded',
    defaultMessage: 'Action needed',
    description: "A member's status badge: the submission was rejected and must be corrected",
  },
  kycNotSubmitted: {
    id: 'common.StatusBadge.kycNotSubmitted',
    defaultMessage: 'KYC not submitted',
    description: "A member's status badge: fee paid, KYC not sent yet",
  },
  verified: {
    id: 'common.StatusBadge.verified',
    defaultMessage: 'Verified',
    description: "A member's status badge",
  },
  revoked: {
    id: 'common.StatusBadge.revoked',
    defaultMessage: 'Verification withdrawn',
    description: "A member's status badge: an admin withdrew the verification",
  },
  suspended: {
    id: 'common.StatusBadge.suspended',
    defaultMessage: 'Suspended',
    description: "A member's status badge: the account is closed for now by an admin",
  },
});

// Spec 4's badge colours; the -700 shades keep the text readable on their pale backgrounds.
const yellow = 'bg-warning-50 text-warning-700 ring-warning-500/50';
const green = 'bg-success-50 text-success-700 ring-success-600/40';
const red = 'bg-danger-50 text-danger-700 ring-danger-600/40';
const orange = 'bg-orange-50 text-orange-700 ring-orange-600/40';
const grey = 'bg-ink-100 text-ink-700 ring-ink-300';

type Intl = ReturnType<typeof useIntl>;
let english: Intl | undefined;

/**
 * A member's standing in plain words (issue 17), in spec 4's colour for their status. The KYC
 * status tells apart what KYC_IN_PROGRESS alone cannot: paid but not submitted, in review, or
 * rejected (a rejected member stays KYC_IN_PROGRESS). Without it (the back office's list) the
 * status alone decides. Pass the screen's `intl` for the member's language; without it, English.
 */
export function statusBadgeView(
  status: string,
  kycStatus?: KycStatus | null,
  intl: Intl = (english ??= intlFor('en', {})),
): { label: string; className: string } {
  const say = (message: (typeof m)[keyof typeof m], className: string) => ({
    label: intl.formatMessage(message),
    className,
  });
  switch (status) {
    case 'EMAIL_VERIFICATION':
      return say(m.emailVerification, yellow);
    case 'KYC_REQUIREMENT':
      return say(m.feeNotPaid, red);
    case 'KYC_IN_PROGRESS':
      if (kycStatus === undefined) return say(m.kycInProgress, orange);
      if (kycStatus === 'CURRENTLY_UNDER_REVIEW') return say(m.inReview, orange);
      if (kycStatus === 'REJECTED') return say(m.actionNeeded, orange);
      return say(m.kycNotSubmitted, orange);
    case 'VERIFIED':
      return say(m.verified, green);
    case 'REVOKED':
      return say(m.revoked, grey);
    case 'SUSPENDED':
      return say(m.suspended, grey);
    default:
      return { label: status.replace(/_/g, ' ').toLowerCase(), className: grey };
  }
}

export function StatusBadge({
  status,
  kycStatus,
  className = '',
}: {
  status: string;
  kycStatus?: KycStatus | null;
  className?: string;
}) {
  const intl = useIntl();
  const view = statusBadgeView(status, kycStatus, intl);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-center text-xs font-semibold ring-1 ring-inset ${view.className} ${className}`}
    >
      {view.label}
    </span>
  );
}
