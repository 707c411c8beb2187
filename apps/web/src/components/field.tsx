import { translateServerText, useIntl } from '../i18n';
import type { ReactNode } from 'react';

/** The pieces every form field shares: label with the required asterisk, error, border. */

export function fieldClass(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-field border bg-white px-3 py-2.5 text-base text-ink-900 shadow-sm',
    'placeholder:text-ink-500 focus:outline-2 focus:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-ink-100',
    invalid
      ? 'border-danger-600 focus:outline-danger-600'
      : 'border-ink-300 focus:border-accent-700 focus:outline-accent-700',
    extra,
  ].join(' ');
}

interface FieldLabelProps {
  htmlFor?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export function FieldLabel({ htmlFor, required, children, className = '' }: FieldLabelProps) {
  // The asterisk sits beside the <label>, not inside it: the label's text stays exactly the
  // field's name for screen readers and for tests that find fields by label.
  return (
    <div className={`mb-1.5 flex items-baseline gap-0.5 ${className}`}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink-900">
        {children}
      </label>
      {required && (
        <span className="text-sm text-danger-600" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

/** A form's validation message is contracts' English: shown in the member's language (issue 51). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-danger-700">
      {translateServerText(intl, message)}
    </p>
  );
}

/** aria-describedby from the ids that are actually rendered. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
