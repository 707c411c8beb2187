import { paths } from '../lib/paths';
import { defineMessages, FormattedMessage } from '../i18n';
import { SiteLink } from './SiteLink';

const m = defineMessages({
  home: {
    id: 'common.Logo.home',
    defaultMessage: '<brand>Vouch</brand><hidden> home</hidden>',
    description:
      'The logo, a link to the home page: <brand> is the visible wordmark, <hidden> is read by screen readers only ("Vouch home")',
  },
});

/** The logo and wordmark, linking home (a router link in the app, a plain one on a static page). */
export function Logo({ className = '', to = paths.landing }: { className?: string; to?: string }) {
  return (
    <SiteLink
      to={to}
      className={`inline-flex items-center gap-2 rounded-field text-xl font-bold tracking-tight text-brand-700 ${className}`}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <FormattedMessage
        {...m.home}
        values={{
          brand: (chunks) => <span>{chunks}</span>,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        }}
      />
    </SiteLink>
  );
}
