import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { searchTypeLabel } from './search-fields';
import { fetchLookupsOfMe, lookupsOfMeKey } from './verification-api';

function timesText(count: number): string {
  return `You were looked up ${count} ${count === 1 ? 'time' : 'times'}`;
}

/** How often the member was looked up and when, by which kind of search — never by whom. */
export function LookupsOfMeCard() {
  const headingId = useId();
  const { data, isPending, isError } = useQuery({
    queryKey: lookupsOfMeKey,
    queryFn: fetchLookupsOfMe,
    staleTime: 0,
  });

  let body;
  if (isPending) {
    body = <Spinner className="size-5 text-brand-700" label="Loading your lookups" />;
  } else if (isError) {
    body = <p className="text-sm text-ink-600">Your lookups could not be loaded just now.</p>;
  } else {
    body = (
      <>
        <p className="font-semibold text-ink-900">{timesText(data.count)}</p>
        {data.recent.length > 0 && (
          <ul className="mt-2 divide-y divide-ink-200 text-sm" aria-label="Recent lookups">
            {data.recent.map((r, i) => (
              <li key={`${r.at}-${i}`} className="flex flex-wrap justify-between gap-x-4 py-2">
                <time dateTime={r.at} className="text-ink-900">
                  {formatDateTime(r.at)}
                </time>
                <span className="text-ink-600">
                  by {searchTypeLabel(r.search_by)}
                  {r.by === 'business' && ', through a business’s API'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Eye className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-brand-700">
            Who looked you up
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">
            When members, or businesses through their API, checked your verification and how they
            searched. Who they were is never shown.
          </p>
          <div className="mt-3">{body}</div>
        </div>
      </div>
    </Card>
  );
}
