import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/Spinner';

interface QrCodeProps {
  value: string;
  /** What the code is, for screen readers: 'QR code of the link to open on your phone'. */
  label: string;
}

/**
 * A QR code drawn here, in the browser: the link never goes to a third party. The encoder is
 * loaded only when a code is shown, so no other screen downloads it.
 */
export function QrCode({ value, label }: QrCodeProps) {
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
    <div className="flex size-52 items-center justify-center rounded-xl border border-ink-200 bg-white p-2">
      {svg?.value === value ? (
        <img src={svg.src} alt={label} width={192} height={192} className="size-48" />
      ) : (
        <Spinner className="size-6 text-brand-700" label="Drawing the QR code" />
      )}
    </div>
  );
}
