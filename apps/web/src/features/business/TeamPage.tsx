import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { orgRoleLabels, orgRoles, type OrgRole } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { ApiResult } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSessionUser } from '../../lib/use-session-user';
import { useStepUp } from '../second-factor';
import {
  businessKeys,
  changeRole,
  inviteTeammate,
  removeTeammate,
  useTeam,
  withdrawInvitation,
} from './api';
import { isOwner, useConsole } from './console-context';

const roleOptions = orgRoles.map((r) => ({ value: r, label: orgRoleLabels[r] }));
const roleWords: Record<OrgRole, string> = {
  owner: 'the team, settings, live access and keys',
  developer: 'API keys, webhooks and usage',
  viewer: 'reads only',
};

function InviteForm({ orgId, onInvited }: { orgId: string; onInvited: (msg: string) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('developer');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  // Granting a role asks for a fresh second factor, as a key does (issue 46).
  const stepUp = useStepUp();
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await stepUp.run(() => inviteTeammate(orgId, { email, role }));
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      setErrors(res.errors ?? {});
      return;
    }
    setEmail('');
    setErrors({});
    onInvited(`Invitation sent to ${res.msg.email}. The link works once, for 7 days.`);
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <TextField
          label="E-mail address"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <SelectField
          label="Role"
          name="role"
          required
          value={role}
          onChange={(e) => setRole(e.target.value as OrgRole)}
          options={roleOptions}
          error={errors.role}
        />
        <Button type="submit" loading={busy} className="sm:mt-7">
          Send invitation
        </Button>
      </div>
      <p className="text-sm text-ink-600">
        {orgRoles.map((r) => `${orgRoleLabels[r]}: ${roleWords[r]}`).join('. ')}.
      </p>
      {stepUp.dialog}
    </form>
  );
}

/** /business/team: teammates and their roles, invitations; owners change them. */
export default function TeamPage() {
  useDocumentTitle('Team');
  const { org } = useConsole();
  const team = useTeam(org.id);
  const me = useSessionUser();
  const queryClient = useQueryClient();
  const membersId = useId();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const owner = isOwner(org);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: businessKeys.all });
  const stepUp = useStepUp();

  async function act(send: () => Promise<ApiResult<string>>) {
    const res = await stepUp.run(send);
    setResult({ tone: res.ok ? 'success' : 'error', text: res.msg });
    refresh();
  }

  return (
    <div className="space-y-6">
      {stepUp.dialog}
      {result && (
        <Alert tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {owner && (
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-brand-700">Invite a teammate</h2>
          <InviteForm
            orgId={org.id}
            onInvited={(text) => {
              setResult({ tone: 'success', text });
              refresh();
            }}
          />
        </Card>
      )}
      <Card>
        <h2 id={membersId} className="text-lg font-semibold text-brand-700">
          Teammates
        </h2>
        {team.isPending ? (
          <div className="flex justify-center py-10 text-brand-700">
            <Spinner className="size-6" label="Loading the team" />
          </div>
        ) : team.isError ? (
          <Alert tone="error" className="mt-3">
            {team.error.message}
          </Alert>
        ) : (
          <ul aria-labelledby={membersId} className="mt-3 divide-y divide-ink-200 text-sm">
            {team.data.members.map((m) => {
              const self = m.email === me?.email_address;
              const owners = team.data.members.filter((x) => x.role === 'owner').length;
              const lastOwner = m.role === 'owner' && owners === 1;
              return (
                <li key={m.user_id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-semibold text-ink-900">
                      {m.name}
                      {self && ' (you)'}
                    </p>
                    <p className="text-xs break-words text-ink-600">
                      {m.email} · joined {formatDate(m.joined_at)}
                    </p>
                  </div>
                  {owner && !lastOwner ? (
                    <SelectField
                      label={`Role of ${m.name}`}
                      hideLabel
                      name={`role-${m.user_id}`}
                      value={m.role}
                      onChange={(e) =>
                        void act(() => changeRole(org.id, m.user_id, e.target.value as OrgRole))
                      }
                      options={roleOptions}
                      className="w-36"
                    />
                  ) : (
                    <span className="w-36 font-medium text-ink-900">{orgRoleLabels[m.role]}</span>
                  )}
                  {(owner || self) && !lastOwner ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void act(() => removeTeammate(org.id, m.user_id))}
                      aria-label={self ? 'Leave the organisation' : `Remove ${m.name}`}
                    >
                      {self ? 'Leave' : 'Remove'}
                    </Button>
                  ) : (
                    lastOwner && <span className="text-xs text-ink-600">The last owner stays</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      {team.data && team.data.invitations.length > 0 && (
        <Card>
          <h2 className="text-lg font-semibold text-brand-700">Pending invitations</h2>
          <ul className="mt-3 divide-y divide-ink-200 text-sm">
            {team.data.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span>
                  <span className="font-semibold text-ink-900">{i.email}</span>
                  <span className="text-ink-600">
                    {' '}
                    as {orgRoleLabels[i.role].toLowerCase()}, until {formatDateTime(i.expires_at)}
                  </span>
                </span>
                {owner && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void act(() => withdrawInvitation(org.id, i.id))}
                    aria-label={`Withdraw the invitation of ${i.email}`}
                  >
                    Withdraw
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
