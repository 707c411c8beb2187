import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { CopyButton } from '../../components/CopyButton';
import { Spinner } from '../../components/Spinner';
import type { FactorApi } from './api';
import { CodeForm } from './CodeForm';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  preparing: { id: 'secondFactor.EnrolTotp.preparing', defaultMessage: 'Preparing your QR code' },
  scan: {
    id: 'secondFactor.EnrolTotp.scan',
    defaultMessage: '1. Scan this QR code with your app',
    description: 'Heading of step 1',
  },
  apps: {
    id: 'secondFactor.EnrolTotp.apps',
    defaultMessage:
      'Google Authenticator, Microsoft Authenticator, 1Password, Authy or any app that shows 6-digit codes.',
    description: 'The app names stay as they are',
  },
  qrAlt: {
    id: 'secondFactor.EnrolTotp.qrAlt',
    defaultMessage: 'QR code for your authenticator app',
    description: 'Image alt text',
  },
  cannotScan: {
    id: 'secondFactor.EnrolTotp.cannotScan',
    defaultMessage: 'Cannot scan? Enter this key in the app:',
  },
  copyKey: {
    id: 'secondFactor.EnrolTotp.copyKey',
    defaultMessage: 'key',
    description: 'What the copy button copies (the secret key), read as "Copy key"',
  },
  enter: {
    id: 'secondFactor.EnrolTotp.enter',
    defaultMessage: '2. Enter the 6-digit code the app shows',
    description: 'Heading of step 2',
  },
  codeLabel: {
    id: 'secondFactor.EnrolTotp.codeLabel',
    defaultMessage: 'Code from your app',
    description: 'Field label',
  },
  submit: {
    id: 'secondFactor.EnrolTotp.submit',
    defaultMessage: 'Confirm and continue',
    description: 'Button',
  },
});

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface EnrolTotpProps {
  api: FactorApi;
  onConfirmed: (codes: string[]) => void;
  /** The steps' heading level under the screen's own (h2 on a page of its own, h3 in a section). */
  stepHeading?: 'h2' | 'h3';
}

/** Scan a QR code (or type the key), then confirm with the first code the app shows. */
export function EnrolTotp({ api, onConfirmed, stepHeading: H = 'h2' }: EnrolTotpProps) {
  const intl = useIntl();
  // One request even when React renders twice: a second secret would replace the one shown.
  const enrolment = useQuery({
    queryKey: api.enrolmentKey,
    queryFn: async () => {
      const res = await api.startTotp();
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  if (enrolment.isPending) return <Spinner label={intl.formatMessage(m.preparing)} />;
  if (enrolment.isError) return <Alert tone="error">{enrolment.error.message}</Alert>;
  const { secret, qr_data_url } = enrolment.data;

  return (
    <ol className="space-y-6">
      <li>
        <H className="font-semibold text-ink-900">{intl.formatMessage(m.scan)}</H>
        <p className="mt-1 text-sm text-ink-600">{intl.formatMessage(m.apps)}</p>
        <img
          src={qr_data_url}
          alt={intl.formatMessage(m.qrAlt)}
          width={192}
          height={192}
          className="mt-3 rounded-lg border border-ink-200 bg-white p-2"
        />
        <p className="mt-3 text-sm text-ink-600">{intl.formatMessage(m.cannotScan)}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <code
            className="rounded-md bg-ink-50 px-2 py-1 font-mono text-sm break-all text-ink-900"
            data-testid="totp-secret"
          >
            {grouped(secret)}
          </code>
          <CopyButton value={secret} label={intl.formatMessage(m.copyKey)} />
        </div>
      </li>
      <li>
        <H className="font-semibold text-ink-900">{intl.formatMessage(m.enter)}</H>
        <div className="mt-3">
          <CodeForm
            label={intl.formatMessage(m.codeLabel)}
            submitLabel={intl.formatMessage(m.submit)}
            onSubmit={async (code) => {
              const res = await api.confirmTotp(code);
              if (res.ok) onConfirmed(res.msg.recovery_codes);
              return res;
            }}
          />
        </div>
      </li>
    </ol>
  );
}
