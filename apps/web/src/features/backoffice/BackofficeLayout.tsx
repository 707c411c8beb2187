import { Link, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../lib/use-session-user';
import { navGroups, navItems } from './nav';
import { isStaff, NoAccess } from './NoAccess';
import { SecondFactorGate } from './second-factor/SecondFactorGate';

/**
 * The back office's own navigation (issue 37): grouped (Review, Members, Support, Privacy,
 * Admin), each screen with what waits there, from one list (nav.tsx). The current screen is the
 * longest address that the page's starts with (the queue, /backoffice, holds its cases).
 */
function BackofficeNav({ admin }: { admin: boolean }) {
  const { pathname } = useLocation();
  const shown = navItems.filter((i) => admin || !i.admin);
  const current = shown
    .filter((i) => pathname === i.to || pathname.startsWith(`${i.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0]?.to;
  const groups = navGroups
    .map((g) => ({ group: g, items: shown.filter((i) => i.group === g) }))
    .filter((g) => g.items.length > 0);
  return (
    <nav
      aria-label="Back office"
      className="mb-6 grid grid-cols-2 gap-x-6 gap-y-4 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-5"
    >
      {groups.map(({ group, items }) => (
        <div key={group}>
          <h2 className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{group}</h2>
          <ul className="mt-1">
            {items.map(({ to, label, Count }) => (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={to === current ? 'page' : undefined}
                  className={`inline-flex min-h-9 items-center text-sm font-semibold ${
                    to === current
                      ? 'text-brand-700 underline decoration-2 underline-offset-4'
                      : 'text-ink-700 hover:text-brand-700'
                  }`}
                >
                  {label}
                  {Count && <Count />}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** /backoffice/*: reviewers and admins only (the API refuses members too), after their second factor. */
export default function BackofficeLayout() {
  const user = useSessionUser();
  if (!isStaff(user?.role)) return <NoAccess audience="reviewers" />;
  return (
    <SecondFactorGate>
      <BackofficeNav admin={user?.role === 'admin'} />
      <Outlet />
    </SecondFactorGate>
  );
}
