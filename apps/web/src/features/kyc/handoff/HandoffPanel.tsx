import { formatLagosTime } from '@vouch/contracts';
import { CircleCheck, Smartphone, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Spinner } from '../../../components/Spinner';
import { phaseText, type HandoffPhase } from './handoff-phase';
import { QrCode } from '../../../components/QrCode';

interface HandoffPanelProps {
  phase: HandoffPhase;
  /** The link for the phone, once made. */
  link: string | null;
  /** When the link stops working (ISO 8601). */
  expiresAt: string | null;
  /** What went wrong, in the server's words (phase 'failed'). */
  error?: string | null;
  /** Which step the phone takes over, for the text: 'your selfie'. */
  what: string;
  onNewLink: () => void;
  onDone: () => void;
}

/** Lagos time like every other time Vouch shows, not the device's (issue 37). */
const clock = (iso: string) => formatLagosTime(iso);

/** The dialog's content: the QR code and the link while it is live, and what the phone is doing. */
export function HandoffPanel({
  phase,
  link,
  expiresAt,
  error,
  what,
  onNewLink,
  onDone,
}: HandoffPanelProps) {
  const text = phaseText(phase);
  const live = link && (phase === 'waiting' || phase === 'opened');
  const Icon =
    text.tone === 'done' ? CircleCheck : text.tone === 'problem' ? TriangleAlert : Smartphone;
  const toneClass =
    text.tone === 'done'
      ? 'border-success-600/40 bg-success-50 text-success-700'
      : text.tone === 'problem'
        ? 'border-warning-500/50 bg-warning-50 text-warning-700'
        : 'border-brand-200 bg-brand-50 text-brand-800';

  return (
    <div className="space-y-5">
      {live && phase === 'waiting' && (
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <QrCode value={link} label="QR code of the link to open on your phone" />
          <ol className="list-decimal space-y-1.5 pl-5 text-sm text-ink-700">
            <li>Open your phone’s camera and point it at the code.</li>
            <li>Open the link it shows, and take {what} there.</li>
            <li>This page updates by itself when your phone is done.</li>
          </ol>
        </div>
      )}

      <div
        role="status"
        aria-live="polite"
        className={`flex gap-3 rounded-field border p-4 ${toneClass}`}
      >
        {text.tone === 'wait' || text.tone === 'progress' ? (
          <Spinner className="mt-0.5 size-5 shrink-0" />
        ) : (
          <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        )}
        <div className="min-w-0 text-sm leading-6">
          <p className="font-semibold">{text.title}</p>
          {(error || text.detail) && <p>{error ?? text.detail}</p>}
        </div>
      </div>

      {live && (
        <div className="space-y-2">
          <p id="handoff-link-label" className="text-sm font-medium text-ink-900">
            Or open this link on your phone
          </p>
          <div className="flex items-center gap-2 rounded-field border border-ink-300 bg-ink-50 p-2">
            <code
              aria-labelledby="handoff-link-label"
              data-testid="handoff-link"
              className="min-w-0 flex-1 truncate font-mono text-xs text-ink-800"
              title={link}
            >
              {link}
            </code>
            <CopyButton value={link} label="link" />
          </div>
          {expiresAt && (
            <p className="text-sm text-ink-600">
              Works once, until {clock(expiresAt)}. Only you should open it.
            </p>
          )}
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-ink-200 pt-4 sm:flex-row sm:justify-end">
        {(phase === 'expired' || phase === 'replaced' || phase === 'failed') && (
          <Button variant="secondary" onClick={onNewLink}>
            Make a new link
          </Button>
        )}
        <Button variant={phase === 'received' ? 'primary' : 'secondary'} onClick={onDone}>
          {phase === 'received' ? 'Done' : 'Close'}
        </Button>
      </div>
    </div>
  );
}
