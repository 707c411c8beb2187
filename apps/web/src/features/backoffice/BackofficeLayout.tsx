import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/use-session-user';
import { isStaff, NoAccess } from './NoAccess';
import { SecondFactorGate } from './second-factor/SecondFactorGate';

const staffLinks = [
  { to: paths.backofficeProfileChanges as string, label: 'Profile changes' },
  { to: paths.backofficeTickets as string, label: 'Support tickets' },
  { to: paths.backofficeSecurity as string, label: 'Security' },
];
const adminLinks = [
  { to: paths.backofficeMembers as string, label: 'Members' },
  { to: paths.backofficeRoles as string, label: 'Roles' },
  { to: paths.backofficeAudit as string, label: 'Audit log' },
  { to: paths.backofficeFailedJobs as string, label: 'Failed jobs' },
  { to: paths.backofficeDataRequests as string, label: 'Data requests' },
  { to: paths.backofficeLegalHolds as string, label: 'Legal holds' },
];

/**
 * Staff move between the queue (with its cases), profile changes and the tickets; admins also
 * members' standing, roles and the audit log.
 */
function BackofficeNav({ admin }: { admin: boolean }) {
  const { pathname } = useLocation();
  const extra = admin ? [...staffLinks, ...adminLinks] : staffLinks;
  const current = extra.find((l) => pathname.startsWith(l.to))?.to ?? (paths.backoffice as string);
  const links = [{ to: paths.backoffice as string, label: 'Review queue' }, ...extra];
  return (
    <nav aria-label="Back office" className="mb-6 border-b border-ink-200">
      <ul className="-mb-px flex flex-wrap gap-x-6">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              aria-current={l.to === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 text-sm font-semibold ${
                l.to === current
                  ? 'border-accent-700 text-brand-700'
                  : 'border-transparent text-ink-600 hover:text-brand-700'
              }`}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
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
