import type { Transaction } from '@vouch/contracts';
import { defineMessages, useIntl } from '../../i18n';
import { formatNaira } from '../../lib/format';
import { usePaymentReason } from '../payments';
import { formatTransactionDateTime } from './format-transaction';
import { PaymentMethodLabel, TransactionStatus } from './TransactionParts';

const m = defineMessages({
  dateTime: {
    id: 'transactions.TransactionsTable.dateTime',
    defaultMessage: 'Date & Time',
    description: 'Column heading',
  },
  reference: {
    id: 'transactions.TransactionsTable.reference',
    defaultMessage: 'Reference',
    description: 'Column heading: the payment reference code',
  },
  amount: {
    id: 'transactions.TransactionsTable.amount',
    defaultMessage: 'Amount',
    description: 'Column heading',
  },
  paymentMethod: {
    id: 'transactions.TransactionsTable.paymentMethod',
    defaultMessage: 'Payment Method',
    description: 'Column heading',
  },
  purpose: {
    id: 'transactions.TransactionsTable.purpose',
    defaultMessage: 'Purpose',
    description: 'Column heading: what the payment was for',
  },
  status: {
    id: 'transactions.TransactionsTable.status',
    defaultMessage: 'Status',
    description: 'Column heading',
  },
  caption: {
    id: 'transactions.TransactionsTable.caption',
    defaultMessage: 'Your transactions',
    description: 'Name of the table and list, for screen readers',
  },
});

const columns = [m.dateTime, m.reference, m.amount, m.paymentMethod, m.purpose, m.status];

/**
 * Spec 2's table from tablet width up (scrolling inside its own box if it must); on phones each
 * transaction is a stacked card instead, so the page never scrolls sideways.
 */
export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const intl = useIntl();
  const reasonOf = usePaymentReason();
  const when = (t: Transaction) => formatTransactionDateTime(t.create_date, t.create_time);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{intl.formatMessage(m.caption)}</caption>
          <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className="px-4 py-3">
                  {intl.formatMessage(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {transactions.map((t) => (
              <tr key={t.id} className="align-middle">
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">{when(t)}</td>
                <td
                  translate="no"
                  className="px-4 py-3 font-mono text-xs whitespace-nowrap text-ink-900"
                >
                  {t.ref_number}
                </td>
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900 tabular-nums">
                  {formatNaira(t.amount)}
                </td>
                <td className="px-4 py-3 text-ink-700">
                  <PaymentMethodLabel type={t.payment_type} />
                </td>
                <td className="px-4 py-3 text-ink-700">{reasonOf(t.reason)}</td>
                <td className="px-4 py-3">
                  <TransactionStatus status={t.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label={intl.formatMessage(m.caption)}>
        {transactions.map((t) => (
          <li key={t.id} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-lg font-bold text-ink-900 tabular-nums">
                  {formatNaira(t.amount)}
                </p>
                <p className="text-sm text-ink-700">{reasonOf(t.reason)}</p>
              </div>
              <TransactionStatus status={t.status} />
            </div>
            <dl className="mt-3 space-y-1.5 border-t border-ink-200 pt-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">{intl.formatMessage(m.dateTime)}</dt>
                <dd className="text-right text-ink-900">{when(t)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">{intl.formatMessage(m.paymentMethod)}</dt>
                <dd className="text-ink-900">
                  <PaymentMethodLabel type={t.payment_type} />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="shrink-0 text-ink-600">{intl.formatMessage(m.reference)}</dt>
                <dd
                  translate="no"
                  className="min-w-0 text-right font-mono text-xs break-all text-ink-900"
                >
                  {t.ref_number}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
