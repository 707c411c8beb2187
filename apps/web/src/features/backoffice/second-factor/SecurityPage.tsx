import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PageHeading } from '../../../components/PageHeading';
import { TextField } from '../../../components/TextField';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  passkeysKey,
  removePasskey,
  secondFactorKey,
  usePasskeys,
  useSecondFactorStatus,
} from './api';
import { registerPasskey, staffFactorApi } from '../../second-factor';

type Result = { tone: 'success' | 'error'; text: string } | null;

const supportsPasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** /backoffice/security: the staff member's own second factors; passkeys added and removed. */
export default function SecurityPage() {
  useDocumentTitle('Security');
  const status = useSecondFactorStatus(true);
  const passkeys = usePasskeys();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorKey });

  const add = async () => {
    setResult(null);
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 60) {
      setNameError('Give the passkey a name of at most 60 characters');
      return;
    }
    setNameError(undefined);
    setBusy(true);
    const res = await registerPasskey<string>(staffFactorApi, trimmed);
    setBusy(false);
    setResult({ tone: res.ok ? 'success' : 'error', text: res.msg });
    if (res.ok) {
      setName('');
      await refresh();
    }
  };

  const remove = async (id: string, label: string) => {
    setResult(null);
    const res = await removePasskey(id);
    setResult({
      tone: res.ok ? 'success' : 'error',
      text: res.ok ? `${label}: ${res.msg}` : res.msg,
    });
    await queryClient.invalidateQueries({ queryKey: passkeysKey });
    await refresh();
  };

  return (
    <>
      <PageHeading
        title="Security"
        description="How you confirm it is you when you open the back office."
      />
      {result && (
        <Alert tone={result.tone} className="mb-5 max-w-2xl" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      <Card className="max-w-2xl">
        <div className="flex items-start gap-3">
          <Fingerprint className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold text-ink-900">Passkeys</h2>
            <p className="mt-1 text-sm text-ink-600">
              Sign in with your fingerprint, face or device PIN instead of typing a code. A passkey
              only works on Vouch, so a look-alike site cannot trick you into using it.
            </p>
          </div>
        </div>
        {passkeys.data && passkeys.data.length > 0 ? (
          <ul
            aria-label="Your passkeys"
            className="mt-4 divide-y divide-ink-100 border-y border-ink-100"
          >
            {passkeys.data.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-ink-900">{p.name}</p>
                  <p className="text-sm text-ink-600">
                    Added {formatDateTime(p.created_at)}
                    {p.last_used_at
                      ? ` · last used ${formatDateTime(p.last_used_at)}`
                      : ' · not used yet'}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => void remove(p.id, p.name)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-ink-700">You have no passkey yet.</p>
        )}
        {supportsPasskeys() ? (
          <form
            className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
            noValidate
            aria-label="Add a passkey"
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <TextField
              label="Name for this passkey"
              hint="For example: Work laptop"
              className="grow"
              value={name}
              maxLength={60}
              error={nameError}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" loading={busy} className="sm:mb-6">
              Add a passkey
            </Button>
          </form>
        ) : (
          <p className="mt-4 text-sm text-ink-600">This browser cannot use passkeys.</p>
        )}
      </Card>
      <Card className="mt-6 max-w-2xl">
        <div className="flex items-start gap-3">
          <KeyRound className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold text-ink-900">Authenticator app</h2>
            <p className="mt-1 text-sm text-ink-600">
              {status.data?.enrolled
                ? `Set up. ${status.data.recovery_codes_left} of 10 recovery codes left.`
                : 'Not set up.'}{' '}
              Lost your phone? An administrator can reset it under Roles.
            </p>
          </div>
        </div>
      </Card>
    </>
  );
}
