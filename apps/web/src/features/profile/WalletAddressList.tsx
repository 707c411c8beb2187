import { walletTokens, type WalletAddress } from '@vouch/contracts';
import { CopyButton } from '../../components/CopyButton';

/** 'usdt' / 'trc20' → 'USDT' / 'TRC20'; labels already stored pass through. */
function describe(w: WalletAddress): string {
  const token = walletTokens.find((t) => t.value === w.token || t.label === w.token);
  const network = token?.networks.find((n) => n.value === w.network || n.label === w.network);
  return `${token?.label ?? w.token} (${network?.label ?? w.network})`;
}

export function WalletAddressList({ wallets }: { wallets: WalletAddress[] }) {
  if (wallets.length === 0) return <p className="mt-3 text-ink-600">No wallet addresses found.</p>;
  return (
    <ul className="mt-2 divide-y divide-ink-200">
      {wallets.map((w, i) => (
        <li key={`${w.address}-${i}`} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-900">{describe(w)}</p>
            <p className="font-mono text-sm text-ink-700 [overflow-wrap:anywhere]">{w.address}</p>
          </div>
          <CopyButton value={w.address} label={`${describe(w)} address`} />
        </li>
      ))}
    </ul>
  );
}
