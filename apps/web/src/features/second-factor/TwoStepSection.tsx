import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, KeyRound, ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { memberSecondFactorMessages as msg, type TotpConfirmed } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../lib/format';
import { fetchMemberPasskeys, fetchMemberStatus, memberFactorApi, memberFactorKey } from './api';
import { ConfirmPasswordModal } from './ConfirmPasswordModal';
import { EnrolTotp } from './EnrolTotp';
import { registerPasskey } from './passkey-ceremonies';
import { RecoveryCodes } from './RecoveryCodes';
import { RemoveFactorModal, type RemovableFactor } from './RemoveFactorModal';
import { useStepUp } from './use-step-up';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  nameRule: {
    id: 'secondFactor.TwoStepSection.nameRule',
    defaultMessage: 'Give the passkey a name of at most 60 characters',
  },
  loading: {
    id: 'secondFactor.TwoStepSection.loading',
    defaultMessage: 'Loading two-step verification',
  },
  saveCodes: {
    id: 'secondFactor.TwoStepSection.saveCodes',
    defaultMessage: 'Save your recovery codes',
    description: 'Heading',
  },
  appSetUp: {
    id: 'secondFactor.TwoStepSection.appSetUp',
    defaultMessage: 'Your authenticator app is set up.',
  },
  cancel: { id: 'secondFactor.TwoStepSection.cancel', defaultMessage: 'Cancel' },
  on: {
    id: 'secondFactor.TwoStepSection.on',
    defaultMessage: 'On. {left} of 10 recovery codes left.',
    description: 'Two-step verification is on; {left}: how many recovery codes are still unused',
  },
  off: {
    id: 'secondFactor.TwoStepSection.off',
    defaultMessage: 'Off. Your password alone opens your account.',
  },
  app: { id: 'secondFactor.TwoStepSection.app', defaultMessage: 'Authenticator app' },
  appIsSetUp: {
    id: 'secondFactor.TwoStepSection.appIsSetUp',
    defaultMessage: 'Set up.',
    description: 'State of the authenticator app',
  },
  appHelp: {
    id: 'secondFactor.TwoStepSection.appHelp',
    defaultMessage: 'A 6-digit code from an app on your phone.',
  },
  removeApp: {
    id: 'secondFactor.TwoStepSection.removeApp',
    defaultMessage: 'Remove authenticator app',
    description: 'Button name for screen readers',
  },
  remove: {
    id: 'secondFactor.TwoStepSection.remove',
    defaultMessage: 'Remove',
    description: 'Button',
  },
  setUpApp: {
    id: 'secondFactor.TwoStepSection.setUpApp',
    defaultMessage: 'Set up authenticator app',
    description: 'Button',
  },
  passkey: {
    id: 'secondFactor.TwoStepSection.passkey',
    defaultMessage: 'Passkey: {name}',
    description: "{name}: the passkey's name, given by the member",
  },
  added: {
    id: 'secondFactor.TwoStepSection.added',
    defaultMessage: 'Added {added}',
    description: '{added}: a date and time',
  },
  addedUsed: {
    id: 'secondFactor.TwoStepSection.addedUsed',
    defaultMessage: 'Added {added} · last used {used}',
    description: '{added}, {used}: dates and times',
  },
  removePasskey: {
    id: 'secondFactor.TwoStepSection.removePasskey',
    defaultMessage: 'Remove passkey {name}',
    description: "Button name for screen readers; {name}: the passkey's name",
  },
  addPasskey: {
    id: 'secondFactor.TwoStepSection.addPasskey',
    defaultMessage: 'Add a passkey',
    description: 'Button and form name',
  },
  nameLabel: {
    id: 'secondFactor.TwoStepSection.nameLabel',
    defaultMessage: 'Name for a new passkey',
    description: 'Field label',
  },
  nameHint: {
    id: 'secondFactor.TwoStepSection.nameHint',
    defaultMessage: 'Fingerprint, face or device PIN. For example: My phone',
  },
  noPasskeys: {
    id: 'secondFactor.TwoStepSection.noPasskeys',
    defaultMessage: 'This browser cannot use passkeys.',
  },
  title: {
    id: 'secondFactor.TwoStepSection.title',
    defaultMessage: 'Two-step verification',
    description: 'Heading of the Settings section',
  },
  intro: {
    id: 'secondFactor.TwoStepSection.intro',
    defaultMessage:
      'When it is on, signing in, adding a wallet and changing your password also ask for a code from an authenticator app or a passkey, so a stolen password alone cannot redirect your payments.',
  },
});

