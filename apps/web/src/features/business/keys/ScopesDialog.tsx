import { useEffect, useState } from 'react';
import type { ApiKeyInfo, ApiKeyScope } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useStepUp } from '../../second-factor';
import { changeKeyScopes } from '../api';
import { ScopeChecks } from './ScopeChecks';

/** Change what a key may do, in place: the secret stays (issue 47). */
export function ScopesDialog({
  orgId,
  apiKey,
  onClose,
  onChanged,
}: {
  orgId: string;
  apiKey: ApiKeyInfo | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const stepUp = useStepUp();
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  useEffect(() => {
    setScopes(apiKey?.scopes ?? []);
    setError(null);
    setFieldError(undefined);
  }, [apiKey]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!apiKey) return;
    setBusy(true);
    setError(null);
    const res = await stepUp.run(() => changeKeyScopes(orgId, apiKey.id, scopes));
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      setFieldError(res.errors?.scopes);
      return;
    }
    onChanged();
    onClose();
  }

  return (
    <Modal
      open={apiKey !== null}
      onOpenChange={(o) => !o && onClose()}
      title={`Scopes of ${apiKey?.name ?? ''}`}
      description="The key keeps its secret: what you change here applies to its next request."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <ScopeChecks scopes={scopes} onChange={setScopes} error={fieldError} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save scopes
          </Button>
        </div>
      </form>
      {stepUp.dialog}
    </Modal>
  );
}
