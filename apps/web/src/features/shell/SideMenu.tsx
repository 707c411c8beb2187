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
import { defineMessages, LanguageSwitcher, useIntl } from '../../i18n';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/use-session-user';
import { useMyOrganisations } from '../business';

const m = defineMessages({
  dashboard: { id: 'shell.menu.dashboard', defaultMessage: 'Dashboard' },
  kyc: { id: 'shell.menu.kyc', defaultMessage: 'KYC' },
  transactions: {
    id: 'shell.menu.transactions',
    defaultMessage: 'Transactions',
    description: "Menu item: the member's payments",
  },
  checkVerification: {
    id: 'shell.menu.checkVerification',
    defaultMessage: 'Check Verification',
    description: 'Menu item: the screen where a member checks whether someone is verified',
  },
  wallet: { id: 'shell.menu.wallet', defaultMessage: 'Wallet', description: 'Crypto wallets' },
  vouchId: {
    id: 'shell.menu.vouchId',
    defaultMessage: 'Vouch ID',
    description: "Menu item: the member's Vouch credential (a product name)",
  },
  profile: { id: 'shell.menu.profile', defaultMessage: 'Profile' },
  settings: { id: 'shell.menu.settings', defaultMessage: 'Settings' },
  yourData: {
    id: 'shell.menu.yourData',
    defaultMessage: 'Your data',
    description: 'Menu item: what Vouch holds about the member, a copy of it, closing the account',
  },
  connectedBusinesses: {
    id: 'shell.menu.connectedBusinesses',
    defaultMessage: 'Connected businesses',
    description: 'Menu item: the businesses the member shared their verification with',
  },
  support: { id: 'shell.menu.support', defaultMessage: 'Support' },
  guidelines: { id: 'shell.menu.guidelines', defaultMessage: 'Guidelines' },
  business: {
    id: 'shell.menu.business',
    defaultMessage: 'Business',
    description: "Menu item: the member's business organisation",
  },
  backoffice: {
    id: 'shell.menu.backoffice',
    defaultMessage: 'Back office',
    description: 'Menu item for staff: where reviewers and admins work',
  },
  main: {
    id: 'shell.menu.main',
    defaultMessage: 'Main',
    description: 'Name of the main navigation, for screen readers',
  },
  logout: { id: 'shell.menu.logout', defaultMessage: 'Logout', description: 'Button' },
});

type Item = { to: string; label: (typeof m)[keyof typeof m]; icon: LucideIcon };

/** Spec 2's side menu, in its order. */
const items: Item[] = [
  { to: paths.dashboard, label: m.dashboard, icon: LayoutDashboard },
  { to: paths.kyc, label: m.kyc, icon: ShieldCheck },
  { to: paths.transactions, label: m.transactions, icon: ArrowLeftRight },
  { to: paths.verifiedMembers, label: m.checkVerification, icon: UserCheck },
  { to: paths.wallet, label: m.wallet, icon: Wallet },
  // Issue 36: the member's credential.
  { to: paths.vouchId, label: m.vouchId, icon: BadgeCheck },
  { to: paths.profile, label: m.profile, icon: User },
  { to: paths.settings, label: m.settings, icon: Settings },
  // Issue 16: what we hold, a copy of it, closing the account.
  { to: paths.yourData, label: m.yourData, icon: Database },
  // Issue 33: the businesses the member shared their verification with.
  { to: paths.connectedBusinesses, label: m.connectedBusinesses, icon: Handshake },
  // Issue 37: reachable from every screen, not only from the dashboard's cards.
  { to: paths.support, label: m.support, icon: LifeBuoy },
  { to: paths.guidelines, label: m.guidelines, icon: BookOpen },
];

/** Shown to members of a business organisation (issue 32); others find it on Do Business. */
const businessItem: Item = { to: paths.business, label: m.business, icon: Building2 };

/** What staff keep of the member menu beside the back office. */
const staffItems = new Set<string>([
  paths.profile,
  paths.settings,
  paths.support,
  paths.guidelines,
]);

/** Shown to reviewers and admins only (the server refuses members anyway). */
const backofficeItem: Item = { to: paths.backoffice, label: m.backoffice, icon: ClipboardCheck };

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-field px-3 py-2 text-base font-medium transition-colors';

interface SideMenuProps {
  onLogout: () => void;
  loggingOut: boolean;
  /** The phone drawer closes when a link is followed. */
  onNavigate?: () => void;
}

export function SideMenu({ onLogout, loggingOut, onNavigate }: SideMenuProps) {
  const intl = useIntl();
  const role = useSessionUser()?.role;
  const onATeam = (useMyOrganisations().data?.length ?? 0) > 0;
  const staff = role === 'reviewer' || role === 'admin';
  // Staff work in the back office (issue 37): its own grouped navigation is there; the member
  // screens (KYC, wallet, payments) are not theirs to use.
  const shown = staff
    ? [backofficeItem, ...items.filter((i) => staffItems.has(i.to))]
    : [...items, ...(onATeam ? [businessItem] : [])];
  return (
    <nav aria-label={intl.formatMessage(m.main)} className="flex flex-1 flex-col gap-1 px-3 py-4">
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
              {intl.formatMessage(label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-2 border-t border-ink-200 pt-3">
        {/* The page's language (issue 51): in the desktop menu and in the phone's drawer. */}
        <LanguageSwitcher className="self-start" />
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
          {intl.formatMessage(m.logout)}
        </button>
      </div>
    </nav>
  );
}
