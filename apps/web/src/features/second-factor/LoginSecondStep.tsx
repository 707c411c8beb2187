import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiPaths } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { apiRequest } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { fetchMemberStatus, memberFactorApi } from './api';
import { VerifyCode } from './VerifyCode';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  twoStep: {
    id: 'secondFactor.LoginSecondStep.twoStep',
    defaultMessage: 'Two-step verification',
    description: 'Heading while loading',
  },
  passkey: {
    id: 'secondFactor.LoginSecondStep.passkey',
    defaultMessage: 'Use your passkey',
    description: 'Heading',
  },
  app: {
    id: 'secondFactor.LoginSecondStep.app',
    defaultMessage: 'Enter the code from your authenticator app',
    description: 'Heading',
  },
  recovery: {
    id: 'secondFactor.LoginSecondStep.recovery',
    defaultMessage: 'Enter a recovery code',
    description: 'Heading',
  },
  loading: { id: 'secondFactor.LoginSecondStep.loading', defaultMessage: 'Loading' },
  noCodesLeft: {
    id: 'secondFactor.LoginSecondStep.noCodesLeft',
    defaultMessage: 'No codes left? Write to us from the Contact page.',
  },
  cancel: {
    id: 'secondFactor.LoginSecondStep.cancel',
    defaultMessage: 'Cancel and sign in as someone else',
    description: 'Link-styled button: leave the second step',
  },
});

interface LoginSecondStepProps {
  /** The sign-in's token, not yet stored: it opens nothing until the factor is passed. */
  token: string;
  onVerified: () => void;
  /** Back to the password (the session ended, or the member gave up); a message to show. */
  onBack: (msg?: string) => void;
}

const linkClass =
  'min-h-11 text-sm font-semibold text-accent-700 underline-offset-2 hover:underline';

/**
 * The sign-in's second step for a member who turned on two-step verification: a passkey when
 * there is one, else a code from the app, or a recovery code (decision 0033).
 *
 * The sign-in screen is also a static page without the app's providers (decision 0046): the step
 * brings react-query with it, on the app's one client (a second provider of it inside the app
 * changes nothing).
 */
export default function LoginSecondStep(props: LoginSecondStepProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SecondStep {...props} />
    </QueryClientProvider>
  );
}

function SecondStep({ token, onVerified, onBack }: LoginSecondStepProps) {
  const intl = useIntl();
  const api = useMemo(() => memberFactorApi(token), [token]);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useQuery({
    queryKey: ['second-factor', 'sign-in', token],
    queryFn: async () => {
      const res = await fetchMemberStatus(token);
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    retry: false,
    gcTime: 0,
  });
  const ready = status.data !== undefined;
  // The password form was replaced: once the step is drawn, say what it asks for.
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  const ask = intl.formatMessage(
    !status.data
      ? m.twoStep
      : status.data.passkeys > 0
        ? m.passkey
        : status.data.totp
          ? m.app
          : m.recovery,
  );

  const giveUp = async () => {
    // The half-signed-in session ends here rather than lingering until it expires.
    await apiRequest(apiPaths.logout, { body: {}, bearer: token });
    onBack();
  };

  return (
    <div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold text-ink-900 focus:outline-none"
      >
        {ask}
      </h2>
      {status.isPending && <Spinner label={intl.formatMessage(m.loading)} />}
      {status.isError && <Alert tone="error">{status.error.message}</Alert>}
      {status.data && (
        <VerifyCode
          api={api}
          passkeys={status.data.passkeys}
          totp={status.data.totp}
          noCodesLeft={intl.formatMessage(m.noCodesLeft)}
          onVerified={onVerified}
          onEnded={(msg) => onBack(msg)}
        />
      )}
      <button type="button" className={`mt-4 ${linkClass}`} onClick={() => void giveUp()}>
        {intl.formatMessage(m.cancel)}
      </button>
    </div>
  );
}
