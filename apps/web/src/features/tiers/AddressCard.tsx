import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { defineMessages, useIntl } from '../../i18n';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useMyAddress } from './use-my-address';

const m = defineMessages({
  title: {
    id: 'tiers.AddressCard.title',
    defaultMessage: 'Residential Address',
    description: 'Heading',
  },
  change: {
    id: 'tiers.AddressCard.change',
    defaultMessage: 'Change',
    description: 'Link: change the address',
  },
  confirm: {
    id: 'tiers.AddressCard.confirm',
    defaultMessage: 'Confirm an address',
    description: 'Link',
  },
  confirmed: {
    id: 'tiers.AddressCard.confirmed',
    defaultMessage: 'Confirmed {date}. Only you and Vouch’s reviewers see it.',
    description: '{date}: when a reviewer confirmed the address, e.g. 5 March 2025',
  },
  fetching: {
    id: 'tiers.AddressCard.fetching',
    defaultMessage: 'Fetching…',
    description: 'Loading',
  },
  notConfirmed: {
    id: 'tiers.AddressCard.notConfirmed',
    defaultMessage: 'Not confirmed yet. KYC Tier 3 needs it.',
  },
});

/**
 * The Profile page's residential address (issue 48): certified once a reviewer confirmed it, a
 * change reviewed again; only the member and reviewers read it.
 */
export function AddressCard() {
  const intl = useIntl();
  const mine = useMyAddress(true);
  const confirmed = mine.data?.confirmed ?? null;
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-700">{intl.formatMessage(m.title)}</h2>
        <Link to={paths.address} className="font-semibold text-brand-700 underline">
          {intl.formatMessage(confirmed ? m.change : m.confirm)}
        </Link>
      </div>
      {confirmed ? (
        <p className="mt-3 text-ink-900 [overflow-wrap:anywhere]">
          {confirmed.address}
          <span className="block text-sm text-ink-600">
            {intl.formatMessage(m.confirmed, { date: formatDate(confirmed.confirmed_at) })}
          </span>
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-600">
          {intl.formatMessage(mine.isPending ? m.fetching : m.notConfirmed)}
        </p>
      )}
    </Card>
  );
}
