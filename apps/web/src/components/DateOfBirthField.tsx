import { useId } from 'react';
import { constants, messages, parseDob } from '@vouch/contracts';
import { useHydrated } from '../lib/use-hydrated';
import { defineMessages, useIntl } from '../i18n';
import { monthNames } from '../lib/cldr-dates';
import { describedBy, FieldError } from './field';
import { SelectField } from './SelectField';

const m = defineMessages({
  label: { id: 'common.DateOfBirthField.label', defaultMessage: 'Date of birth' },
  day: {
    id: 'common.DateOfBirthField.day',
    defaultMessage: 'Day',
    description: 'The day of the month list (1 to 31)',
  },
  month: { id: 'common.DateOfBirthField.month', defaultMessage: 'Month' },
  year: { id: 'common.DateOfBirthField.year', defaultMessage: 'Year' },
});

/**
 * The months named in the page's language (CLDR's names: 'January', 'Janairu', 'Oṣù Ṣẹ́rẹ́'),
 * carried in the language's chunk for Vouch's languages: browsers lack them (../lib/cldr-dates.ts).
 * The prerender runs in Node, whose Intl has them: the same names.
 */
function monthOptions(intl: ReturnType<typeof useIntl>) {
  const cldr = monthNames(intl.locale);
  return Array.from({ length: 12 }, (_, i) => ({
    value: pad(i + 1),
    label: cldr?.[i] ?? intl.formatDate(Date.UTC(2000, i, 1), { month: 'long', timeZone: 'UTC' }),
  }));
}
const dayOptions = Array.from({ length: 31 }, (_, i) => ({
  value: pad(i + 1),
  label: String(i + 1),
}));

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** Spec 5: the year list shows 100 years, newest first. */
function yearOptions() {
  const thisYear = new Date().getFullYear();
  return Array.from({ length: constants.dobYearsShown }, (_, i) => {
    const y = String(thisYear - i);
    return { value: y, label: y };
  });
}

interface DateOfBirthFieldProps {
  /** dd-mm-yyyy; parts not chosen yet are empty ('-03-' is "March only"). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  required?: boolean;
}

/**
 * Day, month and year selects producing dd-mm-yyyy. A partial choice stays in the value, so the
 * schema says 'Date input not valid.' for it; nothing chosen reads as '' ('Date of birth is required').
 */
export function DateOfBirthField({
  value,
  onChange,
  onBlur,
  error,
  label,
  required,
}: DateOfBirthFieldProps) {
  const intl = useIntl();
  const id = useId();
  // A prerendered field's selects are disabled until the app is up (lib/use-hydrated.ts), so their
  // 143 options would be of no use yet: they come with the app. Left out of the markup, they cost
  // a slow phone nothing while it parses, lays out and hydrates the registration page (issue 37).
  const hydrated = useHydrated();
  const [day = '', month = '', year = ''] = value ? value.split('-') : [];
  const complete = day && month && year;
  // 31 February and the like are caught as soon as all three are chosen.
  const message = complete && !parseDob(value) ? messages.dobInvalid : error;
  const errorId = `${id}-error`;

  function update(part: 'day' | 'month' | 'year', next: string) {
    const parts = { day, month, year, [part]: next };
    const joined = `${parts.day}-${parts.month}-${parts.year}`;
    onChange(joined === '--' ? '' : joined);
  }

  return (
    <fieldset aria-describedby={describedBy(message && errorId)}>
      <legend className="mb-1.5 block text-sm font-medium text-ink-900">
        {label ?? intl.formatMessage(m.label)}
        {required && (
          <span className="ml-0.5 text-danger-600" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="grid grid-cols-[4.5rem_1fr_5.25rem] gap-2 sm:grid-cols-[1fr_1.6fr_1.2fr]">
        {(
          [
            ['day', intl.formatMessage(m.day), hydrated ? dayOptions : [], day],
            ['month', intl.formatMessage(m.month), hydrated ? monthOptions(intl) : [], month],
            ['year', intl.formatMessage(m.year), hydrated ? yearOptions() : [], year],
          ] as const
        ).map(([part, partLabel, options, current]) => (
          <SelectField
            key={part}
            id={`${id}-${part}`}
            name={`dob-${part}`}
            label={partLabel}
            hideLabel
            placeholder={partLabel}
            options={options}
            value={current}
            required={required}
            onChange={(e) => update(part, e.target.value)}
            onBlur={onBlur}
            invalid={!!message}
            compact
          />
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
