import { defineMessages, useIntl } from '../../i18n';
import { paymentTypeIcon } from '../payments';
import { paymentTypeLabel, statusPill } from './format-transaction';

/** Spec 2's words for the statuses, upper-cased on screen. */
const statuses = defineMessages({
  paid: {
    id: 'transactions.status.paid',
    defaultMessage: 'PAID',
    description: 'Transaction status (shown in capitals)',
  },
  pending: {
    id: 'transactions.status.pending',
    defaultMessage: 'PENDING',
    description: 'Transaction status (shown in capitals): not confirmed yet',
  },
  failed: {
    id: 'transactions.status.failed',
    defaultMessage: 'FAILED',
    description: 'Transaction status (shown in capitals)',
  },
  cancelled: {
    id: 'transactions.status.cancelled',
    defaultMessage: 'CANCELLED',
    description: 'Transaction status (shown in capitals)',
  },
});

/** The payment types' names (USSD is a name in every language). */
const types = defineMessages({
  CARD: {
    id: 'transactions.type.CARD',
    defaultMessage: 'CARD',
    description: 'Payment method: a bank card',
  },
  BANK_TRANSFER: {
    id: 'transactions.type.BANK_TRANSFER',
    defaultMessage: 'BANK TRANSFER',
    description: 'Payment method',
  },
  OTHER: {
    id: 'transactions.type.OTHER',
    defaultMessage: 'OTHER',
    description: 'Payment method: any other (e.g. chosen in the payment provider’s window)',
  },
});

const own = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(map, key);

/** The status upper-cased in a coloured pill. */
export function TransactionStatus({ status }: { status: string }) {
  const intl = useIntl();
  const { label, className } = statusPill(status);
  const key = status.toLowerCase();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-center text-xs font-semibold tracking-wide uppercase ring-1 ring-inset ${className}`}
    >
      {own(statuses, key) ? intl.formatMessage(statuses[key]) : label}
    </span>
  );
}

/** The method's icon and its type with spaces: 'BANK TRANSFER'. */
export function PaymentMethodLabel({ type }: { type: string }) {
  const intl = useIntl();
  const Icon = paymentTypeIcon(type);
  return (
    <span className="inline-flex items-center gap-2">
      <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      {own(types, type) ? intl.formatMessage(types[type]) : paymentTypeLabel(type)}
    </span>
  );
}
