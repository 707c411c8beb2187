import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { describedBy, FieldError, FieldLabel, fieldClass } from './field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'required'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Content drawn inside the input's right edge (the password toggle). */
  trailing?: ReactNode;
}

/**
 * A labelled input. `required` marks it (asterisk, aria-required) without the browser's own
 * validation bubbles: the zod schema gives the spec's messages instead.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  trailing,
  id,
  className = '',
  readOnly,
  ...rest
}: TextFieldProps) {
  // A prerendered field takes no typing until the app can keep it (lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(!!hint && hintId, !!error && errorId)}
          className={fieldClass(!!error, trailing ? 'pr-12' : '')}
          readOnly={readOnly || !hydrated}
          {...rest}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
