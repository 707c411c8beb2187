import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from '../i18n';
import { Spinner } from './Spinner';

const m = defineMessages({
  drawing: {
    id: 'common.QrCode.drawing',
    defaultMessage: 'Drawing the QR code',
    description: 'Said by screen readers while the QR code is being made',
  },
});

interface QrCodeProps {
  value: string;
  /** What the code is, for screen readers: 'QR code of the link to open on your phone'. */
  label: string;
  /** A long value (a presentation) needs more room to be scanned. */
  large?: boolean;
}

/**
 * A QR code drawn here, in the browser: the link never goes to a third party. The encoder is
 * loaded only when a code is shown, so no other screen downloads it.
 */
export function QrCode({ value, label, large = false }: QrCodeProps) {
  const intl = useIntl();
  const [svg, setSvg] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((text) => {
        if (live)
          setSvg({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}` });
      });
    return () => {
      live = false;
    };
  }, [value]);

  return (
    <div
      className={`flex items-center justify-center rounded-xl border border-ink-200 bg-white p-2 ${large ? 'size-full max-w-80 sm:size-80' : 'size-52'}`}
    >
      {svg?.value === value ? (
        <img
          src={svg.src}
          alt={label}
          width={large ? 304 : 192}
          height={large ? 304 : 192}
          className={large ? 'aspect-square w-full' : 'size-48'}
        />
      ) : (
        <Spinner className="size-6 text-brand-700" label={intl.formatMessage(m.drawing)} />
      )}
    </div>
  );
}
