import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import type { MemberWallet } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { canProve, WalletStatus } from './WalletStatus';
import { networkLabel, tokenLabel, walletLabel } from './wallet-labels';

export interface WalletActions {
  onProve: (w: MemberWallet) => void;
  onEdit: (w: MemberWallet) => void;
  onRemove: (w: MemberWallet) => void;
}

const columns = ['Token', 'Network', 'Address', 'Status'];

function Address({ w }: { w: MemberWallet }) {
  return (
    <div className="min-w-0">
      {w.label && <p className="text-sm font-semibold text-ink-900">{w.label}</p>}
      <p className="font-mono text-sm text-ink-900 [overflow-wrap:anywhere]">{w.address}</p>
    </div>
  );
}

function Actions({
  w,
  onProve,
  onEdit,
  onRemove,
  compact = false,
}: WalletActions & { w: MemberWallet; compact?: boolean }) {
  const name = `${walletLabel(w)} ${w.address}`;
  // In the table, Label and Remove are icons (named for screen readers, titled for the mouse).
  const text = (t: string) => (compact ? null : t);
  return (
    <div className={`flex items-center gap-1 ${compact ? 'justify-end' : 'flex-wrap'}`}>
      {canProve(w) && (
        <Button
          size="sm"
          variant={w.proven_at ? 'ghost' : 'primary'}
          onClick={() => onProve(w)}
          aria-label={`${w.proven_at ? 'Prove again' : 'Prove'} ${name}`}
        >
          <ShieldCheck className="size-4" aria-hidden="true" />
          {w.proven_at ? (compact ? 'Re-prove' : 'Prove again') : 'Prove'}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onEdit(w)}
        aria-label={`Edit label of ${name}`}
        title={compact ? 'Edit label' : undefined}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {text('Label')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onRemove(w)}
        aria-label={`Remove ${name}`}
        title={compact ? 'Remove' : undefined}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {text('Remove')}
      </Button>
    </div>
  );
}

/**
 * Spec 2's list table (Token, Network, Address) with each address's proof status and actions,
 * from desktop width up; on phones and tablets each wallet is a card, so a long address wraps
 * rather than pushing the page sideways.
 */
export function WalletTable({ wallets, ...actions }: { wallets: MemberWallet[] } & WalletActions) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your wallets</caption>
          <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 whitespace-nowrap">
                  {c}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {wallets.map((w) => (
              <tr key={w.id} className="align-middle">
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900">
                  {tokenLabel(w.token)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                  {networkLabel(w.token, w.network)}
                </td>
                <td className="px-4 py-3">
                  <div className="flex items-center justify-between gap-3">
                    <Address w={w} />
                    <CopyButton value={w.address} label={`${walletLabel(w)} address`} />
                  </div>
                </td>
                <td className="px-4 py-3">
                  <WalletStatus wallet={w} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Actions w={w} {...actions} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 lg:hidden" aria-label="Your wallets">
        {wallets.map((w) => (
          <li key={w.id} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">{tokenLabel(w.token)}</p>
                <p className="text-sm text-ink-600">{networkLabel(w.token, w.network)}</p>
              </div>
              <WalletStatus wallet={w} />
            </div>
            <div className="mt-3 flex items-start justify-between gap-3 border-t border-ink-200 pt-3">
              <Address w={w} />
              <CopyButton value={w.address} label={`${walletLabel(w)} address`} />
            </div>
            <div className="mt-3 border-t border-ink-200 pt-2">
              <Actions w={w} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
