import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, KeyRound, Radio, Rocket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { businessMessages } from '@vouch/contracts';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Alert } from '../../components/Alert';
import { Card } from '../../components/Card';
import { formatDateTime, formatNaira } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { businessKeys, useApiKeys, useUsage } from './api';
import { isOwner, useConsole } from './console-context';
import { GoLiveCard } from './GoLiveCard';
import { KybDetail } from './KybDetail';
import { LiveRequestForm } from './LiveRequestForm';

function Tile({
  icon: Icon,
  title,
  children,
  to,
  link,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  to?: string;
  link?: string;
}) {
  return (
    <Card className="flex flex-col">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-brand-700">{title}</h2>
      </div>
      <div className="mt-3 flex-1 text-sm text-ink-700">{children}</div>
      {to && link && (
        <Link
          to={to}
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-accent-700 underline-offset-2 hover:underline"
        >
          {link}
        </Link>
      )}
    </Card>
  );
}

const liveWords = {
  none: 'Not asked for yet.',
  pending: 'Asked for: Vouch is verifying your business with the CAC and its people.',
  approved: 'Approved: live keys look up verified Vouch members.',
  refused: 'Not approved yet.',
} as const;

/** /business: where things stand in this mode, and what to do next. */
export default function OverviewPage() {
  useDocumentTitle('Business console');
  const { org, mode } = useConsole();
  const keys = useApiKeys(org.id);
  const usage = useUsage(org.id, mode, 30);
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const active = keys.data?.filter(
    (k) => k.mode === mode && k.status !== 'revoked' && k.status !== 'expired',
  );

  function asked() {
    setResult({ tone: 'success', text: businessMessages.liveRequested });
    void queryClient.invalidateQueries({ queryKey: businessKeys.all });
  }

  return (
    <div className="space-y-6">
      {result && (
        <Alert tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {org.live.status !== 'approved' && <GoLiveCard orgId={org.id} />}
      {org.live.verification_id && (
        <section aria-label="Your business verification" className="space-y-2">
          <p className="text-sm text-ink-700">
            Each person below confirms who they are through their link (a verified Vouch member in
            one step); Vouch then reviews the business and e-mails the owners.
          </p>
          <KybDetail org={org} mode="live" id={org.live.verification_id} />
        </section>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <Tile icon={Radio} title="Live mode">
          <p>
            {org.live.status === 'pending' && !org.live.verification_id
              ? 'A change of your name, website or logo waits for a Vouch admin; live keys keep working.'
              : liveWords[org.live.status]}
          </p>
          {org.live.status === 'refused' && org.live.reason && (
            <p className="mt-2 rounded-field bg-ink-50 p-3 text-ink-900">
              <span className="font-semibold">Reason: </span>
              {org.live.reason}
            </p>
          )}
          {org.live.requested_at && org.live.status === 'pending' && (
            <p className="mt-1 text-ink-600">Asked on {formatDateTime(org.live.requested_at)}.</p>
          )}
          {org.live.status === 'approved' && org.live.verified_registration && (
            <p className="mt-1 text-ink-600">
              Members see &ldquo;Verified business: {org.live.verified_registration}&rdquo;.
            </p>
          )}
          {isOwner(org) && (org.live.status === 'none' || org.live.status === 'refused') && (
            <LiveRequestForm org={org} onAsked={asked} />
          )}
          {!isOwner(org) && org.live.status !== 'approved' && (
            <p className="mt-2 text-ink-600">An owner of the organisation can ask for it.</p>
          )}
        </Tile>
        <Tile icon={KeyRound} title="API keys" to={paths.businessKeys} link="Manage keys">
          {active === undefined ? (
            <p>Loading…</p>
          ) : (
            <p>
              <span className="text-2xl font-bold text-ink-900">{active.length}</span> active {mode}{' '}
              {active.length === 1 ? 'key' : 'keys'}.
            </p>
          )}
        </Tile>
        <Tile
          icon={BarChart3}
          title="Usage, last 30 days"
          to={paths.businessUsage}
          link="See usage"
        >
          {usage.data ? (
            <p>
              <span className="text-2xl font-bold text-ink-900">{usage.data.total}</span> {mode}{' '}
              {usage.data.total === 1 ? 'lookup' : 'lookups'}
              {mode === 'live'
                ? `, ${formatNaira(usage.data.amount_ngn)} at ${formatNaira(usage.data.price_lookup_ngn)} a lookup.`
                : ' (test lookups are free).'}
            </p>
          ) : (
            <p>Loading…</p>
          )}
        </Tile>
        <Tile
          icon={Rocket}
          title="Quickstart"
          to={paths.businessQuickstart}
          link="Run your first lookup"
        >
          <p>
            Make a test key, paste one command, and see a verified answer. Then read the{' '}
            <Link to={paths.businessReference} className="font-semibold text-accent-700 underline">
              API reference
            </Link>
            .
          </p>
        </Tile>
      </div>
    </div>
  );
}
