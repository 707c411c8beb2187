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

/**
 * A native checkbox, drawn in the app's colours, with a real <label> beside it. Native rather than
 * a scripted widget: it works before any script has run, and it mounts without the layout-effect
 * state updates Radix's needed, which forced a second synchronous render of the whole form into
 * the registration page's hydration (decision 0047).
 */
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
  // A prerendered checkbox waits for the app (lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const autoId = useId();
  const boxId = id ?? autoId;
  const errorId = `${boxId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-5 shrink-0">
          <input
            type="checkbox"
            id={boxId}
            name={name}
            checked={checked}
            onChange={(e) => onCheckedChange(e.target.checked)}
            onBlur={onBlur}
            disabled={!hydrated}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && errorId)}
            className={`peer size-5 cursor-pointer appearance-none rounded border bg-white shadow-sm checked:border-accent-700 checked:bg-accent-700 disabled:cursor-not-allowed ${
              error ? 'border-danger-600' : 'border-ink-500'
            }`}
          />
          <Check
            className="pointer-events-none absolute inset-0.5 hidden size-4 text-white peer-checked:block"
            strokeWidth={3}
            aria-hidden="true"
          />
        </span>
        <label htmlFor={boxId} className="text-sm leading-6 text-ink-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
