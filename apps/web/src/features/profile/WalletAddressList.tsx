import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { WalletAddress } from '@vouch/contracts';
import { CopyButton } from '../../components/CopyButton';
import { walletLabel } from '../wallet';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  proven: {
    id: 'profile.WalletAddressList.proven',
    defaultMessage: 'Proven',
    description: "The member's own address, proven by signing",
  },
  provenByMember: {
    id: 'profile.WalletAddressList.provenByMember',
    defaultMessage: 'Proven by the member',
    description: "Someone else's address in a verification result, proven by signing",
  },
  notProven: { id: 'profile.WalletAddressList.notProven', defaultMessage: 'Not proven yet' },
  notProvenByMember: {
    id: 'profile.WalletAddressList.notProvenByMember',
    defaultMessage: 'Not proven by the member',
  },
  none: { id: 'profile.WalletAddressList.none', defaultMessage: 'No wallet addresses found.' },
  copyAddress: {
    id: 'profile.WalletAddressList.copyAddress',
    defaultMessage: '{wallet} address',
    description: 'What the copy button copies, read as "Copy USDT (TRC20) address"',
  },
});

/** Proven by signing, or only typed in: the one thing a payer must know about an address. */
function Proof({ proven, own }: { proven: boolean; own: boolean }) {
  const intl = useIntl();
  if (proven)
    return (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-success-700">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        {intl.formatMessage(own ? m.proven : m.provenByMember)}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-warning-700">
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      {intl.formatMessage(own ? m.notProven : m.notProvenByMember)}
    </span>
  );
}

/**
 * Spec 2's wallet list, shared by the Profile and the Check Verification result: 'USDT (TRC20)'
 * over the address, each with a copy button and whether the member proved it; 'No wallet
 * addresses found.' when there are none. `own`: the member's own list (Profile).
 */
export function WalletAddressList({
  wallets,
  own = false,
}: {
  wallets: WalletAddress[];
  own?: boolean;
}) {
  const intl = useIntl();
  if (wallets.length === 0)
    return <p className="mt-3 text-ink-600">{intl.formatMessage(m.none)}</p>;
  return (
    <ul className="mt-2 divide-y divide-ink-200">
      {wallets.map((w, i) => (
        <li key={`${w.address}-${i}`} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-900">{walletLabel(w)}</p>
            <p className="font-mono text-sm text-ink-700 [overflow-wrap:anywhere]">{w.address}</p>
            {w.proven !== undefined && <Proof proven={w.proven} own={own} />}
          </div>
          <CopyButton
            value={w.address}
            label={intl.formatMessage(m.copyAddress, { wallet: walletLabel(w) })}
          />
        </li>
      ))}
    </ul>
  );
}
