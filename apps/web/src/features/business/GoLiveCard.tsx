import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { GoLiveItem } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Card } from '../../components/Card';
import { paths } from '../../lib/paths';
import { useGoLive } from './api';

const where: Record<GoLiveItem['link'], { to: string; label: string }> = {
  kyc: { to: paths.kyc, label: 'Verify your identity' },
  security: { to: paths.settings, label: 'Turn on two-step verification' },
  settings: { to: paths.businessSettings, label: 'Edit redirect origins' },
  quickstart: { to: paths.businessQuickstart, label: 'Open the Quickstart' },
  webhooks: { to: paths.businessWebhooks, label: 'Add an endpoint' },
  usage: { to: paths.businessUsage, label: 'See the balance' },
};

/** Going live, step by step (issue 47): what the review looks for, what is done, how long. */
export function GoLiveCard({ orgId }: { orgId: string }) {
  const goLive = useGoLive(orgId);
  if (goLive.isPending) return null;
  if (goLive.isError) return <Alert tone="error">{goLive.error.message}</Alert>;
  const { items, review_time } = goLive.data;
  const needed = items.filter((i) => i.needed);
  const missing = needed.filter((i) => !i.done).length;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-brand-700">Going live</h2>
      <p className="mt-1 text-sm text-ink-600">
        {missing === 0
          ? 'Everything the review looks for is in place.'
          : `${missing} of ${needed.length} steps the review looks for ${missing === 1 ? 'is' : 'are'} still to do.`}{' '}
        {review_time}
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3" data-testid={`go-live-${item.id}`}>
            {item.done ? (
              <CheckCircle2
                className="mt-0.5 size-5 shrink-0 text-success-700"
                aria-hidden="true"
              />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-ink-400" aria-hidden="true" />
            )}
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink-900">
                {item.label}
                <span className="sr-only">{item.done ? ': done' : ': to do'}</span>
                {!item.needed && (
                  <span className="ml-2 text-xs font-normal text-ink-600">Recommended</span>
                )}
              </p>
              {!item.done && (
                <p className="text-ink-600">
                  {item.hint}{' '}
                  <Link
                    to={where[item.link].to}
                    className="font-semibold text-accent-700 underline-offset-2 hover:underline"
                  >
                    {where[item.link].label}
                  </Link>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
