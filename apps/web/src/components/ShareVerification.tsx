import { QrCode as QrIcon, Share2 } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl } from '../i18n';
import { checkMeLink } from '../lib/paths';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';

const m = defineMessages({
  heading: { id: 'common.ShareVerification.heading', defaultMessage: 'Your check link' },
  link: {
    id: 'common.ShareVerification.link',
    defaultMessage: 'link',
    description: "What the copy button copies, for screen readers: 'Copy link', 'link copied'",
  },
  shareTitle: {
    id: 'common.ShareVerification.shareTitle',
    defaultMessage: 'Check that I am verified on Vouch',
    description: "The title of the link when the member shares it from the phone's share sheet",
  },
  share: { id: 'common.ShareVerification.share', defaultMessage: 'Share', description: 'Button' },
  showQr: {
    id: 'common.ShareVerification.showQr',
    defaultMessage: 'Show QR code',
    description: 'Button',
  },
  hideQr: {
    id: 'common.ShareVerification.hideQr',
    defaultMessage: 'Hide QR code',
    description: 'Button',
  },
  qrLabel: {
    id: 'common.ShareVerification.qrLabel',
    defaultMessage: 'QR code of your check link',
    description: 'The QR image, for screen readers',
  },
  qrHint: {
    id: 'common.ShareVerification.qrHint',
    defaultMessage:
      'Whoever scans it sees Check Verification with your UUID filled in (they sign in first).',
    description: '"Check Verification" is the name of the screen that checks a member',
  },
});

/**
 * A verified member's share link and QR code (issue 37): they open Check Verification with the
 * member's UUID filled in, for the person about to pay them. A 36-character UUID is not how
 * people share; a link in a chat, or a code scanned across a counter, is.
 */
export function ShareVerification({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const link = checkMeLink(uuid);
  const [showQr, setShowQr] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-ink-800">{intl.formatMessage(m.heading)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="share-link"
          className="min-w-0 rounded-md bg-white px-2 py-1 text-sm text-ink-900 ring-1 ring-ink-200 [overflow-wrap:anywhere]"
        >
          {link}
        </code>
        <CopyButton value={link} label={intl.formatMessage(m.link)} />
      </div>
      <div className="flex flex-wrap gap-2">
        {canShare && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigator
                .share({ title: intl.formatMessage(m.shareTitle), url: link })
                .catch(() => undefined)
            }
          >
            <Share2 className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.share)}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showQr}
          onClick={() => setShowQr((v) => !v)}
        >
          <QrIcon className="size-4" aria-hidden="true" />
          {intl.formatMessage(showQr ? m.hideQr : m.showQr)}
        </Button>
      </div>
      {showQr && (
        <div className="space-y-2">
          <QrCode value={link} label={intl.formatMessage(m.qrLabel)} />
          <p className="text-sm text-ink-600">{intl.formatMessage(m.qrHint)}</p>
        </div>
      )}
    </div>
  );
}
