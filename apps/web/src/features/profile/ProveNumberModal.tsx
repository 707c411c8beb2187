import { useState, type FormEvent } from 'react';
import {
  NUMBER_CODE_RESEND_SECONDS,
  numberKindLabel,
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
  return (
    <Modal
      open={kind !== null}
      onOpenChange={onOpenChange}
      title={kind ? `Prove your ${numberKindLabel[kind]}` : 'Prove your number'}
      description="We send a 6-digit code to the number. Typing it here proves it is yours, so a payer who looks you up by it finds you and nobody else."
    >
      {kind && <ProveNumberForm kind={kind} number={number} onProven={onProven} />}
    </Modal>
  );
}

function provenMessage(p: NumberProven) {
  if (p.source === 'bvn') return numberProofMessages.provenBvn;
  if (p.source === 'nin') return numberProofMessages.provenNin;
  return p.joins_answer_at
    ? numberProofMessages.provenHeld(formatDateTime(p.joins_answer_at))
    : numberProofMessages.proven;
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
    if (res.msg.outcome === 'proven') return onProven(provenMessage(res.msg));
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
    onProven(provenMessage(res.msg));
  }

  if (!sent)
    return (
      <div className="space-y-4">
        {stepUp.dialog}
        {error && <Alert tone="error">{error}</Alert>}
        <p className="text-ink-700">
          Your {numberKindLabel[kind]}: <span className="font-semibold">{number}</span>
        </p>
        {kind === 'whatsapp' && (
          <fieldset>
            <legend className="text-sm font-medium text-ink-700">Send the code by</legend>
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
                  {c === 'whatsapp' ? 'WhatsApp message' : 'SMS'}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <Button onClick={send} loading={busy} disabled={secondsLeft > 0} fullWidth>
          {secondsLeft > 0 ? `Send code (${secondsLeft} s)` : 'Send code'}
        </Button>
      </div>
    );

  return (
    <form onSubmit={confirm} noValidate className="space-y-4">
      <Alert tone="info">{numberProofMessages.sent(sent.to, sent.channel)}</Alert>
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        hint={`It expires at ${formatDateTime(sent.expires_at)}.`}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={send} disabled={busy || secondsLeft > 0}>
          {secondsLeft > 0 ? `Send a new code in ${secondsLeft} s` : 'Send a new code'}
        </Button>
        <Button type="submit" loading={busy}>
          Prove number
        </Button>
      </div>
    </form>
  );
}
