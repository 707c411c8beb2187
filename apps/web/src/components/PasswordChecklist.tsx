import { Check, Circle } from 'lucide-react';
import { passwordRequirements } from '@vouch/contracts';

interface PasswordChecklistProps {
  value: string;
  minLength: number;
  id?: string;
  /** Change password's spec rule: only letters, digits and @$!%*?&. */
  restricted?: boolean;
}

/** The live list of password requirements (spec 2, 5): each one ticks as it is met. */
export function PasswordChecklist({ value, minLength, id, restricted }: PasswordChecklistProps) {
  return (
    <ul id={id} aria-live="polite" className="mt-2 grid gap-1 text-sm">
      {passwordRequirements(minLength, { restricted }).map((r) => {
        const met = r.test(value);
        return (
          <li
            key={r.id}
            className={`flex items-center gap-2 ${met ? 'text-success-700' : 'text-ink-600'}`}
          >
            {met ? (
              <Check className="size-4 shrink-0" strokeWidth={3} aria-hidden="true" />
            ) : (
              <Circle className="size-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              {r.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
