import { Clock, ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { isProvableAddress, type MemberWallet } from '@vouch/contracts';
import { formatDate, formatDateTime } from '../../lib/format';

export const canProve = (w: MemberWallet) =>
  w.family !== null && isProvableAddress(w.family, w.address);

/**
 * Proven (and when), proven and on hold (a wallet proven after verification joins the verified
 * answer later, issue 30), not proven yet, or a kind of address no signature of ours can prove.
 */
export function WalletStatus({ wallet }: { wallet: MemberWallet }) {
  const base =
    'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
  if (wallet.proven_at && wallet.joins_answer_at)
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <span className={`${base} bg-warning-50 text-warning-700 ring-warning-500/50`}>
          <Clock className="size-3.5" aria-hidden="true" />
          Proven · on hold
        </span>
        <span className="text-xs text-ink-600">
          payers see it from {formatDateTime(wallet.joins_answer_at)}
        </span>
      </span>
    );
  if (wallet.proven_at)
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <span className={`${base} bg-success-50 text-success-700 ring-success-600/40`}>
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          Proven
        </span>
        <span className="text-xs text-ink-600">on {formatDate(wallet.proven_at)}</span>
      </span>
    );
  if (!canProve(wallet))
    return (
      <span className={`${base} bg-ink-100 text-ink-700 ring-ink-300`}>
        <ShieldOff className="size-3.5" aria-hidden="true" />
        Cannot be proven
      </span>
    );
  return (
    <span className={`${base} bg-warning-50 text-warning-700 ring-warning-500/50`}>
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      Not proven
    </span>
  );
}
