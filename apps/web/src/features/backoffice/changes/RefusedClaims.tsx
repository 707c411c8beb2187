import type { ClaimConflict, ConflictContext, ConflictKind } from '@vouch/contracts';
import { Card } from '../../../components/Card';
import { formatDateTime } from '../../../lib/format';
import { TableCard } from '../TableCard';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top [overflow-wrap:anywhere]';
const kinds = {
  phone: 'Phone number',
  email: 'E-mail',
  wechat_id: 'WeChat ID',
  wallet: 'Wallet address',
} satisfies Record<ConflictKind, string>;
const contexts = {
  profile_edit: 'Profile edit',
  approval: 'KYC approval',
  restore: 'Reinstatement',
  wallet_proof: 'Wallet proof',
} satisfies Record<ConflictContext, string>;

/** Identifiers refused because another verified member holds them: possible impersonation. */
export function RefusedClaims({ conflicts }: { conflicts: ClaimConflict[] }) {
  if (conflicts.length === 0)
    return (
      <Card>
        <p className="text-ink-600">No claim has been refused.</p>
      </Card>
    );
  return (
    <TableCard>
      <div
        className="relative overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Refused claims"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Refused claims, newest first</caption>
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              {['When', 'What', 'Claimed by', 'Held by', 'During'].map((c) => (
                <th key={c} scope="col" className={th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {conflicts.map((c) => (
              <tr key={c.id}>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(c.at)}</td>
                <td className={td}>{kinds[c.kind]}</td>
                <td className={td}>
                  {c.claimant_email}
                  <span className="block font-mono text-xs text-ink-600">{c.claimant_uuid}</span>
                </td>
                <td className={`${td} font-mono text-xs`}>{c.holder_uuid}</td>
                <td className={td}>{contexts[c.context]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TableCard>
  );
}
