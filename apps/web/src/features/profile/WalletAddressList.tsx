import type { WalletAddress } from '@vouch/contracts';
import { CopyButton } from '../../components/CopyButton';
import { walletLabel } from '../wallet';

/**
 * Spec 2's wallet list, shared by the Profile and the Check Verification result: 'USDT (TRC20)'
 * over the address, each with a copy button; 'No wallet addresses found.' when there are none.
 */
export function WalletAddressList({ wallets }: { wallets: WalletAddress[] }) {
  if (wallets.length === 0) return <p className="mt-3 text-ink-600">No wallet addresses found.</p>;
  return (
    <ul className="mt-2 divide-y divide-ink-200">
      {wallets.map((w, i) => (
        <li key={`${w.address}-${i}`} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-900">{walletLabel(w)}</p>
            <p className="font-mono text-sm text-ink-700 [overflow-wrap:anywhere]">{w.address}</p>
          </div>
          <CopyButton value={w.address} label={`${walletLabel(w)} address`} />
        </li>
      ))}
    </ul>
  );
}
