import { Check, Circle } from 'lucide-react';
import { constants, passwordRequirements, type PasswordRequirement } from '@vouch/contracts';
import { defineMessages, useIntl } from '../i18n';

const m = defineMessages({
  length: {
    id: 'common.PasswordChecklist.length',
    defaultMessage: 'At least {count} characters',
    description: 'A password requirement; {count} is 8 or more',
  },
  upper: { id: 'common.PasswordChecklist.upper', defaultMessage: 'One uppercase letter' },
  lower: { id: 'common.PasswordChecklist.lower', defaultMessage: 'One lowercase letter' },
  digit: { id: 'common.PasswordChecklist.digit', defaultMessage: 'One number' },
  special: {
    id: 'common.PasswordChecklist.special',
    defaultMessage: 'One special character (any symbol, e.g. @ # - _ !)',
  },
  specialRestricted: {
    id: 'common.PasswordChecklist.specialRestricted',
    defaultMessage: 'One special character ({specials})',
    description: '{specials} is the list of allowed symbols: @$!%*?&',
  },
  met: {
    id: 'common.PasswordChecklist.met',
    defaultMessage: '(met)',
    description: 'Read by screen readers after a requirement the password meets',
  },
  notMet: {
    id: 'common.PasswordChecklist.notMet',
    defaultMessage: '(not met)',
    description: 'Read by screen readers after a requirement the password does not meet yet',
  },
});

interface PasswordChecklistProps {
  value: string;
  minLength: number;
  id?: string;
  /** Change password's spec rule: only letters, digits and @$!%*?&. */
  restricted?: boolean;
}

/** The live list of password requirements (spec 2, 5): each one ticks as it is met. */
export function PasswordChecklist({ value, minLength, id, restricted }: PasswordChecklistProps) {
  const intl = useIntl();
  const labelOf = (r: PasswordRequirement) => {
    switch (r.id) {
      case 'length':
        return intl.formatMessage(m.length, { count: minLength });
      case 'special':
        return restricted
          ? intl.formatMessage(m.specialRestricted, { specials: constants.passwordSpecials })
          : intl.formatMessage(m.special);
      default:
        return intl.formatMessage(m[r.id]);
    }
  };
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
              {labelOf(r)}
              <span className="sr-only"> {intl.formatMessage(met ? m.met : m.notMet)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
