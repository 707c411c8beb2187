import { Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import type { MemberWallet } from '@vouch/contracts';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { canProve, WalletStatus } from './WalletStatus';
import { networkLabel, tokenLabel, walletLabel } from './wallet-labels';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  token: { id: 'wallet.WalletTable.token', defaultMessage: 'Token', description: 'Column header' },
  network: {
    id: 'wallet.WalletTable.network',
    defaultMessage: 'Network',
    description: 'Column header',
  },
  address: {
    id: 'wallet.WalletTable.address',
    defaultMessage: 'Address',
    description: 'Column header',
  },
  status: {
    id: 'wallet.WalletTable.status',
    defaultMessage: 'Status',
    description: 'Column header',
  },
  actions: {
    id: 'wallet.WalletTable.actions',
    defaultMessage: 'Actions',
    description: 'Column header (screen readers only)',
  },
  caption: { id: 'wallet.WalletTable.caption', defaultMessage: 'Your wallets' },
  prove: {
    id: 'wallet.WalletTable.prove',
    defaultMessage: 'Prove',
    description: 'Button: prove the address is yours by signing',
  },
  proveAgain: {
    id: 'wallet.WalletTable.proveAgain',
    defaultMessage: 'Prove again',
    description: 'Button',
  },
  reProve: {
    id: 'wallet.WalletTable.reProve',
    defaultMessage: 'Re-prove',
    description: 'Short button in the table: prove again',
  },
  proveName: {
    id: 'wallet.WalletTable.proveName',
    defaultMessage: 'Prove {wallet}',
    description: 'Button name for screen readers; {wallet}: token, network and address',
  },
  proveAgainName: {
    id: 'wallet.WalletTable.proveAgainName',
    defaultMessage: 'Prove again {wallet}',
    description: 'Button name for screen readers; {wallet}: token, network and address',
  },
  editName: {
    id: 'wallet.WalletTable.editName',
    defaultMessage: 'Edit label of {wallet}',
    description: 'Button name for screen readers; {wallet}: token, network and address',
  },
  editLabel: {
    id: 'wallet.WalletTable.editLabel',
    defaultMessage: 'Edit label',
    description: 'Tooltip of the pencil button',
  },
  label: {
    id: 'wallet.WalletTable.label',
    defaultMessage: 'Label',
    description: "Button: edit the wallet's own name",
  },
  removeName: {
    id: 'wallet.WalletTable.removeName',
    defaultMessage: 'Remove {wallet}',
    description: 'Button name for screen readers; {wallet}: token, network and address',
  },
  remove: { id: 'wallet.WalletTable.remove', defaultMessage: 'Remove', description: 'Button' },
  copyAddress: {
    id: 'wallet.WalletTable.copyAddress',
    defaultMessage: '{wallet} address',
    description: 'What the copy button copies, read as "Copy USDT (TRC20) address"',
  },
});

export interface WalletActions {
  onProve: (w: MemberWallet) => void;
  onEdit: (w: MemberWallet) => void;
  onRemove: (w: MemberWallet) => void;
}

const columns = [m.token, m.network, m.address, m.status];

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
  const intl = useIntl();
  const wallet = `${walletLabel(w)} ${w.address}`;
  // In the table, Label and Remove are icons (named for screen readers, titled for the mouse).
  const text = (t: string) => (compact ? null : t);
  return (
    <div className={`flex items-center gap-1 ${compact ? 'justify-end' : 'flex-wrap'}`}>
      {canProve(w) && (
        <Button
          size="sm"
          variant={w.proven_at ? 'ghost' : 'primary'}
          onClick={() => onProve(w)}
          aria-label={intl.formatMessage(w.proven_at ? m.proveAgainName : m.proveName, { wallet })}
        >
          <ShieldCheck className="size-4" aria-hidden="true" />
          {intl.formatMessage(w.proven_at ? (compact ? m.reProve : m.proveAgain) : m.prove)}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onEdit(w)}
        aria-label={intl.formatMessage(m.editName, { wallet })}
        title={compact ? intl.formatMessage(m.editLabel) : undefined}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {text(intl.formatMessage(m.label))}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onRemove(w)}
        aria-label={intl.formatMessage(m.removeName, { wallet })}
        title={compact ? intl.formatMessage(m.remove) : undefined}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {text(intl.formatMessage(m.remove))}
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
  const intl = useIntl();
  const copyLabel = (w: MemberWallet) =>
    intl.formatMessage(m.copyAddress, { wallet: walletLabel(w) });
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{intl.formatMessage(m.caption)}</caption>
          <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className="px-4 py-3">
                  {intl.formatMessage(c)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{intl.formatMessage(m.actions)}</span>
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
                    <CopyButton value={w.address} label={copyLabel(w)} />
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

      <ul className="space-y-3 lg:hidden" aria-label={intl.formatMessage(m.caption)}>
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
              <CopyButton value={w.address} label={copyLabel(w)} />
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
