import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/format';
import { defineMessages, useIntl } from '../../i18n';
import { searchTypeLabel } from './search-fields';
import { fetchLookupsOfMe, lookupsOfMeKey } from './verification-api';

const m = defineMessages({
  times: {
    id: 'verification.LookupsOfMeCard.times',
    defaultMessage: 'You were looked up {count, plural, one {# time} other {# times}}',
    description: 'How many times members or businesses checked your verification',
  },
  loading: { id: 'verification.LookupsOfMeCard.loading', defaultMessage: 'Loading your lookups' },
  loadFailed: {
    id: 'verification.LookupsOfMeCard.loadFailed',
    defaultMessage: 'Your lookups could not be loaded just now.',
  },
  recent: {
    id: 'verification.LookupsOfMeCard.recent',
    defaultMessage: 'Recent lookups',
    description: 'Name of the list, for screen readers',
  },
  by: {
    id: 'verification.LookupsOfMeCard.by',
    defaultMessage: 'by {type}',
    description: 'How they searched; {type}: e.g. "Phone Number", "UUID"',
  },
  byBusiness: {
    id: 'verification.LookupsOfMeCard.byBusiness',
    defaultMessage: 'by {type}, through a business’s API',
    description: 'How they searched; {type}: e.g. "Phone Number", "UUID"',
  },
  title: {
    id: 'verification.LookupsOfMeCard.title',
    defaultMessage: 'Who looked you up',
    description: 'Heading',
  },
  description: {
    id: 'verification.LookupsOfMeCard.description',
    defaultMessage:
      'When members, or businesses through their API, checked your verification and how they searched. Who they were is never shown.',
  },
});

/** How often the member was looked up and when, by which kind of search — never by whom. */
export function LookupsOfMeCard() {
  const intl = useIntl();
  const headingId = useId();
  const { data, isPending, isError } = useQuery({
    queryKey: lookupsOfMeKey,
    queryFn: fetchLookupsOfMe,
    staleTime: 0,
  });

  let body;
  if (isPending) {
    body = <Spinner className="size-5 text-brand-700" label={intl.formatMessage(m.loading)} />;
  } else if (isError) {
    body = <p className="text-sm text-ink-600">{intl.formatMessage(m.loadFailed)}</p>;
  } else {
    body = (
      <>
        <p className="font-semibold text-ink-900">
          {intl.formatMessage(m.times, { count: data.count })}
        </p>
        {data.recent.length > 0 && (
          <ul
            className="mt-2 divide-y divide-ink-200 text-sm"
            aria-label={intl.formatMessage(m.recent)}
          >
            {data.recent.map((r, i) => (
              <li key={`${r.at}-${i}`} className="flex flex-wrap justify-between gap-x-4 py-2">
                <time dateTime={r.at} className="text-ink-900">
                  {formatDateTime(r.at)}
                </time>
                <span className="text-ink-600">
                  {intl.formatMessage(r.by === 'business' ? m.byBusiness : m.by, {
                    type: searchTypeLabel(r.search_by, intl),
                  })}
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
            {intl.formatMessage(m.title)}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">{intl.formatMessage(m.description)}</p>
          <div className="mt-3">{body}</div>
        </div>
      </div>
    </Card>
  );
}
