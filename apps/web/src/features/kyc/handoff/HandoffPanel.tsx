import { formatLagosTime } from '@vouch/contracts';
import { CircleCheck, Smartphone, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Spinner } from '../../../components/Spinner';
import { defineMessages, useIntl } from '../../../i18n';
import { phaseText, type HandoffPhase } from './handoff-phase';
import { QrCode } from '../../../components/QrCode';

const m = defineMessages({
  qr: {
    id: 'capture.HandoffPanel.qr',
    defaultMessage: 'QR code of the link to open on your phone',
  },
  step1: {
    id: 'capture.HandoffPanel.step1',
    defaultMessage: 'Open your phone’s camera and point it at the code.',
  },
  step2: {
    id: 'capture.HandoffPanel.step2',
    defaultMessage: 'Open the link it shows, and take {what} there.',
    description:
      '{what} is what the phone takes, e.g. "your live selfie", "a photo of your certificate"',
  },
  step3: {
    id: 'capture.HandoffPanel.step3',
    defaultMessage: 'This page updates by itself when your phone is done.',
  },
  orOpen: { id: 'capture.HandoffPanel.orOpen', defaultMessage: 'Or open this link on your phone' },
  copyWhat: {
    id: 'capture.HandoffPanel.copyWhat',
    defaultMessage: 'link',
    description: 'What the Copy button copies, for its screen-reader name: "Copy link"',
  },
  worksOnce: {
    id: 'capture.HandoffPanel.worksOnce',
    defaultMessage: 'Works once, until {time}. Only you should open it.',
    description: '{time} is a time of day, e.g. "22:15 WAT"',
  },
  newLink: { id: 'capture.HandoffPanel.newLink', defaultMessage: 'Make a new link' },
  done: { id: 'capture.HandoffPanel.done', defaultMessage: 'Done', description: 'Button' },
  close: { id: 'capture.HandoffPanel.close', defaultMessage: 'Close', description: 'Button' },
});

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
  const intl = useIntl();
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
          <QrCode value={link} label={intl.formatMessage(m.qr)} />
          <ol className="list-decimal space-y-1.5 pl-5 text-sm text-ink-700">
            <li>{intl.formatMessage(m.step1)}</li>
            <li>{intl.formatMessage(m.step2, { what })}</li>
            <li>{intl.formatMessage(m.step3)}</li>
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
          <p className="font-semibold">{intl.formatMessage(text.title)}</p>
          {error ? <p>{error}</p> : text.detail && <p>{intl.formatMessage(text.detail)}</p>}
        </div>
      </div>

      {live && (
        <div className="space-y-2">
          <p id="handoff-link-label" className="text-sm font-medium text-ink-900">
            {intl.formatMessage(m.orOpen)}
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
            <CopyButton value={link} label={intl.formatMessage(m.copyWhat)} />
          </div>
          {expiresAt && (
            <p className="text-sm text-ink-600">
              {intl.formatMessage(m.worksOnce, { time: clock(expiresAt) })}
            </p>
          )}
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-ink-200 pt-4 sm:flex-row sm:justify-end">
        {(phase === 'expired' || phase === 'replaced' || phase === 'failed') && (
          <Button variant="secondary" onClick={onNewLink}>
            {intl.formatMessage(m.newLink)}
          </Button>
        )}
        <Button variant={phase === 'received' ? 'primary' : 'secondary'} onClick={onDone}>
          {intl.formatMessage(phase === 'received' ? m.done : m.close)}
        </Button>
      </div>
    </div>
  );
}
