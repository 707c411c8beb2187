import { RotateCw } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import {
  walletProofMessages,
  type MemberWallet,
  type WalletChallenge,
  type WalletFamily,
} from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { FieldError, FieldLabel, describedBy, fieldClass } from '../../components/field';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { browserWalletName, signInBrowserWallet } from './browser-wallet';
import { SigningHelp } from './signing-help';
import { requestChallenge, submitWalletProof } from './wallet-api';
import { walletLabel } from './wallet-labels';
import { defineMessages, isServerText, useIntl } from '../../i18n';

const m = defineMessages({
  title: { id: 'wallet.ProveWalletModal.title', defaultMessage: 'Prove this address is yours' },
  description: {
    id: 'wallet.ProveWalletModal.description',
    defaultMessage: '{wallet}: sign a one-time message with this wallet.',
    description: '{wallet}: the token and network, e.g. USDT (TRC20)',
  },
  tryAgain: {
    id: 'wallet.ProveWalletModal.tryAgain',
    defaultMessage: 'Close this window and try again.',
  },
  preparing: {
    id: 'wallet.ProveWalletModal.preparing',
    defaultMessage: 'Preparing the message to sign',
  },
  step1: {
    id: 'wallet.ProveWalletModal.step1',
    defaultMessage: '1. Copy this message',
    description: 'Heading of step 1',
  },
  copyLabel: {
    id: 'wallet.ProveWalletModal.copyLabel',
    defaultMessage: 'message to sign',
    description: 'What the copy button copies; read as "Copy message to sign"',
  },
  validUntil: {
    id: 'wallet.ProveWalletModal.validUntil',
    defaultMessage: 'Valid until {when}. It can be used once.',
    description: '{when}: a date and time. "It" is the message to sign.',
  },
  step2: {
    id: 'wallet.ProveWalletModal.step2',
    defaultMessage: '2. Sign it with the wallet that holds this address',
    description: 'Heading of step 2',
  },
  signHere: {
    id: 'wallet.ProveWalletModal.signHere',
    defaultMessage: '{family, select, tron {Sign with TronLink} other {Sign with browser wallet}}',
    description: 'Button that asks the wallet in this browser to sign; TronLink is a name',
  },
  step3: {
    id: 'wallet.ProveWalletModal.step3',
    defaultMessage: '3. Paste the signature',
    description: 'Field label, step 3',
  },
  newMessage: {
    id: 'wallet.ProveWalletModal.newMessage',
    defaultMessage: 'Get a new message',
    description: 'Button',
  },
  cancel: { id: 'wallet.ProveWalletModal.cancel', defaultMessage: 'Cancel' },
  check: {
    id: 'wallet.ProveWalletModal.check',
    defaultMessage: 'Check signature',
    description: 'Button',
  },
});

interface ProveWalletModalProps {
  wallet: MemberWallet | null;
  onClose: () => void;
  /** The server's words: proven now, or proven and held until a date. */
  onProven: (message: string) => void;
}

/** Restarting gets a new message: these refusals cannot be fixed with the same one. */
const needsNewMessage: string[] = [walletProofMessages.expired, walletProofMessages.used];

/**
 * "Prove": the server's one-time message with a copy button, how to sign it in the member's
 * wallet (or a button for a wallet in this browser), and a field for the signature.
 */
