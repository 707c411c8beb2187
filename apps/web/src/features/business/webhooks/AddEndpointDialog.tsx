import { useState } from 'react';
import {
  businessEventTypes,
  type BusinessEventType,
  type CreatedWebhookEndpoint,
} from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { useStepUp } from '../../second-factor';
import { createWebhookEndpoint } from '../webhooks-api';
import { SecretOnce } from './SecretOnce';

/** Adds an endpoint in this mode, then shows its signing secret once. */
export function AddEndpointDialog({
  orgId,
  mode,
  open,
  onClose,
  onCreated,
}: {
  orgId: string;
  mode: 'test' | 'live';
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<BusinessEventType[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  // Where the organisation's data goes: a fresh second factor, as for a key (issue 46).
  const stepUp = useStepUp();
  function close() {
    setUrl('');
    setDescription('');
    setTypes([]);
    setError(null);
    setFieldErrors({});
    setCreated(null);
    onClose();
  }
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await stepUp.run(() =>
      createWebhookEndpoint(orgId, { url, description, event_types: types, mode }),
    );
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      setFieldErrors(res.errors ?? {});
      return;
    }
    setCreated(res.msg);
    onCreated();
  }
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title={created ? 'Your endpoint’s secret' : `Add a ${mode} endpoint`}
    >
      {created ? (
        <SecretOnce created={created} onCopied={close} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="URL"
            required
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/webhooks/vouch"
            hint={
              mode === 'live'
                ? 'https only; it must reach a public address.'
                : 'It must reach a public address.'
            }
            error={fieldErrors.url}
            maxLength={2000}
          />
          <TextField
            label="Description (optional)"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Order service"
            error={fieldErrors.description}
            maxLength={200}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-ink-900">Events</legend>
            <p className="mb-2 text-sm text-ink-600">None chosen: every event is sent.</p>
            <div className="grid gap-2 sm:grid-cols-2">
              {businessEventTypes.map((t) => (
                <Checkbox
                  key={t}
                  label={<span className="font-mono text-xs text-ink-900">{t}</span>}
                  checked={types.includes(t)}
                  onCheckedChange={(on) =>
                    setTypes((x) => (on ? [...x, t] : x.filter((y) => y !== t)))
                  }
                />
              ))}
            </div>
            {fieldErrors.event_types && (
              <p role="alert" className="mt-1.5 text-sm text-danger-700">
                {fieldErrors.event_types}
              </p>
            )}
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Add endpoint
            </Button>
          </div>
        </form>
      )}
      {stepUp.dialog}
    </Modal>
  );
}
