import { QrCode as QrIcon, Share2 } from 'lucide-react';
import { useState } from 'react';
import { checkMeLink } from '../lib/paths';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';

/**
 * A verified member's share link and QR code (issue 37): they open Check Verification with the
 * member's UUID filled in, for the person about to pay them. A 36-character UUID is not how
 * people share; a link in a chat, or a code scanned across a counter, is.
 */
export function ShareVerification({ uuid }: { uuid: string }) {
  const link = checkMeLink(uuid);
  const [showQr, setShowQr] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-ink-800">Your check link</p>
      <div className="flex flex-wrap items-center gap-2">
        <code
          data-testid="share-link"
          className="min-w-0 rounded-md bg-white px-2 py-1 text-sm text-ink-900 ring-1 ring-ink-200 [overflow-wrap:anywhere]"
        >
          {link}
        </code>
        <CopyButton value={link} label="link" />
      </div>
      <div className="flex flex-wrap gap-2">
        {canShare && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigator
                .share({ title: 'Check that I am verified on Vouch', url: link })
                .catch(() => undefined)
            }
          >
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showQr}
          onClick={() => setShowQr((v) => !v)}
        >
          <QrIcon className="size-4" aria-hidden="true" />
          {showQr ? 'Hide QR code' : 'Show QR code'}
        </Button>
      </div>
      {showQr && (
        <div className="space-y-2">
          <QrCode value={link} label="QR code of your check link" />
          <p className="text-sm text-ink-600">
            Whoever scans it sees Check Verification with your UUID filled in (they sign in first).
          </p>
        </div>
      )}
    </div>
  );
}