const api = memberFactorApi();
const statusKey = [...memberFactorKey, 'status'] as const;
const passkeysKey = [...memberFactorKey, 'passkeys'] as const;

type Result = { tone: 'success' | 'error'; text: string } | null;
type Step = 'overview' | 'app' | { codes: string[]; then: string };

const supportsPasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

async function read<T>(call: () => Promise<{ ok: boolean; msg: T | string }>): Promise<T> {
  const res = await call();
  if (!res.ok) throw new Error(res.msg as string);
  return res.msg as T;
}

/**
 * Settings → Two-step verification: a member turns on an authenticator app and/or passkeys,
 * sees what is on, and removes a method (decision 0033). Adding a second method asks for the
 * first one again; removing one asks for the password.
 */
export function TwoStepSection() {
  const intl = useIntl();
  const headingId = useId();
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const [step, setStep] = useState<Step>('overview');
  const [result, setResult] = useState<Result>(null);
  const [removing, setRemoving] = useState<RemovableFactor | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The first factor asks for the password first (issue 46): which one is waiting for it.
  const [askPassword, setAskPassword] = useState<'app' | 'passkey' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const status = useQuery({
    queryKey: statusKey,
    queryFn: () => read(() => fetchMemberStatus()),
    retry: false,
  });
  const s = status.data;
  const factors = s ? (s.totp ? 1 : 0) + s.passkeys : 0;
  const passkeys = useQuery({
    queryKey: passkeysKey,
    queryFn: () => read(fetchMemberPasskeys),
    enabled: (status.data?.passkeys ?? 0) > 0,
    retry: false,
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: memberFactorKey });
  };
  /** Back to the overview, saying what happened, with focus on the section's heading. */
  const finish = async (r: Result) => {
    setStep('overview');
    setResult(r);
    await refresh();
    heading.current?.focus();
  };

  /** A wrong password stays in the password dialog; anything else closes it. */
  const passwordProblem = (res: { ok: boolean; errors?: Record<string, string> }) => {
    if (!res.ok && res.errors?.password) return res.errors.password;
    setAskPassword(null);
    return null;
  };

  const startApp = async (password?: string) => {
    setResult(null);
    const first = (s?.totp ?? false) === false && (s?.passkeys ?? 0) === 0;
    if (first && password === undefined) {
      setAskPassword('app');
      return null;
    }
    const res = await stepUp.run(() => api.startTotp(password));
    const problem = passwordProblem(res);
    if (problem) return problem;
    if (!res.ok) {
      setResult({ tone: 'error', text: res.msg });
      return null;
    }
    // The secret already fetched is the one to scan: EnrolTotp reads it from the cache.
    queryClient.setQueryData(api.enrolmentKey, res.msg);
    setStep('app');
    return null;
  };

  const addPasskey = async (password?: string) => {
    setResult(null);
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 60) {
      setNameError(intl.formatMessage(m.nameRule));
      return null;
    }
    setNameError(undefined);
    if (factors === 0 && password === undefined) {
      setAskPassword('passkey');
      return null;
    }
    setBusy(true);
    const res = await stepUp.run(() => registerPasskey<TotpConfirmed>(api, trimmed, password));
    setBusy(false);
    const problem = passwordProblem(res);
    if (problem) return problem;
    if (!res.ok) {
      setResult({ tone: 'error', text: res.msg });
      return null;
    }
    setName('');
    if (res.msg.recovery_codes.length > 0) {
      setStep({ codes: res.msg.recovery_codes, then: msg.passkeyAdded });
      await refresh();
    } else {
      await finish({ tone: 'success', text: msg.passkeyAdded });
    }
    return null;
  };

  let body;
  if (status.isPending) {
    body = <Spinner label={intl.formatMessage(m.loading)} />;
  } else if (status.isError || !s) {
    body = <p className="mt-4 text-sm text-ink-700">{status.error?.message}</p>;
  } else if (typeof step === 'object') {
    body = (
      <div className="mt-5">
        <h3 className="font-semibold text-ink-900">{intl.formatMessage(m.saveCodes)}</h3>
        <div className="mt-2">
          <RecoveryCodes
            codes={step.codes}
            use="stands in for your phone or passkey once"
            onDone={() => void finish({ tone: 'success', text: step.then })}
          />
        </div>
      </div>
    );
  } else if (step === 'app') {
    body = (
      <div className="mt-5">
        <EnrolTotp
          api={api}
          stepHeading="h3"
          onConfirmed={(codes) => setStep({ codes, then: intl.formatMessage(m.appSetUp) })}
        />
        <Button variant="secondary" className="mt-4" onClick={() => void finish(null)}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink-900">
          <ShieldCheck
            className={`size-5 ${factors > 0 ? 'text-success-700' : 'text-ink-500'}`}
            aria-hidden="true"
          />
          {factors > 0
            ? intl.formatMessage(m.on, { left: s.recovery_codes_left })
            : intl.formatMessage(m.off)}
        </p>
        <ul className="mt-4 divide-y divide-ink-100 border-y border-ink-100">
          <li className="flex flex-wrap items-center justify-between gap-3 py-4">
            <div className="flex items-start gap-3">
              <KeyRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <p className="font-medium text-ink-900">{intl.formatMessage(m.app)}</p>
                <p className="text-sm text-ink-600">
                  {intl.formatMessage(s.totp ? m.appIsSetUp : m.appHelp)}
                </p>
              </div>
            </div>
            {s.totp ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={intl.formatMessage(m.removeApp)}
                onClick={() => setRemoving({ kind: 'totp' })}
              >
                {intl.formatMessage(m.remove)}
              </Button>
            ) : (
              <Button size="sm" onClick={() => void startApp()}>
                {intl.formatMessage(m.setUpApp)}
              </Button>
            )}
          </li>
          {(passkeys.data ?? []).map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="flex items-start gap-3">
                <Fingerprint className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <p className="font-medium text-ink-900">
                    {intl.formatMessage(m.passkey, { name: p.name })}
                  </p>
                  <p className="text-sm text-ink-600">
                    {p.last_used_at
                      ? intl.formatMessage(m.addedUsed, {
                          added: formatDateTime(p.created_at),
                          used: formatDateTime(p.last_used_at),
                        })
                      : intl.formatMessage(m.added, { added: formatDateTime(p.created_at) })}
                  </p>
                </div>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={intl.formatMessage(m.removePasskey, { name: p.name })}
                onClick={() => setRemoving({ kind: 'passkey', id: p.id, name: p.name })}
              >
                {intl.formatMessage(m.remove)}
              </Button>
            </li>
          ))}
        </ul>
        {supportsPasskeys() ? (
          <form
            className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
            noValidate
            aria-label={intl.formatMessage(m.addPasskey)}
            onSubmit={(e) => {
              e.preventDefault();
              void addPasskey();
            }}
          >
            <TextField
              label={intl.formatMessage(m.nameLabel)}
              hint={intl.formatMessage(m.nameHint)}
              className="grow"
              value={name}
              maxLength={60}
              error={nameError}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" variant="secondary" loading={busy} className="sm:mb-6">
              {intl.formatMessage(m.addPasskey)}
            </Button>
          </form>
        ) : (
          <p className="mt-4 text-sm text-ink-600">{intl.formatMessage(m.noPasskeys)}</p>
        )}
      </>
    );
  }

  return (
    <Card className="mt-6 max-w-2xl">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-brand-700 focus:outline-none"
      >
        {intl.formatMessage(m.title)}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{intl.formatMessage(m.intro)}</p>
      {result && (
        <Alert tone={result.tone} className="mt-4" onDismiss={() => setResult(null)}>
          {result.text}
        </Alert>
      )}
      {body}
      <RemoveFactorModal
        factor={removing}
        last={factors === 1}
        onClose={() => setRemoving(null)}
        onRemoved={(text) => {
          setRemoving(null);
          void finish({ tone: 'success', text });
        }}
      />
      <ConfirmPasswordModal
        open={askPassword !== null}
        onClose={() => setAskPassword(null)}
        onConfirm={(password) =>
          askPassword === 'passkey' ? addPasskey(password) : startApp(password)
        }
      />
      {stepUp.dialog}
    </Card>
  );
}
