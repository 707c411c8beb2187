import { useState, type FormEvent } from 'react';
import {
  NUMBER_CODE_RESEND_SECONDS,
  numberProofMessages,
  numberProofPaths,
  type NumberChannel,
  type NumberKind,
  type NumberProofRequested,
  type NumberProven,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { apiRequest } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useCountdown } from '../../lib/use-countdown';
import { useStepUp } from '../second-factor';
import { defineMessages, serverText, useIntl } from '../../i18n';
import type { IntlShape } from 'react-intl';

const m = defineMessages({
  codeSent: {
    id: 'profile.ProveNumberModal.codeSent',
    defaultMessage:
      'We sent a 6-digit code by {channel, select, sms {SMS} other {WhatsApp}} to {to}.',
    description: 'The words of @vouch/contracts numberProofMessages.sent',
  },
  provenHeld: {
    id: 'profile.ProveNumberModal.provenHeld',
    defaultMessage:
      'Number proven. For your safety it joins your verified answer on {when}; we have e-mailed you.',
    description:
      'The words of @vouch/contracts numberProofMessages.provenHeld; {when} is a date and time',
  },
  title: {
    id: 'profile.ProveNumberModal.title',
    defaultMessage:
      '{kind, select, phone {Prove your phone number} whatsapp {Prove your WhatsApp number} other {Prove your number}}',
    description: 'Dialog title',
  },
  description: {
    id: 'profile.ProveNumberModal.description',
    defaultMessage:
      'We send a 6-digit code to the number. Typing it here proves it is yours, so a payer who looks you up by it finds you and nobody else.',
  },
  yourNumber: {
    id: 'profile.ProveNumberModal.yourNumber',
    defaultMessage:
      '{kind, select, whatsapp {Your WhatsApp number: <b>{number}</b>} other {Your phone number: <b>{number}</b>}}',
    description: '{number}: the phone number, in bold',
  },
  sendBy: {
    id: 'profile.ProveNumberModal.sendBy',
    defaultMessage: 'Send the code by',
    description: 'Choice between WhatsApp and SMS',
  },
  whatsapp: {
    id: 'profile.ProveNumberModal.whatsapp',
    defaultMessage: 'WhatsApp message',
    description: 'Option: send the code by WhatsApp',
  },
  sms: {
    id: 'profile.ProveNumberModal.sms',
    defaultMessage: 'SMS',
    description: 'Option: send the code by text message',
  },
  sendWait: {
    id: 'profile.ProveNumberModal.sendWait',
    defaultMessage: 'Send code ({seconds} s)',
    description: 'Button, disabled for {seconds} more seconds',
  },
  send: { id: 'profile.ProveNumberModal.send', defaultMessage: 'Send code', description: 'Button' },
  code: {
    id: 'profile.ProveNumberModal.code',
    defaultMessage: '6-digit code',
    description: 'Field label',
  },
  expires: {
    id: 'profile.ProveNumberModal.expires',
    defaultMessage: 'It expires at {when}.',
    description: 'The code expires; {when}: a date and time',
  },
  resendWait: {
    id: 'profile.ProveNumberModal.resendWait',
    defaultMessage: 'Send a new code in {seconds} s',
    description: 'Button, disabled for {seconds} more seconds',
  },
  resend: {
    id: 'profile.ProveNumberModal.resend',
    defaultMessage: 'Send a new code',
    description: 'Button',
  },
  prove: {
    id: 'profile.ProveNumberModal.prove',
    defaultMessage: 'Prove number',
    description: 'Button',
  },
});

interface ProveNumberModalProps {
  kind: NumberKind | null;
  /** The number as the profile shows it. */
  number: string;
  onOpenChange: (open: boolean) => void;
  /** The number is proven: the profile reloads and the page says so. */
  onProven: (message: string) => void;
}

/**
 * Proving a number (issue 30): send a 6-digit code (SMS; WhatsApp for the WhatsApp number, with
 * SMS as the member's choice), type it. The BVN record may prove the number at once.
 */
