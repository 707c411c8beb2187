import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { SiteLink } from '../../components/SiteLink';
import { defineMessages, LanguageSwitcher, useIntl } from '../../i18n';
import { paths } from '../../lib/paths';

const m = defineMessages({
  legal: {
    id: 'auth.AuthLayout.legal',
    defaultMessage: 'Terms and privacy',
    description:
      "Footer link to the terms of service and the privacy policy, after '© 2024 Vouch ·'",
  },
});

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Register's form needs more room than the others. */
  wide?: boolean;
  /** Result screens (verified, failed, reset done) centre their heading over an icon. */
  centered?: boolean;
}

/**
 * The centred card the login, registration, password and e-mail screens share, with the language
 * switcher at the top right (on a phone, in its own row above the logo).
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  wide = false,
  centered = false,
}: AuthLayoutProps) {
  const intl = useIntl();
  return (
    <div className="relative flex min-h-screen flex-col">
      <header className="flex flex-col items-center px-4 pt-3 pb-6 sm:pt-8">
        <LanguageSwitcher className="self-end sm:absolute sm:top-4 sm:right-4" />
        <Logo className="mt-2 sm:mt-0" />
      </header>
      <main className="flex flex-1 justify-center px-4 pb-10">
        <div
          className={`h-fit w-full rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8 ${
            wide ? 'max-w-2xl' : 'max-w-md'
          }`}
        >
          <div className={centered ? 'text-center' : ''}>
            <h1 className="text-2xl font-bold tracking-tight text-brand-700">{title}</h1>
            {subtitle && <p className="mt-2 text-ink-600">{subtitle}</p>}
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-ink-600">
        © 2024 Vouch ·{' '}
        <SiteLink to={paths.legal} className="underline hover:text-brand-700">
          {intl.formatMessage(m.legal)}
        </SiteLink>
      </footer>
    </div>
  );
}

/** The inline link style of the auth screens: dark enough for AA on white. */
export const authLinkClass = 'font-semibold text-accent-700 underline-offset-2 hover:underline';
