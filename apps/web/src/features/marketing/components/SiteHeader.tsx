import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Menu, X } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { getUserInfo } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { buttonStyles } from './ui';
import { SiteLink } from '../../../components/SiteLink';
import { defineMessages, LanguageSwitcher, useIntl } from '../../../i18n';

const m = defineMessages({
  features: { id: 'site.nav.features', defaultMessage: 'Features' },
  pricing: { id: 'site.nav.pricing', defaultMessage: 'Pricing' },
  security: { id: 'site.nav.security', defaultMessage: 'Security' },
  doBusiness: { id: 'site.nav.doBusiness', defaultMessage: 'Do Business' },
  contact: { id: 'site.nav.contact', defaultMessage: 'Contact' },
  myAccount: { id: 'site.header.myAccount', defaultMessage: 'My Account' },
  login: { id: 'site.header.login', defaultMessage: 'Login' },
  getStarted: { id: 'site.header.getStarted', defaultMessage: 'Get Started' },
  openMenu: { id: 'site.header.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'site.header.closeMenu', defaultMessage: 'Close menu' },
  main: { id: 'site.header.mainNav', defaultMessage: 'Main' },
  mainMobile: { id: 'site.header.mainNavMobile', defaultMessage: 'Main (mobile)' },
});

const navLinks = [
  { to: paths.features, label: m.features },
  { to: paths.pricing, label: m.pricing },
  { to: paths.security, label: m.security },
  { to: paths.doBusiness, label: m.doBusiness },
  { to: paths.contact, label: m.contact },
] as const;

function subscribe(onChange: () => void) {
  window.addEventListener('vouch:session', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('vouch:session', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** True when user info is stored in the session (spec 2: show 'My Account'). */
function useHasUserInfo() {
  return useSyncExternalStore(
    subscribe,
    () => getUserInfo() !== null,
    () => false,
  );
}

function AccountLinks({ hasUser, stacked }: { hasUser: boolean; stacked?: boolean }) {
  const intl = useIntl();
  const wrap = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';
  if (hasUser) {
    return (
      <div className={wrap}>
        <SiteLink to={paths.dashboard} className={buttonStyles.primary}>
          {intl.formatMessage(m.myAccount)}
        </SiteLink>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <SiteLink
        to={paths.login}
        className={
          stacked
            ? buttonStyles.secondary
            : 'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50'
        }
      >
        {intl.formatMessage(m.login)}
      </SiteLink>
      <SiteLink to={paths.register} className={buttonStyles.primary}>
        {intl.formatMessage(m.getStarted)}
      </SiteLink>
    </div>
  );
}

const navLinkBase =
  'rounded-lg px-3 font-medium transition-colors hover:bg-brand-50 hover:text-brand-700';
const navLinkState = (isActive: boolean) =>
  isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-700';

/**
 * The marketing pages' top bar. On the static landing page it is the only part that runs in the
 * browser (src/landing.tsx hydrates it alone), so it must not need the router.
 */
export function SiteHeader() {
  const intl = useIntl();
  const hasUser = useHasUserInfo();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close the mobile menu once one of its links is followed (in the app the page stays).
  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLink to={paths.landing} className="flex items-center gap-2 rounded-lg">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span className="text-xl font-bold tracking-tight text-brand-700">Vouch</span>
        </SiteLink>

        <nav aria-label={intl.formatMessage(m.main)} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((l) => (
              <li key={l.to}>
                <SiteLink
                  to={l.to}
                  className={({ isActive }) =>
                    `${navLinkBase} py-2 text-sm ${navLinkState(isActive)}`
                  }
                >
                  {intl.formatMessage(l.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 sm:flex">
          <LanguageSwitcher />
          <AccountLinks hasUser={hasUser} />
        </div>

        <div className="ml-auto flex items-center gap-1 sm:ml-0 lg:hidden">
          <SiteLink
            to={hasUser ? paths.dashboard : paths.register}
            className={`${buttonStyles.primary} px-3.5 sm:hidden`}
          >
            {intl.formatMessage(hasUser ? m.myAccount : m.getStarted)}
          </SiteLink>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            disabled={!hydrated}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{intl.formatMessage(open ? m.closeMenu : m.openMenu)}</span>
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!open}
        onClick={closeOnLink}
        className="border-t border-ink-200 bg-white lg:hidden"
      >
        <nav
          aria-label={intl.formatMessage(m.mainMobile)}
          className="mx-auto max-w-6xl px-4 py-3 sm:px-6"
        >
          <ul className="flex flex-col">
            {navLinks.map((l) => (
              <li key={l.to}>
                <SiteLink
                  to={l.to}
                  className={({ isActive }) =>
                    `block ${navLinkBase} py-3 text-base ${navLinkState(isActive)}`
                  }
                >
                  {intl.formatMessage(l.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-col gap-3 border-t border-ink-200 pt-4 sm:hidden">
            <LanguageSwitcher />
            <AccountLinks hasUser={hasUser} stacked />
          </div>
        </nav>
      </div>
    </header>
  );
}