export function ProveNumberModal({ kind, number, onOpenChange, onProven }: ProveNumberModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={kind !== null}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title, { kind: kind ?? 'none' })}
      description={intl.formatMessage(m.description)}
    >
      {kind && <ProveNumberForm kind={kind} number={number} onProven={onProven} />}
    </Modal>
  );
}

function provenMessage(p: NumberProven, intl: IntlShape) {
  if (p.source === 'bvn') return serverText(numberProofMessages.provenBvn);
  if (p.source === 'nin') return serverText(numberProofMessages.provenNin);
  return p.joins_answer_at
    ? intl.formatMessage(m.provenHeld, { when: formatDateTime(p.joins_answer_at) })
    : serverText(numberProofMessages.proven);
}

function ProveNumberForm({
  kind,
  number,
  onProven,
}: {
  kind: NumberKind;
  number: string;
  onProven: (message: string) => void;
}) {
  const intl = useIntl();
  const [channel, setChannel] = useState<NumberChannel>(kind === 'phone' ? 'sms' : 'whatsapp');
  const [sent, setSent] = useState<Extract<NumberProofRequested, { outcome: 'sent' }> | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { secondsLeft, start } = useCountdown();
  // A member with a second factor confirms it is them before a number is added (issue 30).
  const stepUp = useStepUp();

  async function send() {
    setBusy(true);
    setError(null);
    const res = await stepUp.run(() =>
      apiRequest<NumberProofRequested>(numberProofPaths.request, { body: { kind, channel } }),
    );
    setBusy(false);
    if (!res.ok) {
      setError(res.msg);
      if (res.retryAfter && res.retryAfter < 3600) start(res.retryAfter);
      return;
    }
    if (res.msg.outcome === 'proven') return onProven(provenMessage(res.msg, intl));
    setSent(res.msg);
    setCode('');
    start(NUMBER_CODE_RESEND_SECONDS);
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError(numberProofMessages.codeFormat);
      return;
    }
    setBusy(true);
    setError(null);
    const res = await apiRequest<NumberProven>(numberProofPaths.confirm, {
      body: { kind, code },
    });
    setBusy(false);
    if (!res.ok) return setError(res.msg);
    onProven(provenMessage(res.msg, intl));
  }

  if (!sent)
    return (
      <div className="space-y-4">
        {stepUp.dialog}
        {error && <Alert tone="error">{error}</Alert>}
        <p className="text-ink-700">
          {intl.formatMessage(m.yourNumber, {
            kind,
            number,
            b: (chunks) => <span className="font-semibold">{chunks}</span>,
          })}
        </p>
        {kind === 'whatsapp' && (
          <fieldset>
            <legend className="text-sm font-medium text-ink-700">
              {intl.formatMessage(m.sendBy)}
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {(['whatsapp', 'sms'] as const).map((c) => (
                <label key={c} className="inline-flex min-h-11 items-center gap-2 text-ink-900">
                  <input
                    type="radio"
                    name="channel"
                    value={c}
                    checked={channel === c}
                    onChange={() => setChannel(c)}
                    className="size-4 accent-accent-700"
                  />
                  {intl.formatMessage(c === 'whatsapp' ? m.whatsapp : m.sms)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <Button onClick={send} loading={busy} disabled={secondsLeft > 0} fullWidth>
          {secondsLeft > 0
            ? intl.formatMessage(m.sendWait, { seconds: secondsLeft })
            : intl.formatMessage(m.send)}
        </Button>
      </div>
    );

  return (
    <form onSubmit={confirm} noValidate className="space-y-4">
      <Alert tone="info">
        {intl.formatMessage(m.codeSent, { channel: sent.channel, to: sent.to })}
      </Alert>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={intl.formatMessage(m.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        hint={intl.formatMessage(m.expires, { when: formatDateTime(sent.expires_at) })}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={send} disabled={busy || secondsLeft > 0}>
          {secondsLeft > 0
            ? intl.formatMessage(m.resendWait, { seconds: secondsLeft })
            : intl.formatMessage(m.resend)}
        </Button>
        <Button type="submit" loading={busy}>
          {intl.formatMessage(m.prove)}
        </Button>
      </div>
    </form>
  );
}
