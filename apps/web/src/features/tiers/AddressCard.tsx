import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useMyAddress } from './use-my-address';

/**
 * The Profile page's residential address (issue 48): certified once a reviewer confirmed it, a
 * change reviewed again; only the member and reviewers read it.
 */
export function AddressCard() {
  const mine = useMyAddress(true);
  const confirmed = mine.data?.confirmed ?? null;
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-700">Residential Address</h2>
        <Link to={paths.address} className="font-semibold text-brand-700 underline">
          {confirmed ? 'Change' : 'Confirm an address'}
        </Link>
      </div>
      {confirmed ? (
        <p className="mt-3 text-ink-900 [overflow-wrap:anywhere]">
          {confirmed.address}
          <span className="block text-sm text-ink-600">
            Confirmed {formatDate(confirmed.confirmed_at)}. Only you and Vouch&rsquo;s reviewers see
            it.
          </span>
        </p>
      ) : (
        <p className="mt-3 text-sm text-ink-600">
          {mine.isPending ? 'Fetching…' : 'Not confirmed yet. KYC Tier 3 needs it.'}
        </p>
      )}
    </Card>
  );
}
