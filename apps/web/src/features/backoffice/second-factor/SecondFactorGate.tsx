import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { STAFF_IDLE_MINUTES } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { PageSpinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EnrolTotp, RecoveryCodes, staffFactorApi, VerifyCode } from '../../second-factor';
import { secondFactorKey, useSecondFactorStatus } from './api';

function GateCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Card className="mx-auto max-w-lg">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <KeyRound className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-brand-700">{title}</h1>
      <p className="mt-2 text-ink-700">{intro}</p>
      <div className="mt-6">{children}</div>
      <p className="mt-6 border-t border-ink-100 pt-4 text-xs text-ink-500">
        For your security, back-office sessions end after {STAFF_IDLE_MINUTES} minutes without
        activity.
      </p>
    </Card>
  );
}

/**
 * The back office opens only after the second factor: set up an authenticator app the first
 * time (then save the recovery codes), or enter a code on each sign-in.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const status = useSecondFactorStatus(true);
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorKey });

  if (status.isPending) return <PageSpinner />;
  if (status.isError) return <Alert tone="error">{status.error.message}</Alert>;

  if (recoveryCodes) {
    return (
      <GateCard
        title="Save your recovery codes"
        intro="Your authenticator app is set up. One last step."
      >
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            void refresh();
          }}
        />
      </GateCard>
    );
  }
  if (!status.data.enrolled) {
    return (
      <GateCard
        title="Set up your authenticator app"
        intro="Reviewers and admins open the back office with a code from an app on their phone as well as their password, so a stolen password alone reveals nothing."
      >
        <EnrolTotp api={staffFactorApi} onConfirmed={setRecoveryCodes} />
      </GateCard>
    );
  }
  if (!status.data.verified) {
    return (
      <GateCard
        title={status.data.passkeys > 0 ? 'Confirm it is you' : 'Enter your code'}
        intro={
          status.data.passkeys > 0
            ? 'Your password was right. Now confirm it is you with your passkey.'
            : 'Your password was right. Now confirm it is you with your authenticator app.'
        }
      >
        <VerifyCode
          api={staffFactorApi}
          onVerified={() => void refresh()}
          passkeys={status.data.passkeys}
        />
      </GateCard>
    );
  }
  return <>{children}</>;
}
