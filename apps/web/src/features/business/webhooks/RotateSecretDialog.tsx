import { useState } from 'react';
import {
  rollOverlaps,
  type CreatedWebhookEndpoint,
  type RollOverlap,
  type WebhookEndpoint,
} from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { useStepUp } from '../../second-factor';
import { rotateWebhookSecret } from '../webhooks-api';
import { SecretOnce } from './SecretOnce';

const overlapLabels: Record<RollOverlap, string> = {
  none: 'Stop signing with the old secret now',
  '1h': 'Sign with both for 1 hour',
  '24h': 'Sign with both for 24 hours',
  '7d': 'Sign with both for 7 days',
};

/** Rotates an endpoint’s signing secret, with an overlap, then shows the new one once. */
export function RotateSecretDialog({
  orgId,
  endpoint,
  onClose,
  onDone,
}: {
  orgId: string;
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [overlap, setOverlap] = useState<RollOverlap>('24h');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  // A new secret is a new credential, shown once: a fresh second factor (issue 46).
  const stepUp = useStepUp();
  function close() {
    setCreated(null);
    setError(null);
    setOverlap('24h');
    onClose();
  }
  async function rotate() {
    if (!endpoint) return;
    setBusy(true);
    const res = await stepUp.run(() => rotateWebhookSecret(orgId, endpoint.id, overlap));
    setBusy(false);
    if (!res.ok) return setError(res.msg);
    setCreated(res.msg);
    onDone();
  }
  return (
    <Modal
      open={endpoint !== null}
      onOpenChange={(o) => !o && close()}
      title={created ? 'The new secret' : 'Rotate the signing secret'}
      description={
        created
          ? undefined
          : 'During the overlap every webhook carries two signatures, one with each secret: receivers accept either.'
      }
    >
      {created ? (
        <SecretOnce created={created} onCopied={close} />
      ) : (
        <div className="space-y-5">
          {error && <Alert tone="error">{error}</Alert>}
          <SelectField
            label="The old secret"
            name="overlap"
            required
            value={overlap}
            onChange={(e) => setOverlap(e.target.value as RollOverlap)}
            options={rollOverlaps.map((o) => ({ value: o, label: overlapLabels[o] }))}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void rotate()}>
              Rotate secret
            </Button>
          </div>
        </div>
      )}
      {stepUp.dialog}
    </Modal>
  );
}
