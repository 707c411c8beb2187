import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { holdPaths, type IdentifierHold } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { apiRequest } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { accountInfoKey } from '../../lib/account-info';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n';

const m = defineMessages({
  newWallet: {
    id: 'dashboard.HoldsNotice.newWallet',
    defaultMessage: 'A new wallet was proven',
    description: 'Heading of a warning',
  },
  newNumber: {
    id: 'dashboard.HoldsNotice.newNumber',
    defaultMessage: 'A new number was proven',
    description: 'Heading of a warning',
  },
  cancel: {
    id: 'dashboard.HoldsNotice.cancel',
    defaultMessage: 'Not you? Cancel it',
    description: 'Button',
  },
  body: {
    id: 'dashboard.HoldsNotice.body',
    defaultMessage:
      '<b>{label}</b> joins your verified answer on {date}. If you did not add it, cancel it now: every other session is signed out.',
    description:
      '{label}: the wallet address or phone number; {date}: date and time it joins the answer that Check Verification gives',
  },
});

/**
 * Wallets and numbers proven since verification, waiting to join the verified answer (issue 30):
 * each with "Not you? Cancel it", which also signs out every other session.
 */
export function HoldsNotice({ holds }: { holds: IdentifierHold[] }) {
  const intl = useIntl();
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
          title={intl.formatMessage(h.kind === 'wallet' ? m.newWallet : m.newNumber)}
          actions={
            <Button
              size="sm"
              variant="danger"
              loading={busy === h.id}
              onClick={() => void cancel(h.id)}
            >
              {intl.formatMessage(m.cancel)}
            </Button>
          }
        >
          <p className="[overflow-wrap:anywhere]">
            <FormattedMessage
              {...m.body}
              values={{
                label: h.label,
                date: formatDateTime(h.joins_answer_at),
                b: (chunks) => <span className="font-semibold">{chunks}</span>,
              }}
            />
          </p>
        </Alert>
      ))}
    </div>
  );
}
