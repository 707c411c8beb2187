import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { StatusBadge } from '../../components/StatusBadge';
import { defineMessages, useAccountLanguage, useIntl } from '../../i18n';
import { initialsOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/use-session-user';
import { useAccountInfo } from '../../lib/user-info';
import { FlashNotice } from './FlashNotice';
import { MobileMenu } from './MobileMenu';
import { SideMenu } from './SideMenu';
import { useLogout } from './use-logout';

const m = defineMessages({
  skip: { id: 'shell.ProtectedLayout.skip', defaultMessage: 'Skip to content' },
  openMenu: { id: 'shell.ProtectedLayout.openMenu', defaultMessage: 'Open menu' },
  admin: {
    id: 'shell.ProtectedLayout.admin',
    defaultMessage: 'ADMIN',
    description: "A staff member's role, shown in capitals in the header",
  },
  reviewer: {
    id: 'shell.ProtectedLayout.reviewer',
    defaultMessage: 'REVIEWER',
    description: "A staff member's role, shown in capitals in the header",
  },
});

/** The signed-in app: side menu (a drawer on phones), header with the member, then the screen. */
export default function ProtectedLayout() {
  // Refreshes the cached user info on entering the app (spec 3); screens read it from the session.
  const account = useAccountInfo();
  const intl = useIntl();
  const user = useSessionUser();
  // The account's language on entering (from the server: the cached copy may be older), and the
  // switcher's choice saved to it (issue 51).
  useAccountLanguage(account.data ?? null);
  const { logout, loggingOut } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const fullName = user ? `${user.first_name} ${user.last_name}` : '';
  const initials = user ? initialsOf(user.first_name, user.last_name) : '';

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-field bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {intl.formatMessage(m.skip)}
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-ink-200 bg-white lg:flex">
        <div className="flex h-16 items-center border-b border-ink-200 px-6">
          <Logo to={paths.dashboard} />
        </div>
        <SideMenu onLogout={logout} loggingOut={loggingOut} />
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-ink-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={intl.formatMessage(m.openMenu)}
            aria-expanded={menuOpen}
            className="-ml-1 flex size-10 items-center justify-center rounded-field text-ink-700 hover:bg-ink-100 lg:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <Logo to={paths.dashboard} className="lg:hidden" />
          {user && (
            <div className="ml-auto flex min-w-0 items-center gap-3">
              <div className="hidden min-w-0 text-right sm:block">
                <p className="truncate text-sm font-semibold text-ink-900">{fullName}</p>
                <p className="truncate text-xs text-ink-600">{user.email_address}</p>
              </div>
              {user.role === 'member' ? (
                <StatusBadge status={user.status} kycStatus={user.kyc_status ?? null} />
              ) : (
                // Staff see their role, not a member's KYC status they never need to act on.
                <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap text-brand-700 ring-1 ring-brand-600/40 ring-inset">
                  {intl.formatMessage(user.role === 'admin' ? m.admin : m.reviewer)}
                </span>
              )}
              <span
                aria-hidden="true"
                className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white sm:flex"
              >
                {initials}
              </span>
            </div>
          )}
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-5xl px-4 py-6 outline-none sm:px-6 lg:py-10"
        >
          <FlashNotice />
          <Outlet />
        </main>
      </div>

      <MobileMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        onLogout={logout}
        loggingOut={loggingOut}
      />
    </div>
  );
}
