import { useId } from 'react';
import { Languages } from 'lucide-react';
import { LOCALE_NAMES, LOCALES, isLocale } from '@vouch/contracts';
import reviewed from 'virtual:vouch-locale-review';
import { useHydrated } from '../lib/use-hydrated';
import { defineMessages, useIntl } from './messages';
import { useLocale } from './provider';

const m = defineMessages({
  label: { id: 'common.language.label', defaultMessage: 'Language' },
  beta: {
    id: 'common.language.beta',
    defaultMessage: '{language} (beta)',
    description: 'A language whose translation no fluent speaker has reviewed yet',
  },
});

/**
 * The language of the page, in the header and on the sign-up page. Each language is named in
 * itself; one whose catalogue no fluent speaker has reviewed says "beta" (docs/i18n-glossary.md).
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div className={`relative inline-flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage(m.label)}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-ink-600"
      />
      <select
        id={id}
        value={locale}
        disabled={!hydrated}
        onChange={(e) => {
          if (isLocale(e.target.value)) void setLocale(e.target.value);
        }}
        className="min-h-11 cursor-pointer appearance-none rounded-lg border border-ink-200 bg-white py-2 pr-3 pl-8 text-sm font-medium text-ink-700 hover:border-brand-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {reviewed[code]
              ? LOCALE_NAMES[code]
              : intl.formatMessage(m.beta, { language: LOCALE_NAMES[code] })}
          </option>
        ))}
      </select>
    </div>
  );
}
