import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookEndpoint } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { mayManageKeys, useConsole } from './console-context';
import { AddEndpointDialog } from './webhooks/AddEndpointDialog';
import { DeleteEndpointDialog } from './webhooks/DeleteEndpointDialog';
import { Deliveries } from './webhooks/Deliveries';
import { EndpointTable } from './webhooks/EndpointTable';
import { RotateSecretDialog } from './webhooks/RotateSecretDialog';
import {
  enableWebhookEndpoint,
  sendTestWebhook,
  useWebhookEndpoints,
  webhookKeys,
} from './webhooks-api';

/** /business/webhooks: this mode's endpoints, their deliveries, test events, rotation. */
export default function WebhooksPage() {
  useDocumentTitle('Webhooks');
  const { org, mode } = useConsole();
  const endpoints = useWebhookEndpoints(org.id);
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const manage = mayManageKeys(org);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(org.id) });

  const shown = endpoints.data?.filter((e) => e.mode === mode) ?? [];
  const current = shown.find((e) => e.id === selected) ?? null;

  async function sendTest(e: WebhookEndpoint) {
    const res = await sendTestWebhook(org.id, e.id);
    setNotice(
      res.ok
        ? { ok: true, text: `Test event ${res.msg.id} sent to ${e.url}.` }
        : { ok: false, text: res.msg },
    );
    setSelected(e.id);
    void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(org.id, e.id) });
  }
  async function enable(e: WebhookEndpoint) {
    const res = await enableWebhookEndpoint(org.id, e.id);
    setNotice({ ok: res.ok, text: res.ok ? `${e.url} receives events again.` : res.msg });
    refresh();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-700">
          Signed events in the{' '}
          <a
            href="https://www.standardwebhooks.com/"
            className="font-semibold text-accent-700 underline"
          >
            Standard Webhooks
          </a>{' '}
          format, retried for about three days until your server answers 2xx.
        </p>
        {manage && <Button onClick={() => setCreating(true)}>Add {mode} endpoint</Button>}
      </div>
      {notice && (
        <Alert tone={notice.ok ? 'success' : 'error'} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <EndpointTable
        endpoints={endpoints}
        shown={shown}
        mode={mode}
        manage={manage}
        selected={selected}
        onSelect={setSelected}
        onSendTest={(e) => void sendTest(e)}
        onEnable={(e) => void enable(e)}
        onRotate={setRotating}
        onDelete={setDeleting}
      />
      {current && <Deliveries orgId={org.id} endpoint={current} manage={manage} />}
      <AddEndpointDialog
        orgId={org.id}
        mode={mode}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={refresh}
      />
      <RotateSecretDialog
        orgId={org.id}
        endpoint={rotating}
        onClose={() => setRotating(null)}
        onDone={refresh}
      />
      <DeleteEndpointDialog
        orgId={org.id}
        endpoint={deleting}
        onClose={() => setDeleting(null)}
        onDone={(m) => {
          setNotice({ ok: true, text: m });
          if (deleting?.id === selected) setSelected(null);
          refresh();
        }}
      />
    </div>
  );
}
