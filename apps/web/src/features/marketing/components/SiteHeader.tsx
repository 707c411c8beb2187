import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Menu, X } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { getUserInfo } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { buttonStyles } from './ui';
import { SiteLink } from '../../../components/SiteLink';

const navLinks = [
  { to: paths.features, label: 'Features' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.security, label: 'Security' },
  { to: paths.doBusiness, label: 'Do Business' },
  { to: paths.contact, label: 'Contact' },
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
  const wrap = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';
  if (hasUser) {
    return (
      <div className={wrap}>
        <SiteLink to={paths.dashboard} className={buttonStyles.primary}>
          My Account
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
        Login
      </SiteLink>
      <SiteLink to={paths.register} className={buttonStyles.primary}>
        Get Started
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

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((l) => (
              <li key={l.to}>
                <SiteLink
                  to={l.to}
                  className={({ isActive }) =>
                    `${navLinkBase} py-2 text-sm ${navLinkState(isActive)}`
                  }
                >
                  {l.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden sm:block">
          <AccountLinks hasUser={hasUser} />
        </div>

        <div className="ml-auto flex items-center gap-1 sm:ml-0 lg:hidden">
          <SiteLink
            to={hasUser ? paths.dashboard : paths.register}
            className={`${buttonStyles.primary} px-3.5 sm:hidden`}
          >
            {hasUser ? 'My Account' : 'Get Started'}
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
            <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!open}
        onClick={closeOnLink}
        className="border-t border-ink-200 bg-white lg:hidden"
      >
        <nav aria-label="Main (mobile)" className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {navLinks.map((l) => (
              <li key={l.to}>
                <SiteLink
                  to={l.to}
                  className={({ isActive }) =>
                    `block ${navLinkBase} py-3 text-base ${navLinkState(isActive)}`
                  }
                >
                  {l.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-ink-200 pt-4 sm:hidden">
            <AccountLinks hasUser={hasUser} stacked />
          </div>
        </nav>
      </div>
    </header>
  );
}
