import type { KycStatus } from '@vouch/contracts';
import { defineMessages, useIntl } from '../i18n';
import { intlFor } from '../i18n/provider';

const m = defineMessages({
  approved: {
    id: 'common.KycStatusPill.approved',
    defaultMessage: 'Verified',
    description: "A KYC submission's status: approved",
  },
  rejected: {
    id: 'common.KycStatusPill.rejected',
    defaultMessage: 'REJECTED',
    description: "A KYC submission's status, shown in capitals",
  },
  revoked: {
    id: 'common.KycStatusPill.revoked',
    defaultMessage: 'REVOKED',
    description: "A KYC submission's status, shown in capitals: an admin withdrew the verification",
  },
  underReview: {
    id: 'common.KycStatusPill.underReview',
    defaultMessage: 'CURRENTLY UNDER REVIEW',
    description: "A KYC submission's status, shown in capitals",
  },
  none: {
    id: 'common.KycStatusPill.none',
    defaultMessage: 'Not available',
    description: 'No KYC submission yet',
  },
});

type Intl = ReturnType<typeof useIntl>;
let english: Intl | undefined;

/**
 * Spec 4: APPROVED reads 'Verified' in green, REJECTED red, under review orange, else 'Not
 * available'. REVOKED (an admin withdrew the verification) is red like a rejection. Pass the
 * screen's `intl` for the member's language; without it, English.
 */
export function kycStatusView(
  status: KycStatus | string,
  intl: Intl = (english ??= intlFor('en', {})),
): { label: string; className: string } {
  switch (status) {
    case 'APPROVED':
      return {
        label: intl.formatMessage(m.approved),
        className: 'bg-success-50 text-success-700 ring-success-600/40',
      };
    case 'REJECTED':
      return {
        label: intl.formatMessage(m.rejected),
        className: 'bg-danger-50 text-danger-700 ring-danger-600/40',
      };
    case 'REVOKED':
      return {
        label: intl.formatMessage(m.revoked),
        className: 'bg-danger-50 text-danger-700 ring-danger-600/40',
      };
    case 'CURRENTLY_UNDER_REVIEW':
      return {
        label: intl.formatMessage(m.underReview),
        className: 'bg-orange-50 text-orange-700 ring-orange-600/40',
      };
    default:
      return {
        label: intl.formatMessage(m.none),
        className: 'bg-ink-100 text-ink-700 ring-ink-300',
      };
  }
}

export function KycStatusPill({ status }: { status: string }) {
  const intl = useIntl();
  const view = kycStatusView(status, intl);
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold tracking-wide ring-1 ring-inset ${view.className}`}
    >
      {view.label}
    </span>
  );
}
