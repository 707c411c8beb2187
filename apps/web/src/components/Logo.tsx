import { paths } from '../lib/paths';
import { SiteLink } from './SiteLink';

/** The logo and wordmark, linking home (a router link in the app, a plain one on a static page). */
export function Logo({ className = '', to = paths.landing }: { className?: string; to?: string }) {
  return (
    <SiteLink
      to={to}
      className={`inline-flex items-center gap-2 rounded-field text-xl font-bold tracking-tight text-brand-700 ${className}`}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span>Vouch</span>
      <span className="sr-only"> home</span>
    </SiteLink>
  );
}
