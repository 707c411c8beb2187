import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';

/**
 * A dialog's last step for a secret shown this once (an API key, a webhook signing secret): the
 * warning, the secret with its copy button, what to do with it (`children`), then "I have copied
 * it" (after any other `actions`).
 */
export function SecretShownOnce({
  label,
  value,
  testId,
  copyLabel,
  warning,
  children,
  actions,
  onCopied,
}: {
  label: string;
  value: string;
  testId: string;
  copyLabel: string;
  warning: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  onCopied: () => void;
}) {
  return (
    <div className="space-y-5">
      <div className="space-y-4">
        <Alert tone="warning" title="Copy it now">
          {warning}
        </Alert>
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink-900">{label}</p>
          <div className="flex items-start gap-2">
            <code
              data-testid={testId}
              className="block min-w-0 flex-1 rounded-field border border-ink-300 bg-ink-50 px-3 py-2 font-mono text-sm break-all text-ink-900"
            >
              {value}
            </code>
            <CopyButton value={value} label={copyLabel} />
          </div>
        </div>
        {children}
      </div>
      <div
        className={actions === undefined ? 'flex justify-end' : 'flex flex-wrap justify-end gap-2'}
      >
        {actions}
        <Button onClick={onCopied}>I have copied it</Button>
      </div>
    </div>
  );
}
