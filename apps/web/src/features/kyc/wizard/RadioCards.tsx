import { useId } from 'react';
import { describedBy, FieldError } from '../../../components/field';

interface RadioCardsProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: string; hint?: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A radio group drawn as cards, for the ID type and the document type. */
export function RadioCards({ legend, name, options, value, onChange, error }: RadioCardsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={describedBy(error && errorId)}>
      <legend className="mb-3 text-sm font-medium text-ink-900">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 hover:bg-ink-50 has-[:checked]:border-accent-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600 ${
              error ? 'border-danger-600' : 'border-ink-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 shrink-0 accent-accent-700 outline-none"
            />
            <span className="min-w-0">
              <span className="block font-medium text-ink-900">{o.label}</span>
              {o.hint && <span className="mt-0.5 block text-sm text-ink-600">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
