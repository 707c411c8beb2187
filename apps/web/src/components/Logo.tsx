import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The logo and wordmark, linking home. */
export function Logo({ className = '', to = paths.landing }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-field text-xl font-bold tracking-tight text-brand-700 ${className}`}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span>Vouch</span>
      <span className="sr-only"> home</span>
    </Link>
  );
}
