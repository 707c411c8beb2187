import { humanizeCode } from '../lib/format';

// Spec 4's badge colours; the -700 shades keep the text readable on their pale backgrounds.
const colours: Record<string, string> = {
  EMAIL_VERIFICATION: 'bg-warning-50 text-warning-700 ring-warning-500/50',
  VERIFIED: 'bg-success-50 text-success-700 ring-success-600/40',
  KYC_REQUIREMENT: 'bg-danger-50 text-danger-700 ring-danger-600/40',
  KYC_IN_PROGRESS: 'bg-orange-50 text-orange-700 ring-orange-600/40',
};
const grey = 'bg-ink-100 text-ink-700 ring-ink-300';

export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap ring-1 ring-inset ${
        colours[status] ?? grey
      } ${className}`}
    >
      {humanizeCode(status)}
    </span>
  );
}
