import { useQueryClient } from '@tanstack/react-query';
import { Webhook } from 'lucide-react';
import { useId, useState } from 'react';
import type { WebhookDelivery, WebhookEndpoint } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { TableCard } from '../../../components/TableCard';
import { formatDateTime } from '../../../lib/format';
import { resendWebhook, useWebhookDeliveries, webhookKeys } from '../webhooks-api';
import { pill, td, th } from './cells';
import { stacked } from '../../../components/stacked-table';

/** A pending delivery waits for a later attempt, or is being sent now (a Resend, Retry now). */
const waiting = (d: WebhookDelivery) =>
  d.status === 'pending' &&
  d.attempts > 0 &&
  d.next_attempt_at !== null &&
  Date.parse(d.next_attempt_at) > Date.now();

function deliveryPill(d: WebhookDelivery) {
  if (d.status === 'delivered') return pill('ok', 'Delivered');
  if (d.status === 'failed') return pill('bad', 'Failed');
  return pill('warn', waiting(d) ? 'Retrying' : 'Sending');
}

/** The body as sent, indented for reading (what was signed is the compact original). */
const readable = (payload: string) => JSON.stringify(JSON.parse(payload) as unknown, null, 2);

/**
 * An endpoint’s deliveries, newest first: each one's body as sent, resendable once it is done,
 * and a retrying one can be tried again now instead of at its next attempt.
 */
export function Deliveries({
  orgId,
  endpoint,
  manage,
}: {
  orgId: string;
  endpoint: WebhookEndpoint;
  manage: boolean;
}) {
  const deliveries = useWebhookDeliveries(orgId, endpoint.id);
  const queryClient = useQueryClient();
  const tableId = useId();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(orgId, endpoint.id) });
  async function resend(d: WebhookDelivery) {
    const res = await resendWebhook(orgId, endpoint.id, d.id);
    setNotice({ ok: res.ok, text: res.msg });
    refresh();
  }
  let body;
  if (deliveries.isPending)
    body = (
      <div className="flex justify-center py-8 text-brand-700">
        <Spinner className="size-6" label="Loading deliveries" />
      </div>
    );
  else if (deliveries.isError)
    body = (
      <div className="p-4">
        <Alert tone="error">{deliveries.error.message}</Alert>
      </div>
    );
  else if (deliveries.data.length === 0)
    body = (
      <EmptyState icon={Webhook} title="No deliveries yet">
        Send a test event to see one.
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
            Deliveries to {endpoint.url}, newest first
          </caption>
          <thead className={`border-b border-ink-200 bg-ink-50 ${stacked.head}`}>
            <tr>
              {['Event', 'Status', 'Attempts', 'HTTP', 'Latency', 'Answer', ''].map((c, i) => (
                <th key={c || i} scope="col" className={th}>
                  {c || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={`divide-y divide-ink-200 ${stacked.body}`}>
            {deliveries.data.map((d) => (
              <tr key={d.id} className={stacked.row}>
                <td data-label="Event" className={td}>
                  <span className="font-mono text-xs font-semibold text-ink-900">
                    {d.event_type}
                  </span>
                  <span className="block font-mono text-xs break-all text-ink-600">
                    {d.event_id}
                  </span>
                  <span className="block text-xs text-ink-600">{formatDateTime(d.created_at)}</span>
                  {d.payload && (
                    <details>
                      <summary className="cursor-pointer text-xs text-accent-700">Payload</summary>
                      <pre className="mt-1 max-h-60 max-w-[min(36rem,80vw)] overflow-auto rounded-field bg-ink-50 p-2 font-mono text-xs whitespace-pre-wrap text-ink-900">
                        {readable(d.payload)}
                      </pre>
                    </details>
                  )}
                </td>
                <td data-label="Status" className={td}>
                  {deliveryPill(d)}
                  {waiting(d) && (
                    <span className="block text-xs text-ink-600">
                      Next {formatDateTime(d.next_attempt_at!)}
                    </span>
                  )}
                </td>
                <td data-label="Attempts" className={td}>
                  {d.attempts}
                </td>
                <td data-label="HTTP" className={`${td} font-mono`}>
                  {d.last_status_code ?? '—'}
                </td>
                <td data-label="Latency" className={`${td} whitespace-nowrap`}>
                  {d.last_latency_ms === null ? '—' : `${d.last_latency_ms} ms`}
                </td>
                <td data-label="Answer" className={`${td} max-w-72`}>
                  {d.last_error && <span className="block text-danger-700">{d.last_error}</span>}
                  {d.last_response ? (
                    <details>
                      <summary className="cursor-pointer text-accent-700">First 1 KB</summary>
                      <pre className="mt-1 max-h-40 overflow-auto rounded-field bg-ink-50 p-2 font-mono text-xs break-all whitespace-pre-wrap text-ink-900">
                        {d.last_response}
                      </pre>
                    </details>
                  ) : (
                    !d.last_error && '—'
                  )}
                </td>
                <td className={td}>
                  {manage &&
                    endpoint.status === 'enabled' &&
                    (d.status !== 'pending' || waiting(d)) && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => void resend(d)}
                        aria-label={`${waiting(d) ? 'Retry now' : 'Resend'} ${d.event_type} ${d.event_id}`}
                      >
                        {waiting(d) ? 'Retry now' : 'Resend'}
                      </Button>
                    )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="space-y-3" aria-label="Deliveries">
      <h2 className="text-lg font-semibold text-ink-900">
        Deliveries to <span className="font-mono text-base break-all">{endpoint.url}</span>
      </h2>
      {notice && (
        <Alert tone={notice.ok ? 'success' : 'error'} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <TableCard>{body}</TableCard>
    </section>
  );
}
