import type { WalletAddress } from '@vouch/contracts';
import { CopyButton } from '../../components/CopyButton';
import { networkLabel, tokenLabel, walletLabel } from './wallet-labels';

const columns = ['Token', 'Network', 'Address'];

/**
 * Spec 2's list table (Token, Network, Address) from tablet width up; on phones each wallet is a
 * card instead, so a long address wraps rather than pushing the page sideways.
 */
export function WalletTable({ wallets }: { wallets: WalletAddress[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your wallets</caption>
          <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 whitespace-nowrap">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {wallets.map((w, i) => (
              <tr key={`${w.network}-${w.address}-${i}`} className="align-middle">
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900">
                  {tokenLabel(w.token)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                  {networkLabel(w.token, w.network)}
                </td>
                <td className="px-4 py-3">
                  <div className="flex items-center justify-between gap-3">
                    <span className="min-w-0 font-mono text-sm text-ink-900 [overflow-wrap:anywhere]">
                      {w.address}
                    </span>
                    <CopyButton value={w.address} label={`${walletLabel(w)} address`} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Your wallets">
        {wallets.map((w, i) => (
          <li
            key={`${w.network}-${w.address}-${i}`}
            className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{tokenLabel(w.token)}</p>
                <p className="text-sm text-ink-600">{networkLabel(w.token, w.network)}</p>
              </div>
              <CopyButton value={w.address} label={`${walletLabel(w)} address`} />
            </div>
            <p className="mt-3 border-t border-ink-200 pt-3 font-mono text-sm text-ink-900 [overflow-wrap:anywhere]">
              {w.address}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
