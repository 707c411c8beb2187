import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import type { ApiKeyInfo } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TableCard } from '../../components/TableCard';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { businessKeys, useApiKeys } from './api';
import { mayManageKeys, useConsole } from './console-context';
import { CreateKeyDialog, RevokeDialog, RollDialog } from './keys/KeyDialogs';
import { ScopesDialog } from './keys/ScopesDialog';
import { stacked } from '../../components/stacked-table';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = `px-3 py-2.5 align-top ${stacked.cell}`;
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

export default function KeysPage() {
  useDocumentTitle('API keys');
  const { org, mode } = useConsole();
  const keys = useApiKeys(org.id);
  const queryClient = useQueryClient();
  const tableId = useId();
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKeyInfo | null>(null);
  const [scoping, setScoping] = useState<ApiKeyInfo | null>(null);
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
        <table className={stacked.table}>
          <caption id={tableId} className="sr-only">
            {mode === 'live' ? 'Live' : 'Test'} API keys, newest first
          </caption>
          <thead className={`border-b border-ink-200 bg-ink-50 ${stacked.head}`}>
            <tr>
              {['Name', 'Key', 'Scopes', 'Status', 'Created', 'Last used', ''].map((c, i) => (
                <th key={c || i} scope="col" className={th}>
                  {c || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={`divide-y divide-ink-200 ${stacked.body}`}>
            {shown.map((k) => (
              <tr key={k.id} className={stacked.row}>
                <td data-label="Name" className={`${td} font-semibold text-ink-900`}>
                  {k.name}
                </td>
                <td data-label="Key" className={`${td} font-mono text-xs whitespace-nowrap`}>
                  {k.hint}
                </td>
                <td data-label="Scopes" className={`${td} font-mono text-xs`}>
                  {k.scopes.join(', ')}
                </td>
                <td data-label="Status" className={td}>
                  <StatusPill k={k} />
                </td>
                <td data-label="Created" className={`${td} whitespace-nowrap`}>
                  {formatDateTime(k.created_at)}
                  {k.created_by && (
                    <span className="block text-xs text-ink-600">{k.created_by}</span>
                  )}
                </td>
                <td data-label="Last used" className={`${td} whitespace-nowrap`}>
                  {k.last_used_at ? formatDateTime(k.last_used_at) : 'Never'}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  {manage && k.status === 'active' && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setScoping(k)}
                        aria-label={`Scopes of ${k.name}`}
                      >
                        Scopes
                      </Button>
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
      <ScopesDialog
        orgId={org.id}
        apiKey={scoping}
        onClose={() => setScoping(null)}
        onChanged={() => {
          setNotice(`The scopes of ${scoping?.name ?? 'the key'} are saved.`);
          refresh();
        }}
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
