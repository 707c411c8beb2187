import type { KycStatus } from '@vouch/contracts';

// Spec 4's badge colours; the -700 shades keep the text readable on their pale backgrounds.
const yellow = 'bg-warning-50 text-warning-700 ring-warning-500/50';
const green = 'bg-success-50 text-success-700 ring-success-600/40';
const red = 'bg-danger-50 text-danger-700 ring-danger-600/40';
const orange = 'bg-orange-50 text-orange-700 ring-orange-600/40';
const grey = 'bg-ink-100 text-ink-700 ring-ink-300';

/**
 * A member's standing in plain words (issue 17), in spec 4's colour for their status. The KYC
 * status tells apart what KYC_IN_PROGRESS alone cannot: paid but not submitted, in review, or
 * rejected (a rejected member stays KYC_IN_PROGRESS). Without it (the back office's list) the
 * status alone decides.
 */
export function statusBadgeView(
  status: string,
  kycStatus?: KycStatus | null,
): { label: string; className: string } {
  switch (status) {
    case 'EMAIL_VERIFICATION':
      return { label: 'Verify your e-mail', className: yellow };
    case 'KYC_REQUIREMENT':
      return { label: 'Fee not paid', className: red };
    case 'KYC_IN_PROGRESS':
      if (kycStatus === undefined) return { label: 'KYC in progress', className: orange };
      if (kycStatus === 'CURRENTLY_UNDER_REVIEW') return { label: 'In review', className: orange };
      if (kycStatus === 'REJECTED') return { label: 'Action needed', className: orange };
      return { label: 'KYC not submitted', className: orange };
    case 'VERIFIED':
      return { label: 'Verified', className: green };
    case 'REVOKED':
      return { label: 'Verification withdrawn', className: grey };
    case 'SUSPENDED':
      return { label: 'Suspended', className: grey };
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
  const view = statusBadgeView(status, kycStatus);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${view.className} ${className}`}
    >
      {view.label}
    </span>
  );
}
