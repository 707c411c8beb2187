import { defineMessages, useIntl } from '../../../i18n';

const m = defineMessages({
  checking: {
    id: 'kyc.UploadProgress.checking',
    defaultMessage: 'Upload complete. Checking your files…',
  },
  uploading: { id: 'kyc.UploadProgress.uploading', defaultMessage: 'Uploading your KYC…' },
});

/** The submission's upload progress (XMLHttpRequest's upload events), then the server's check. */
export function UploadProgress({ percent }: { percent: number }) {
  const intl = useIntl();
  const sent = percent >= 100;
  return (
    <div className="space-y-2 rounded-2xl border border-ink-200 bg-ink-50 p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="upload-progress-label" className="font-medium text-ink-900">
          {intl.formatMessage(sent ? m.checking : m.uploading)}
        </span>
        <span className="font-semibold text-brand-700 tabular-nums">
          {intl.formatNumber(percent / 100, { style: 'percent' })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2.5 overflow-hidden rounded-full bg-ink-200"
      >
        <div
          className="h-full rounded-full bg-accent-700 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
