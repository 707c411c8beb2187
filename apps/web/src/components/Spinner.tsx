import { defineMessages, useIntl } from '../i18n';

/** 'Loading', for a spinner's label. */
export const spinnerMessages = defineMessages({
  loading: {
    id: 'common.Spinner.loading',
    defaultMessage: 'Loading',
    description: 'Said by screen readers while a screen loads',
  },
});

interface SpinnerProps {
  className?: string;
  /** When given, the spinner announces itself (role="status"); otherwise it is decorative. */
  label?: string;
}

export function Spinner({ className = 'size-5', label }: SpinnerProps) {
  const svg = (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-ink-600">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A whole-screen wait while a lazily loaded route arrives. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
      <Spinner className="size-8" label={intl.formatMessage(spinnerMessages.loading)} />
    </div>
  );
}
