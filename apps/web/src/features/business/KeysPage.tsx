import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  apiKeyScopes,
  rollOverlapLabels,
  rollOverlaps,
  type ApiKeyInfo,
  type ApiKeyScope,
  type CreatedApiKey,
  type RollOverlap,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TableCard } from '../../components/TableCard';
import { Checkbox } from '../../components/Checkbox';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStepUp } from '../second-factor';
import { businessKeys, createApiKey, revokeApiKey, rollApiKey, useApiKeys } from './api';
import { mayManageKeys, useConsole } from './console-context';
import { curlLookup } from './curl';
import { rememberJustMade } from './last-key';
import { SecretShownOnce } from './SecretShownOnce';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5 align-top';

const scopeHints: Record<ApiKeyScope, string> = {
  lookups: 'POST /lookups: is this person verified?',
  sessions: 'Verification links for your customers (coming next)',
  webhooks: 'Webhook endpoints: add, list, delete, rotate their secrets',
  events: 'GET /events: every event sent, to reconcile after an outage',
};

const statusStyle: Record<ApiKeyInfo['status'], string> = {
  active: 'bg-success-50 text-success-700 ring-success-600/40',
  expiring: 'bg-warning-50 text-warning-700 ring-warning-500/50',
  expired: 'bg-ink-100 text-ink-700 ring-ink-300',
  revoked: 'bg-danger-50 text-danger-700 ring-danger-600/40',
};

function StatusPill({ k }: { k: ApiKeyInfo }) {
  const text =
    k.status === 'expiring' && k.expires_at ? `Stops ${formatDateTime(k.expires_at)}` : k.status;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${statusStyle[k.status]}`}
    >
      {text}
    </span>
  );
}

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

function CreateKeyDialog({
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
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-ink-900">Scopes</legend>
            <div className="space-y-3">
              {apiKeyScopes.map((s) => (
                <Checkbox
                  key={s}
                  label={
                    <>
                      <span className="font-mono font-semibold text-ink-900">{s}</span>
                      <span className="block text-ink-600">{scopeHints[s]}</span>
                    </>
                  }
                  checked={scopes.includes(s)}
                  onCheckedChange={(on) =>
                    setScopes((x) => (on ? [...x, s] : x.filter((y) => y !== s)))
                  }
                />
              ))}
            </div>
            {fieldErrors.scopes && (
              <p role="alert" className="mt-1.5 text-sm text-danger-700">
                {fieldErrors.scopes}
              </p>
            )}
          </fieldset>
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

function RollDialog({
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

function RevokeDialog({
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
export default function KeysPage() {
  useDocumentTitle('API keys');
  const { org, mode } = useConsole();
  const keys = useApiKeys(org.id);
  const queryClient = useQueryClient();
  const tableId = useId();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKeyInfo | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const manage = mayManageKeys(org);
  const liveBlocked = mode === 'live' && org.live_status !== 'approved';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: businessKeys.keys(org.id) });

  const shown = keys.data?.filter((k) => k.mode === mode) ?? [];
  let body;
  if (keys.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading keys" />
      </div>
    );
  else if (keys.isError)
    body = (
      <div className="p-4">
        <Alert tone="error">{keys.error.message}</Alert>
      </div>
    );
  else if (shown.length === 0)
    body = (
      <EmptyState icon={KeyRound} title={`No ${mode} keys yet`}>
        {manage ? 'Create one to call the API.' : 'An owner or a developer can create one.'}
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
        <table className="w-full text-sm">
          <caption id={tableId} className="sr-only">
            {mode === 'live' ? 'Live' : 'Test'} API keys, newest first
          </caption>
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              {['Name', 'Key', 'Scopes', 'Status', 'Created', 'Last used', ''].map((c, i) => (
                <th key={c || i} scope="col" className={th}>
                  {c || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {shown.map((k) => (
              <tr key={k.id}>
                <td className={`${td} font-semibold text-ink-900`}>{k.name}</td>
                <td className={`${td} font-mono text-xs whitespace-nowrap`}>{k.hint}</td>
                <td className={`${td} font-mono text-xs`}>{k.scopes.join(', ')}</td>
                <td className={td}>
                  <StatusPill k={k} />
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {formatDateTime(k.created_at)}
                  {k.created_by && (
                    <span className="block text-xs text-ink-600">{k.created_by}</span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {k.last_used_at ? formatDateTime(k.last_used_at) : 'Never'}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {manage && k.status === 'active' && (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setRolling(k)}
                        aria-label={`Roll ${k.name}`}
                      >
                        Roll
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setRevoking(k)}
                        aria-label={`Revoke ${k.name}`}
                      >
                        Revoke
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-700">
          Secret keys authenticate your server:{' '}
          <code className="font-mono text-sm">Authorization: Bearer vk_{mode}_…</code>
        </p>
        {manage && (
          <Button onClick={() => setCreating(true)} disabled={liveBlocked}>
            Create {mode} key
          </Button>
        )}
      </div>
      {liveBlocked && (
        <Alert tone="info">
          Live keys come once a Vouch admin approves live mode for your organisation.
        </Alert>
      )}
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <TableCard>{body}</TableCard>
      <CreateKeyDialog
        orgId={org.id}
        mode={mode}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={refresh}
      />
      <RollDialog
        orgId={org.id}
        apiKey={rolling}
        onClose={() => setRolling(null)}
        onDone={refresh}
      />
      <RevokeDialog
        orgId={org.id}
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onDone={(m) => {
          setNotice(m);
          refresh();
        }}
      />
    </div>
  );
}
