import { formatWaited, waitTone, waitToneView } from '../waited';

/** How long the submission has waited, coloured against the 24-48 hour promise. */
export function WaitedBadge({ hours }: { hours: number }) {
  const view = waitToneView[waitTone(hours)];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${view.className}`}
    >
      {formatWaited(hours)}
      <span className="sr-only"> ({view.label})</span>
    </span>
  );
}

/** 'v2 Resubmission' for a member's update after a rejection; 'v1' otherwise. */
export function VersionBadge({ version }: { version: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-ink-700">
      v{version}
      {version > 1 && (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
          Resubmission
        </span>
      )}
    </span>
  );
}