export function ProveWalletModal({ wallet, onClose, onProven }: ProveWalletModalProps) {
  const intl = useIntl();
  const [challenge, setChallenge] = useState<WalletChallenge | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [signature, setSignature] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const start = useCallback(async (w: MemberWallet) => {
    setChallenge(null);
    setLoadError(null);
    setError(null);
    setSignature('');
    const res = await requestChallenge(w.id);
    if (res.ok) setChallenge(res.msg);
    else setLoadError(res.msg);
  }, []);

  useEffect(() => {
    if (wallet) void start(wallet);
  }, [wallet, start]);

  async function check() {
    if (!wallet || !challenge) return;
    if (!signature.trim()) {
      setError(walletProofMessages.signatureRequired);
      return;
    }
    setBusy(true);
    const res = await submitWalletProof(wallet.id, challenge.id, signature);
    setBusy(false);
    if (res.ok) onProven(res.msg);
    else setError(res.msg);
  }

  async function signHere(family: WalletFamily) {
    if (!challenge) return;
    setError(null);
    setBusy(true);
    const r = await signInBrowserWallet(intl, family, challenge.address, challenge.message);
    setBusy(false);
    if (r.ok) setSignature(r.signature);
    else setError(r.msg);
  }

  const family = challenge?.family ?? null;
  const inBrowser = browserWalletName(family);
  const errorId = `${fieldId}-error`;

  return (
    <Modal
      open={wallet !== null}
      onOpenChange={(o) => !o && !busy && onClose()}
      title={intl.formatMessage(m.title)}
      description={
        wallet ? intl.formatMessage(m.description, { wallet: walletLabel(wallet) }) : undefined
      }
    >
      {wallet && (
        <p className="mb-4 rounded-field bg-ink-50 px-3 py-2 font-mono text-sm text-ink-900 [overflow-wrap:anywhere]">
          {wallet.address}
        </p>
      )}
      {loadError && (
        <Alert tone="error" title={loadError}>
          {isServerText(loadError, walletProofMessages.cannotProveFormat) ||
          isServerText(loadError, walletProofMessages.invalidFormat)
            ? null
            : intl.formatMessage(m.tryAgain)}
        </Alert>
      )}
      {!challenge && !loadError && (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner className="size-7" label={intl.formatMessage(m.preparing)} />
        </div>
      )}
      {challenge && family && (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            void check();
          }}
        >
          <section aria-labelledby={`${fieldId}-step1`}>
            <h3 id={`${fieldId}-step1`} className="font-semibold text-ink-900">
              {intl.formatMessage(m.step1)}
            </h3>
            <div className="mt-2 flex items-start gap-2 rounded-field border border-ink-300 bg-white p-3">
              <p
                className="min-w-0 flex-1 font-mono text-sm text-ink-900 [overflow-wrap:anywhere]"
                data-testid="challenge-message"
              >
                {challenge.message}
              </p>
              <CopyButton value={challenge.message} label={intl.formatMessage(m.copyLabel)} />
            </div>
            <p className="mt-1.5 text-sm text-ink-600">
              {intl.formatMessage(m.validUntil, { when: formatDateTime(challenge.expires_at) })}
            </p>
          </section>

          <section aria-labelledby={`${fieldId}-step2`}>
            <h3 id={`${fieldId}-step2`} className="font-semibold text-ink-900">
              {intl.formatMessage(m.step2)}
            </h3>
            {inBrowser && (
              <Button
                type="button"
                variant="secondary"
                className="mt-2"
                onClick={() => void signHere(family)}
                disabled={busy}
              >
                {intl.formatMessage(m.signHere, { family })}
              </Button>
            )}
            <div className="mt-2">
              <SigningHelp family={family} />
            </div>
          </section>

          <section>
            <FieldLabel htmlFor={fieldId} required>
              {intl.formatMessage(m.step3)}
            </FieldLabel>
            <textarea
              id={fieldId}
              rows={3}
              value={signature}
              onChange={(e) => {
                setSignature(e.target.value);
                setError(null);
              }}
              spellCheck={false}
              autoComplete="off"
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(!!error && errorId)}
              className={fieldClass(!!error, 'font-mono text-sm')}
            />
            <FieldError id={errorId} message={error ?? undefined} />
            {error && needsNewMessage.some((english) => isServerText(error, english)) && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2"
                onClick={() => void start(wallet!)}
              >
                <RotateCw className="size-4" aria-hidden="true" />
                {intl.formatMessage(m.newMessage)}
              </Button>
            )}
          </section>

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" loading={busy}>
              {intl.formatMessage(m.check)}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
