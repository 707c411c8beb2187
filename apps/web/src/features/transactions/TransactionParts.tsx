import { paymentTypeIcon } from '../payments';
import { paymentTypeLabel, statusPill } from './format-transaction';

/** The status upper-cased in a coloured pill. */
export function TransactionStatus({ status }: { status: string }) {
  const { label, className } = statusPill(status);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap ring-1 ring-inset ${className}`}
    >
      {label}
    </span>
  );
}

/** The method's icon and its type with spaces: 'BANK TRANSFER'. */
export function PaymentMethodLabel({ type }: { type: string }) {
  const Icon = paymentTypeIcon(type);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      {paymentTypeLabel(type)}
    </span>
  );
}
