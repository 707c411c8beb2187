import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { ApiMode, Grant, GrantStanding, Organisation } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/Spinner';
import { stacked } from '../../components/stacked-table';
import { TableCard } from '../../components/TableCard';
import { formatDate } from '../../lib/format';
import { useConsoleGrants, useReverifyGrant } from './grants-api';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = `px-3 py-2.5 ${stacked.cell}`;

/** Where a customer stands, as the console says it, and its badge's colours. */
export const standingWords: Record<GrantStanding, { text: string; tone: string }> = {
  verified: { text: 'Verified', tone: 'bg-success-50 text-success-700 ring-success-600/30' },
  documents_expired: {
    text: 'Documents expired',
    tone: 'bg-warning-50 text-warning-700 ring-warning-500/40',
  },
  suspended: {
    text: 'Suspended by Vouch',
    tone: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  },
  revoked: { text: 'Revoked by Vouch', tone: 'bg-danger-50 text-danger-700 ring-danger-600/30' },
  not_verified: { text: 'Not verified', tone: 'bg-ink-50 text-ink-700 ring-ink-300' },
  closed: { text: 'Account closed', tone: 'bg-ink-50 text-ink-700 ring-ink-300' },
};

/**
 * The console's customers (issue 50): everyone who shared with the organisation, where each
 * stands now (what the monitoring events said), how old their verification is, and "Ask to
 * re-verify" for owners and developers (POST /grants/{id}/reverify, from the console).
 */
export function CustomersTable({
  org,
  mode,
}: {
  org: Pick<Organisation, 'id' | 'role'>;
  mode: ApiMode;
}) {
  const grants = useConsoleGrants(org.id, mode);
  const reverify = useReverifyGrant(org.id);
  const [asked, setAsked] = useState<string | null>(null);
  const headingId = useId();
  const mayAsk = org.role !== 'viewer' && mode === 'live';

  if (grants.isPending) return <PageSpinner />;
  if (grants.isError) return <Alert tone="error">{grants.error.message}</Alert>;
  const rows = grants.data.pages.flatMap((p) => p.data);
  if (rows.length === 0)
    return (
      <Card>
        <EmptyState icon={Users} title={`No ${mode} customers yet`}>
          A customer shows here once they allow your verification session to read their
          verification. You then see here whether they are still verified, day after day.
        </EmptyState>
      </Card>
    );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-brand-700">
        Customers who shared with you
      </h2>
      <p className="text-sm text-ink-600">
        Vouch keeps watching after a customer shares: a passport that expires, a suspension or a
        revocation shows here and reaches your webhooks. Ask a customer to confirm when their
        verification is older than Vouch’s limit for their tier.
      </p>
      {reverify.isError && <Alert tone="error">{reverify.error.message}</Alert>}
      {asked && (
        <Alert tone="success" title="Asked">
          We mailed the customer a link to confirm (session {asked}). Their answer arrives as that
          session’s events.
        </Alert>
      )}
      <TableCard>
        <table className={stacked.table}>
          <thead className={`bg-ink-50 ${stacked.head}`}>
            <tr>
              <th className={th}>Shared</th>
              <th className={th}>Standing</th>
              <th className={th}>Verified on</th>
              <th className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className={`divide-y divide-ink-100 ${stacked.body}`}>
            {rows.map((g) => (
              <GrantRow
                key={g.id}
                grant={g}
                mayAsk={mayAsk}
                busy={reverify.isPending && reverify.variables === g.id}
                onAsk={() => reverify.mutate(g.id, { onSuccess: (s) => setAsked(s.id) })}
              />
            ))}
          </tbody>
        </table>
      </TableCard>
      {grants.hasNextPage && (
        <Button
          variant="secondary"
          loading={grants.isFetchingNextPage}
          onClick={() => void grants.fetchNextPage()}
        >
          Show older
        </Button>
      )}
    </section>
  );
}

function GrantRow({
  grant: g,
  mayAsk,
  busy,
  onAsk,
}: {
  grant: Grant;
  mayAsk: boolean;
  busy: boolean;
  onAsk: () => void;
}) {
  const standing = g.revoked_at ? null : standingWords[g.member_standing];
  return (
    <tr className={stacked.row}>
      <td className={td} data-label="Shared">
        <span className="font-medium text-ink-900">{g.purpose}</span>
        <span className="block text-xs text-ink-600">
          {g.claims
            .filter((c) => c !== 'verified')
            .join(', ')
            .replace(/_/g, ' ')}{' '}
          · {formatDate(g.granted_at)}
        </span>
      </td>
      <td className={td} data-label="Standing">
        {standing ? (
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${standing.tone}`}
          >
            {standing.text}
          </span>
        ) : (
          <span className="text-ink-600">
            {g.revoked_by === 'replaced' ? 'Replaced by a newer consent' : 'Stopped sharing'}
          </span>
        )}
      </td>
      <td className={td} data-label="Verified on">
        <span>{g.verified_at ? formatDate(g.verified_at) : '—'}</span>
        {g.reverify_due && !g.revoked_at && (
          <span className="block text-xs font-semibold text-warning-700">Re-verification due</span>
        )}
      </td>
      <td className={td} data-label="">
        {mayAsk && !g.revoked_at && g.member_standing === 'verified' && (
          <Button size="sm" variant="secondary" loading={busy} onClick={onAsk}>
            Ask to re-verify
          </Button>
        )}
      </td>
    </tr>
  );
}
