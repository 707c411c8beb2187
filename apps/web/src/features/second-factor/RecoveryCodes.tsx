import { Download } from 'lucide-react';
import { Button, buttonClass } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { defineMessages, useIntl } from '../../i18n';

const m = defineMessages({
  backOffice: {
    id: 'secondFactor.RecoveryCodes.backOffice',
    defaultMessage:
      'If you lose your phone, each of these codes opens the back office once. They are shown only now: keep them in your password manager or print them.',
  },
  phoneOrPasskey: {
    id: 'secondFactor.RecoveryCodes.phoneOrPasskey',
    defaultMessage:
      'If you lose your phone, each of these codes stands in for your phone or passkey once. They are shown only now: keep them in your password manager or print them.',
  },
  passkey: {
    id: 'secondFactor.RecoveryCodes.passkey',
    defaultMessage:
      'If you lose your phone, each of these codes stands in for your passkey once. They are shown only now: keep them in your password manager or print them.',
  },
  list: {
    id: 'secondFactor.RecoveryCodes.list',
    defaultMessage: 'Recovery codes',
    description: 'Name of the list of codes, for screen readers',
  },
  copy: {
    id: 'secondFactor.RecoveryCodes.copy',
    defaultMessage: 'codes',
    description: 'What the copy button copies, read as "Copy codes"',
  },
  file: {
    id: 'secondFactor.RecoveryCodes.file',
    defaultMessage: 'Vouch recovery codes (each works once)',
    description: 'First line of the downloaded text file, above the codes',
  },
  download: {
    id: 'secondFactor.RecoveryCodes.download',
    defaultMessage: 'Download',
    description: 'Button: save the codes as a file',
  },
  saved: {
    id: 'secondFactor.RecoveryCodes.saved',
    defaultMessage: 'I have saved my codes',
    description: 'Button',
  },
});

/** What one code does, as the sentence above the codes says it. */
const uses = {
  'opens the back office once': m.backOffice,
  'stands in for your phone or passkey once': m.phoneOrPasskey,
  'stands in for your passkey once': m.passkey,
} as const;

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
  /** What one code does: "opens the back office once", "stands in for your phone or passkey once". */
  use?: keyof typeof uses;
}

/** Shown once, right after enrolment: each code stands in for the phone once. */
export function RecoveryCodes({
  codes,
  onDone,
  use = 'opens the back office once',
}: RecoveryCodesProps) {
  const intl = useIntl();
  const text = `${intl.formatMessage(m.file)}\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div>
      <p className="text-ink-700">{intl.formatMessage(uses[use])}</p>
      <ul
        aria-label={intl.formatMessage(m.list)}
        className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-ink-50 p-4 font-mono text-sm text-ink-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <CopyButton value={codes.join('\n')} label={intl.formatMessage(m.copy)} />
        <a
          href={download}
          download="vouch-recovery-codes.txt"
          className={buttonClass('secondary', 'sm')}
        >
          <Download className="size-4" aria-hidden="true" />
          {intl.formatMessage(m.download)}
        </a>
      </div>
      <Button className="mt-6" fullWidth onClick={onDone}>
        {intl.formatMessage(m.saved)}
      </Button>
    </div>
  );
}
