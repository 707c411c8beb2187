import { useState } from 'react';
import { Link } from 'react-router';
import type { HostedSession } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { loginThenBack, paths } from '../../lib/paths';
import { CodeSignIn, type RegisterDraft } from '../auth';
import { startKyc } from './api';
import { fetchPrefill } from './prefill';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  intro: {
    id: 'verificationLinks.ContinueWithEmail.intro',
    defaultMessage:
      'Continue with your e-mail address: we send you a code, no password needed. New to Vouch? You verify once.',
  },
  introPaid: {
    id: 'verificationLinks.ContinueWithEmail.introPaid',
    defaultMessage:
      'Continue with your e-mail address: we send you a code, no password needed. New to Vouch? You verify once, and {business} pays the fee.',
    description: "{business}: the business's name",
  },
  continue: {
    id: 'verificationLinks.ContinueWithEmail.continue',
    defaultMessage: 'Continue with e-mail',
    description: 'Button',
  },
  password: {
    id: 'verificationLinks.ContinueWithEmail.password',
    defaultMessage: 'Sign in with a password',
    description: 'Link button',
  },
});

/**
 * A link opened without a Vouch session (issue 47, decision 0053): the customer continues with an
 * e-mailed code, no password. Someone new to Vouch gives only what verification needs and goes
 * straight on to it (the business pays the fee); a member is signed in and answers here.
 */
export function ContinueWithEmail({
  s,
  here,
  onSignedIn,
  secondary,
}: {
  s: HostedSession;
  /** This page's path, for the password sign-in to come back to. */
  here: string;
  /** A member signed in: the page shows them their answer. */
  onSignedIn: () => void;
  /** Another way (the Vouch ID) is offered above: this one is not the first choice. */
  secondary: boolean;
}) {
  const intl = useIntl();
  const [prefill, setPrefill] = useState<Partial<RegisterDraft> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (prefill)
    return (
      <div className="space-y-3">
        {error && <Alert tone="error">{error}</Alert>}
        <CodeSignIn
          prefill={prefill}
          onSignedIn={(_token, account) => {
            if (account === 'existing') return onSignedIn();
            // New to Vouch: on to verification at once, paid by the business.
            void startKyc(s.id).then((res) => {
              if (res.ok) window.location.assign(paths.kyc);
              else setError(res.msg);
            });
          }}
          otherWay={<PasswordSignIn here={here} />}
        />
      </div>
    );
  return (
    <div className="space-y-2">
      <p className="mb-3 text-ink-700">
        {s.pays_fee
          ? intl.formatMessage(m.introPaid, { business: s.organisation.name })
          : intl.formatMessage(m.intro)}
      </p>
      <Button
        fullWidth
        variant={secondary ? 'secondary' : 'primary'}
        loading={busy}
        onClick={() => {
          setBusy(true);
          void fetchPrefill(s.id).then((p) => setPrefill(p));
        }}
      >
        {intl.formatMessage(m.continue)}
      </Button>
      <PasswordSignIn here={here} />
    </div>
  );
}

function PasswordSignIn({ here }: { here: string }) {
  const intl = useIntl();
  return (
    <Link to={loginThenBack(here)} className={`${buttonClass('secondary')} w-full`}>
      {intl.formatMessage(m.password)}
    </Link>
  );
}
