import { ChevronDown } from 'lucide-react';
import { useId, type ComponentPropsWithRef } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { defineMessages, useIntl } from '../i18n';
import { describedBy, FieldError, FieldLabel, fieldClass } from './field';

const m = defineMessages({
  placeholder: {
    id: 'common.SelectField.placeholder',
    defaultMessage: 'Select...',
    description: 'The empty first choice of a list: nothing chosen yet',
  },
});

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'required' | 'name'> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  required?: boolean;
  /** Hides the visible label (it stays for screen readers), for grouped selects. */
  hideLabel?: boolean;
  /** Red border without a message of its own (a group shows one message for all its selects). */
  invalid?: boolean;
  /** Tighter chevron padding, for narrow selects side by side (day, month, year). */
  compact?: boolean;
}

/** Spec 5's reusable select: label, options, 'Select...' placeholder, alert-role error, asterisk. */
export function SelectField({
  label,
  name,
  options,
  placeholder,
  error,
  required,
  multiple,
  hideLabel,
  invalid,
  compact,
  id,
  className = '',
  disabled,
  ...rest
}: SelectFieldProps) {
  // A select cannot be read-only: a prerendered one is disabled until the app can keep a choice
  // (lib/use-hydrated.ts); styles.css keeps it looking as it will.
  const intl = useIntl();
  const hydrated = useHydrated();
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  const isInvalid = invalid ?? !!error;
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId} required={required} className={hideLabel ? 'sr-only' : ''}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={selectId}
          name={name}
          multiple={multiple}
          disabled={disabled || !hydrated}
          aria-required={required || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy(error && errorId)}
          className={fieldClass(
            isInvalid,
            multiple ? '' : `appearance-none ${compact ? 'pr-7 pl-2.5' : 'pr-10'}`,
          )}
          {...rest}
        >
          {!multiple && (
            <option value="">{placeholder ?? intl.formatMessage(m.placeholder)}</option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {!multiple && (
          <ChevronDown
            className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-600 ${
              compact ? 'right-2 size-4' : 'right-3 size-5'
            }`}
            aria-hidden="true"
          />
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
