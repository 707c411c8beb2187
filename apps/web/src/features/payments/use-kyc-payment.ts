import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  messages,
  paymentMessages,
  type PaymentCheckout,
  type PaymentMethod,
  type PaymentType,
  type TransactionStatus,
} from '@vouch/contracts';
import type { AlertTone } from '../../components/Alert';
import { accountInfoKey, fetchAccountInfo } from '../../lib/account-info';
import { openFlutterwaveCheckout } from './flutterwave';
import {
  confirmPayment,
  initiatePayment,
  transactionsKey,
  type ReportedStatus,
} from './payment-api';
import { paymentTypeOf } from './payment-methods';

export interface PaymentResult {
  tone: AlertTone;
  text: string;
}

const outcomeMessages: Record<Exclude<TransactionStatus, 'paid'>, PaymentResult> = {
  failed: { tone: 'error', text: paymentMessages.paymentFailed },
  cancelled: { tone: 'warning', text: paymentMessages.paymentCancelled },
  pending: { tone: 'warning', text: paymentMessages.paymentPending },
};

/**
 * The KYC fee, start to finish: initiate → the provider's checkout → ask our server to confirm
 * (it asks the provider; what the browser says is only a hint) → spec 4's user-info refresh.
 */
export function useKycPayment() {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sandboxCheckout, setSandboxCheckout] = useState<PaymentCheckout | null>(null);
  const [result, setResult] = useState<PaymentResult | null>(null);
  // One confirmation per checkout, whatever mix of callbacks the provider fires.
  const confirmedRef = useRef<string | null>(null);

  const finish = useCallback(
    async (checkout: PaymentCheckout, type: PaymentType, status: ReportedStatus) => {
      if (confirmedRef.current === checkout.ref_number) return;
      confirmedRef.current = checkout.ref_number;
      setConfirming(true);
      const res = await confirmPayment(checkout.ref_number, type, status);
      let next: PaymentResult;
      if (!res.ok) {
        next = { tone: 'error', text: res.msg };
      } else if (res.msg.status === 'paid') {
        // Spec 4: success only once the refreshed user info (now KYC_IN_PROGRESS) has arrived.
        try {
          const profile = await fetchAccountInfo();
          queryClient.setQueryData(accountInfoKey, profile);
          next = { tone: 'success', text: paymentMessages.paymentConfirmed };
        } catch {
          next = { tone: 'error', text: messages.serverBusy };
        }
      } else {
        next = outcomeMessages[res.msg.status] ?? outcomeMessages.pending;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountInfoKey }),
        queryClient.invalidateQueries({ queryKey: transactionsKey }),
      ]);
      setResult(next);
      setConfirming(false);
    },
    [queryClient],
  );

  const start = useCallback(
    async (method: PaymentMethod = 'card') => {
      setResult(null);
      setStarting(true);
      const res = await initiatePayment(method);
      if (!res.ok) {
        setStarting(false);
        setResult({ tone: 'error', text: res.msg });
        // 409: already paid (another tab, a webhook): show the paid state instead of the prompt.
        if (res.status === 409) void queryClient.invalidateQueries({ queryKey: accountInfoKey });
        return;
      }
      const checkout = res.msg;
      if (checkout.provider === 'sandbox') {
        setStarting(false);
        setSandboxCheckout(checkout);
        return;
      }
      try {
        await openFlutterwaveCheckout(checkout, {
          onPaid: () => void finish(checkout, 'OTHER', 'paid'),
          onFailed: () => void finish(checkout, 'OTHER', 'failed'),
          onCancelled: () => void finish(checkout, 'OTHER', 'cancelled'),
        });
      } catch (err) {
        setResult({ tone: 'error', text: err instanceof Error ? err.message : String(err) });
        // The checkout never opened: close the server's pending reference rather than leave it.
        void confirmPayment(checkout.ref_number, 'OTHER', 'cancelled').then(() =>
          queryClient.invalidateQueries({ queryKey: transactionsKey }),
        );
      } finally {
        setStarting(false);
      }
    },
    [finish, queryClient],
  );

  /** The sandbox dialog's outcome: the payer paid, failed, or closed it without paying. */
  const sandboxDone = useCallback(
    (method: PaymentMethod | null, status: ReportedStatus) => {
      const checkout = sandboxCheckout;
      setSandboxCheckout(null);
      if (checkout) void finish(checkout, method ? paymentTypeOf(method) : 'OTHER', status);
    },
    [finish, sandboxCheckout],
  );

  return {
    start,
    busy: starting || confirming,
    confirming,
    sandboxCheckout,
    sandboxDone,
    result,
    dismissResult: () => setResult(null),
  };
}

export type KycPayment = ReturnType<typeof useKycPayment>;
