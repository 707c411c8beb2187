import { useState } from 'react';
import { Link } from 'react-router';
import {
  rollOverlapLabels,
  rollOverlaps,
  type ApiKeyInfo,
  type ApiKeyScope,
  type CreatedApiKey,
  type RollOverlap,
} from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Modal } from '../../../components/Modal';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { paths } from '../../../lib/paths';
import { useStepUp } from '../../second-factor';
import { createApiKey, revokeApiKey, rollApiKey } from '../api';
import { curlLookup } from '../curl';
import { rememberJustMade } from '../last-key';
import { SecretShownOnce } from '../SecretShownOnce';
import { ScopeChecks } from './ScopeChecks';

// The API keys page's dialogs: create a key (its secret shown once), roll it, revoke it.

/** The secret, shown this once, with a copy button and the first command to try it. */
export function ShownOnce({
  created,
  onCopied,
  actions,
}: {
  created: CreatedApiKey;
  onCopied: () => void;
  actions?: React.ReactNode;
}) {
  const command = curlLookup(window.location.origin, created.key);
  return (
    <SecretShownOnce
      label="Secret key"
      value={created.key}
      testId="secret-key"
      copyLabel="secret key"
      onCopied={onCopied}
      actions={actions}
      warning={
        <>
          This is the only time the secret is shown: Vouch keeps only a hash of it. Store it on your
          server, never in a browser or an app.
        </>
      }
    >
      {created.mode === 'test' && (
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink-900">Try it</p>
          <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-start">
            <pre
              tabIndex={0}
              className="w-full min-w-0 flex-1 overflow-x-auto rounded-field bg-ink-900 p-3 font-mono text-xs text-white"
            >
              {command}
            </pre>
            <CopyButton value={command} label="command" />
          </div>
        </div>
      )}
    </SecretShownOnce>
  );
}

export function CreateKeyDialog({
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
  const stepUp = useStepUp();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['lookups']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function close() {
    setName('');
    setScopes(['lookups']);
    setError(null);
    setFieldErrors({});
    setCreated(null);
    onClose();
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await stepUp.run(() => createApiKey(orgId, { name, mode, scopes }));
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      setFieldErrors(res.errors ?? {});
      return;
    }
    rememberJustMade({ organisationId: orgId, mode, key: res.msg.key });
    setCreated(res.msg);
    onCreated();
  }

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title={created ? 'Your new key' : `Create a ${mode} key`}
    >
      {created ? (
        <ShownOnce
          created={created}
          onCopied={close}
          actions={
            created.mode === 'test' && (
              <Link
                to={paths.businessQuickstart}
                onClick={close}
                className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-accent-700 underline"
              >
                Open the quickstart
              </Link>
            )
          }
        />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Checkout server"
            hint="Say where it will be used: you will see it beside its usage."
            error={fieldErrors.name}
            maxLength={60}
          />
          <ScopeChecks scopes={scopes} onChange={setScopes} error={fieldErrors.scopes} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create key
            </Button>
          </div>
        </form>
      )}
      {stepUp.dialog}
    </Modal>
  );
}

export function RollDialog({
  orgId,
  apiKey,
  onClose,
  onDone,
}: {
  orgId: string;
  apiKey: ApiKeyInfo | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const stepUp = useStepUp();
  const [overlap, setOverlap] = useState<RollOverlap>('24h');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  function close() {
    setCreated(null);
    setError(null);
    setOverlap('24h');
    onClose();
  }
  async function roll() {
    if (!apiKey) return;
    setBusy(true);
    const res = await stepUp.run(() => rollApiKey(orgId, apiKey.id, overlap));
    setBusy(false);
    if (!res.ok) return setError(res.msg);
    rememberJustMade({ organisationId: orgId, mode: res.msg.mode, key: res.msg.key });
    setCreated(res.msg);
    onDone();
  }
  return (
    <Modal
      open={apiKey !== null}
      onOpenChange={(o) => !o && close()}
      title={created ? 'Your new key' : `Roll “${apiKey?.name ?? ''}”`}
      description={
        created ? undefined : 'A new key with the same name, mode and scopes replaces this one.'
      }
    >
      {created ? (
        <ShownOnce created={created} onCopied={close} />
      ) : (
        <div className="space-y-5">
          {error && <Alert tone="error">{error}</Alert>}
          <SelectField
            label="The old key"
            name="overlap"
            required
            value={overlap}
            onChange={(e) => setOverlap(e.target.value as RollOverlap)}
            options={rollOverlaps.map((o) => ({ value: o, label: rollOverlapLabels[o] }))}
          />
          <p className="text-sm text-ink-600">
            Keep it working long enough to put the new key on every server; then it stops by itself.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void roll()}>
              Roll key
            </Button>
          </div>
        </div>
      )}
      {stepUp.dialog}
    </Modal>
  );
}

export function RevokeDialog({
  orgId,
  apiKey,
  onClose,
  onDone,
}: {
  orgId: string;
  apiKey: ApiKeyInfo | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function revoke() {
    if (!apiKey) return;
    setBusy(true);
    const res = await revokeApiKey(orgId, apiKey.id);
    setBusy(false);
    onDone(res.msg);
    onClose();
  }
  return (
    <Modal
      open={apiKey !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Revoke “${apiKey?.name ?? ''}”?`}
      description="Every request with it is refused from now on. This cannot be undone."
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void revoke()}>
          Revoke key
        </Button>
      </div>
    </Modal>
  );
}

/** /business/keys: this mode's keys; create (shown once), roll, revoke. */
