import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { describedBy, FieldError } from './field';

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
}

/** Radix's checkbox (a button with role="checkbox") with a real <label> beside it. */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  onBlur,
  name,
  error,
  required,
  id,
  className = '',
}: CheckboxProps) {
  // A prerendered checkbox (a button) waits for the app (lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const autoId = useId();
  const boxId = id ?? autoId;
  const errorId = `${boxId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <RadixCheckbox.Root
          id={boxId}
          name={name}
          checked={checked}
          onCheckedChange={(v) => onCheckedChange(v === true)}
          onBlur={onBlur}
          disabled={!hydrated}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border bg-white shadow-sm data-[state=checked]:border-accent-700 data-[state=checked]:bg-accent-700 ${
            error ? 'border-danger-600' : 'border-ink-500'
          }`}
        >
          <RadixCheckbox.Indicator>
            <Check className="size-4 text-white" strokeWidth={3} aria-hidden="true" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={boxId} className="text-sm leading-6 text-ink-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
