import type { KycStatus } from '@vouch/contracts';

/**
 * Spec 4: APPROVED reads 'Verified' in green, REJECTED red, under review orange, else 'Not
 * available'. REVOKED (an admin withdrew the verification) is red like a rejection.
 */
export function kycStatusView(status: KycStatus | string): { label: string; className: string } {
  switch (status) {
    case 'APPROVED':
      return { label: 'Verified', className: 'bg-success-50 text-success-700 ring-success-600/40' };
    case 'REJECTED':
      return { label: 'REJECTED', className: 'bg-danger-50 text-danger-700 ring-danger-600/40' };
    case 'REVOKED':
      return { label: 'REVOKED', className: 'bg-danger-50 text-danger-700 ring-danger-600/40' };
    case 'CURRENTLY_UNDER_REVIEW':
      return {
        label: 'CURRENTLY UNDER REVIEW',
        className: 'bg-orange-50 text-orange-700 ring-orange-600/40',
      };
    default:
      return { label: 'Not available', className: 'bg-ink-100 text-ink-700 ring-ink-300' };
  }
}

export function KycStatusPill({ status }: { status: string }) {
  const view = kycStatusView(status);
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold tracking-wide ring-1 ring-inset ${view.className}`}
    >
      {view.label}
    </span>
  );
}
