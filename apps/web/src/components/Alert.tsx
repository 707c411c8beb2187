import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, translateServerText, useIntl } from '../i18n';

const m = defineMessages({
  dismiss: {
    id: 'common.Alert.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that closes a message banner',
  },
});

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-danger-600/40 bg-danger-50 text-danger-700', icon: XCircle },
  success: { box: 'border-success-600/40 bg-success-50 text-success-700', icon: CheckCircle2 },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-800', icon: Info },
  warning: { box: 'border-warning-500/50 bg-warning-50 text-warning-700', icon: AlertTriangle },
};

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  /** Buttons or links shown under the text (e.g. Resend). */
  actions?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** A banner. Errors interrupt screen readers (role="alert"); the rest wait (role="status"). */
export function Alert({
  tone = 'info',
  title,
  children,
  actions,
  onDismiss,
  className = '',
}: AlertProps) {
  const intl = useIntl();
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-field border p-4 ${box} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm leading-6">
        {title && <p className="font-semibold">{translateServerText(intl, title)}</p>}
        {children && (
          <div className="break-words">
            {/* A server's or a form's English words (issue 51): in the member's language. */}
            {typeof children === 'string' ? translateServerText(intl, children) : children}
          </div>
        )}
        {actions && <div className="mt-3 flex flex-wrap gap-2">{actions}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={intl.formatMessage(m.dismiss)}
          className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-field hover:bg-black/5"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
