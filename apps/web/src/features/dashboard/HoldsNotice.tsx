import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { holdPaths, type IdentifierHold } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { apiRequest } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { accountInfoKey } from '../../lib/account-info';

/**
 * Wallets and numbers proven since verification, waiting to join the verified answer (issue 30):
 * each with "Not you? Cancel it", which also signs out every other session.
 */
export function HoldsNotice({ holds }: { holds: IdentifierHold[] }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function cancel(id: string) {
    setBusy(id);
    const res = await apiRequest<string>(holdPaths.cancelMine.replace(':id', id), {
      method: 'POST',
    });
    setBusy(null);
    setResult(res.ok ? { tone: 'success', text: res.msg } : { tone: 'error', text: res.msg });
    await queryClient.invalidateQueries({ queryKey: accountInfoKey });
  }

  return (
    <div className="mb-6 space-y-3">
      {result && (
        <Alert tone={result.tone} onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {holds.map((h) => (
        <Alert
          key={h.id}
          tone="warning"
          title={h.kind === 'wallet' ? 'A new wallet was proven' : 'A new number was proven'}
          actions={
            <Button
              size="sm"
              variant="danger"
              loading={busy === h.id}
              onClick={() => void cancel(h.id)}
            >
              Not you? Cancel it
            </Button>
          }
        >
          <p className="[overflow-wrap:anywhere]">
            <span className="font-semibold">{h.label}</span> joins your verified answer on{' '}
            {formatDateTime(h.joins_answer_at)}. If you did not add it, cancel it now: every other
            session is signed out.
          </p>
        </Alert>
      ))}
    </div>
  );
}
