import type { PaymentType, Transaction, TransactionStatus } from '@vouch/contracts';
import type { TransactionRow } from './repository.js';

const LAGOS_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const LAGOS_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** Spec 3's transaction: amount in naira, date and time in Lagos (members are in Nigeria). */
export function toTransaction(row: TransactionRow): Transaction {
  const at = new Date(row.created_at);
  return {
    id: row.id,
    create_date: LAGOS_DATE.format(at),
    create_time: LAGOS_TIME.format(at),
    ref_number: row.ref_number,
    amount: Number(row.amount_kobo) / 100,
    payment_type: row.payment_type as PaymentType,
    reason: row.reason,
    status: row.status as TransactionStatus,
  };
}
