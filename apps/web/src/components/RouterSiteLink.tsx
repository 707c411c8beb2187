import { Link, NavLink } from 'react-router';
import type { SiteLinkProps } from './SiteLink';

/** SiteLink inside the app: client-side navigation, and the current page marked where asked. */
export function RouterSiteLink({ to, className, children }: SiteLinkProps) {
  if (typeof className === 'function') {
    return (
      <NavLink to={to} className={className}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
