import { Webhook } from 'lucide-react';
import { useId } from 'react';
import type { WebhookEndpoint } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { TableCard } from '../../../components/TableCard';
import { formatDateTime } from '../../../lib/format';
import type { useWebhookEndpoints } from '../webhooks-api';
import { pill, td, th } from './cells';
import { stacked } from '../../../components/stacked-table';

/** This mode's endpoints, newest first, with what may be done to each. */
export function EndpointTable({
  endpoints,
  shown,
  mode,
  manage,
  selected,
  onSelect,
  onSendTest,
  onEnable,
  onRotate,
  onDelete,
}: {
  endpoints: ReturnType<typeof useWebhookEndpoints>;
  shown: WebhookEndpoint[];
  mode: 'test' | 'live';
  manage: boolean;
  selected: string | null;
  onSelect: (id: string) => void;
  onSendTest: (e: WebhookEndpoint) => void;
  onEnable: (e: WebhookEndpoint) => void;
  onRotate: (e: WebhookEndpoint) => void;
  onDelete: (e: WebhookEndpoint) => void;
}) {
  const tableId = useId();
  let body;
  if (endpoints.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading endpoints" />
      </div>
    );
  else if (endpoints.isError)
    body = (
      <div className="p-4">
        <Alert tone="error">{endpoints.error.message}</Alert>
      </div>
    );
  else if (shown.length === 0)
    body = (
      <EmptyState icon={Webhook} title={`No ${mode} endpoints yet`}>
        {manage
          ? 'Add one to hear about sessions and consent as they happen.'
          : 'An owner or a developer can add one.'}
      </EmptyState>
    );
  else
    body = (
      <div
        className="relative overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby={tableId}
      >
        <table className={stacked.table}>
          <caption id={tableId} className="sr-only">
            {mode === 'live' ? 'Live' : 'Test'} webhook endpoints, newest first
          </caption>
          <thead className={`border-b border-ink-200 bg-ink-50 ${stacked.head}`}>
            <tr>
              {['Endpoint', 'Events', 'Status', 'Created', ''].map((c, i) => (
                <th key={c || i} scope="col" className={th}>
                  {c || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={`divide-y divide-ink-200 ${stacked.body}`}>
            {shown.map((e) => (
              <tr key={e.id} className={`${stacked.row} ${e.id === selected ? 'bg-brand-50' : ''}`}>
                <td data-label="Endpoint" className={`${td} max-w-80`}>
                  <span className="block font-mono text-xs font-semibold break-all text-ink-900">
                    {e.url}
                  </span>
                  {e.description && (
                    <span className="block text-xs text-ink-600">{e.description}</span>
                  )}
                </td>
                <td data-label="Events" className={`${td} font-mono text-xs`}>
                  {e.event_types.length === 0 ? 'All' : e.event_types.join(', ')}
                </td>
                <td data-label="Status" className={td}>
                  {e.status === 'enabled' ? pill('ok', 'Enabled') : pill('bad', 'Disabled')}
                  {e.disabled_reason && (
                    <span className="mt-1 block text-xs text-ink-600">{e.disabled_reason}</span>
                  )}
                  {e.previous_secret_expires_at && (
                    <span className="mt-1 block text-xs text-ink-600">
                      Old secret signs too until {formatDateTime(e.previous_secret_expires_at)}
                    </span>
                  )}
                </td>
                <td data-label="Created" className={`${td} whitespace-nowrap`}>
                  {formatDateTime(e.created_at)}
                </td>
                <td className={td}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onSelect(e.id)}
                      aria-label={`Deliveries to ${e.url}`}
                    >
                      Deliveries
                    </Button>
                    {manage && e.status === 'enabled' && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => void onSendTest(e)}
                        aria-label={`Send a test event to ${e.url}`}
                      >
                        Send test
                      </Button>
                    )}
                    {manage && e.status === 'disabled' && (
                      <Button size="sm" variant="secondary" onClick={() => void onEnable(e)}>
                        Enable
                      </Button>
                    )}
                    {manage && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onRotate(e)}
                        aria-label={`Rotate the secret of ${e.url}`}
                      >
                        Rotate secret
                      </Button>
                    )}
                    {manage && (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => onDelete(e)}
                        aria-label={`Delete ${e.url}`}
                      >
                        Delete
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return <TableCard>{body}</TableCard>;
}
