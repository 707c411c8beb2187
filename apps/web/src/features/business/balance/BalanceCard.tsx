import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiMode } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { formatDate, formatNaira } from '../../../lib/format';
import { AddFundsDialog } from './AddFundsDialog';
import { balanceKey, useBalance } from './balance-api';

/**
 * The live mode's prepaid balance (issue 47): what it is, what draws on it, what happens when it
 * runs out, and the latest top-ups; owners add funds.
 */
export function BalanceCard({
  orgId,
  mode,
  canAddFunds,
}: {
  orgId: string;
  mode: ApiMode;
  canAddFunds: boolean;
}) {
  const balance = useBalance(orgId);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  if (balance.isPending) return null;
  if (balance.isError) return <Alert tone="error">{balance.error.message}</Alert>;
  const b = balance.data;
  return (
    <Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-brand-700">Prepaid balance</h2>
          <p
            className={`mt-1 text-3xl font-bold ${b.balance_ngn < b.low_balance_ngn ? 'text-danger-700' : 'text-ink-900'}`}
            data-testid="balance"
          >
            {formatNaira(b.balance_ngn)}
          </p>
        </div>
        {canAddFunds && <Button onClick={() => setAdding(true)}>Add funds</Button>}
      </div>
      <p className="mt-3 text-sm text-ink-600">
        Each live lookup costs {formatNaira(b.prices.lookup_ngn)}. A customer who verifies through
        your live link and was not verified before costs {formatNaira(b.prices.verification_ngn)}{' '}
        (given back if they stop before submitting). Below {formatNaira(b.low_balance_ngn)} the
        owners are e-mailed. Test mode is free.
      </p>
      {mode === 'live' && (b.lookups_refused || b.sessions_refused) && (
        <Alert tone="warning" className="mt-3">
          {b.lookups_refused
            ? 'Live lookups and new live verification links are refused until you add funds.'
            : `New live verification links are refused below ${formatNaira(b.prices.verification_ngn)}.`}
        </Alert>
      )}
      {b.credits.length > 0 && (
        <ul className="mt-4 divide-y divide-ink-200 text-sm">
          {b.credits.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span>
                {formatDate(c.created_at)} ·{' '}
                {c.source === 'payment' ? 'Card payment' : 'Bank transfer'}
                {c.status === 'pending' && ' (not paid)'}
              </span>
              <span className="font-semibold tabular-nums">+{formatNaira(c.amount_ngn)}</span>
            </li>
          ))}
        </ul>
      )}
      <AddFundsDialog
        orgId={orgId}
        open={adding}
        onClose={() => setAdding(false)}
        onCredited={() => void queryClient.invalidateQueries({ queryKey: balanceKey(orgId) })}
      />
    </Card>
  );
}
