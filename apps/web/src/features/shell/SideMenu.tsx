import {
  ArrowLeftRight,
  BadgeCheck,
  BookOpen,
  Building2,
  ClipboardCheck,
  Database,
  Handshake,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Settings,
  ShieldCheck,
  User,
  UserCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/use-session-user';
import { useMyOrganisations } from '../business';

/** Spec 2's side menu, in its order. */
const items: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.kyc, label: 'KYC', icon: ShieldCheck },
  { to: paths.transactions, label: 'Transactions', icon: ArrowLeftRight },
  { to: paths.verifiedMembers, label: 'Check Verification', icon: UserCheck },
  { to: paths.wallet, label: 'Wallet', icon: Wallet },
  // Issue 36: the member's credential.
  { to: paths.vouchId, label: 'Vouch ID', icon: BadgeCheck },
  { to: paths.profile, label: 'Profile', icon: User },
  { to: paths.settings, label: 'Settings', icon: Settings },
  // Issue 16: what we hold, a copy of it, closing the account.
  { to: paths.yourData, label: 'Your data', icon: Database },
  // Issue 33: the businesses the member shared their verification with.
  { to: paths.connectedBusinesses, label: 'Connected businesses', icon: Handshake },
  // Issue 37: reachable from every screen, not only from the dashboard's cards.
  { to: paths.support, label: 'Support', icon: LifeBuoy },
  { to: paths.guidelines, label: 'Guidelines', icon: BookOpen },
];

/** Shown to members of a business organisation (issue 32); others find it on Do Business. */
const businessItem = { to: paths.business, label: 'Business', icon: Building2 };

/** What staff keep of the member menu beside the back office. */
const staffItems = new Set<string>([
  paths.profile,
  paths.settings,
  paths.support,
  paths.guidelines,
]);

/** Shown to reviewers and admins only (the server refuses members anyway). */
const backofficeItem = { to: paths.backoffice, label: 'Back office', icon: ClipboardCheck };

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-field px-3 py-2 text-base font-medium transition-colors';

interface SideMenuProps {
  onLogout: () => void;
  loggingOut: boolean;
  /** The phone drawer closes when a link is followed. */
  onNavigate?: () => void;
}

export function SideMenu({ onLogout, loggingOut, onNavigate }: SideMenuProps) {
  const role = useSessionUser()?.role;
  const onATeam = (useMyOrganisations().data?.length ?? 0) > 0;
  const staff = role === 'reviewer' || role === 'admin';
  // Staff work in the back office (issue 37): its own grouped navigation is there; the member
  // screens (KYC, wallet, payments) are not theirs to use.
  const shown = staff
    ? [backofficeItem, ...items.filter((i) => staffItems.has(i.to))]
    : [...items, ...(onATeam ? [businessItem] : [])];
  return (
    <nav aria-label="Main" className="flex flex-1 flex-col gap-1 px-3 py-4">
      <ul className="flex flex-col gap-1">
        {shown.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `${itemClass} ${
                  isActive
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-ink-700 hover:bg-ink-100 hover:text-brand-700'
                }`
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-ink-200 pt-3">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
          className={`${itemClass} text-danger-700 hover:bg-danger-50`}
        >
          {loggingOut ? (
            <Spinner className="size-5" />
          ) : (
            <LogOut className="size-5 shrink-0" aria-hidden="true" />
          )}
          Logout
        </button>
      </div>
    </nav>
  );
}
