import { useState } from 'react';
import type { WebhookEndpoint } from '@vouch/contracts';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { deleteWebhookEndpoint } from '../webhooks-api';

/** Deletes an endpoint once asked. */
export function DeleteEndpointDialog({
  orgId,
  endpoint,
  onClose,
  onDone,
}: {
  orgId: string;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!endpoint) return;
    setBusy(true);
    const res = await deleteWebhookEndpoint(orgId, endpoint.id);
    setBusy(false);
    onDone(res.msg);
    onClose();
  }
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Delete this endpoint?"
      description={`Nothing more is sent to ${endpoint?.url ?? ''}, retries included. The events stay in the events list.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void remove()}>
          Delete endpoint
        </Button>
      </div>
    </Modal>
  );
}
