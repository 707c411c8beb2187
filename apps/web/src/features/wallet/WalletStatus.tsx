import { Clock, ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { isProvableAddress, type MemberWallet } from '@vouch/contracts';
import { formatDate, formatDateTime } from '../../lib/format';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  onHold: {
    id: 'wallet.WalletStatus.onHold',
    defaultMessage: 'Proven · on hold',
    description: 'Status: the address is proven but joins the verified answer only later',
  },
  payersSee: {
    id: 'wallet.WalletStatus.payersSee',
    defaultMessage: 'payers see it from {when}',
    description: 'Under "Proven · on hold"; {when}: a date and time',
  },
  proven: {
    id: 'wallet.WalletStatus.proven',
    defaultMessage: 'Proven',
    description: 'Status of a wallet address proven by signing',
  },
  provenOn: {
    id: 'wallet.WalletStatus.provenOn',
    defaultMessage: 'on {date}',
    description: 'Under "Proven": the day it was proven',
  },
  cannot: {
    id: 'wallet.WalletStatus.cannot',
    defaultMessage: 'Cannot be proven',
    description: 'Status: no signature can prove this kind of address',
  },
  notProven: {
    id: 'wallet.WalletStatus.notProven',
    defaultMessage: 'Not proven',
    description: 'Status of a wallet address',
  },
});

export const canProve = (w: MemberWallet) =>
  w.family !== null && isProvableAddress(w.family, w.address);

/**
 * Proven (and when), proven and on hold (a wallet proven after verification joins the verified
 * answer later, issue 30), not proven yet, or a kind of address no signature of ours can prove.
 */
export function WalletStatus({ wallet }: { wallet: MemberWallet }) {
  const intl = useIntl();
  const base =
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';
  if (wallet.proven_at && wallet.joins_answer_at)
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <span className={`${base} bg-warning-50 text-warning-700 ring-warning-500/50`}>
          <Clock className="size-3.5" aria-hidden="true" />
          {intl.formatMessage(m.onHold)}
        </span>
        <span className="text-xs text-ink-600">
          {intl.formatMessage(m.payersSee, { when: formatDateTime(wallet.joins_answer_at) })}
        </span>
      </span>
    );
  if (wallet.proven_at)
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <span className={`${base} bg-success-50 text-success-700 ring-success-600/40`}>
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          {intl.formatMessage(m.proven)}
        </span>
        <span className="text-xs text-ink-600">
          {intl.formatMessage(m.provenOn, { date: formatDate(wallet.proven_at) })}
        </span>
      </span>
    );
  if (!canProve(wallet))
    return (
      <span className={`${base} bg-ink-100 text-ink-700 ring-ink-300`}>
        <ShieldOff className="size-3.5" aria-hidden="true" />
        {intl.formatMessage(m.cannot)}
      </span>
    );
  return (
    <span className={`${base} bg-warning-50 text-warning-700 ring-warning-500/50`}>
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      {intl.formatMessage(m.notProven)}
    </span>
  );
}
