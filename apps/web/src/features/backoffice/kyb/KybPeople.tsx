import type { BusinessVerificationCase } from '@vouch/contracts';
import { formatDate } from '../../../lib/format';

type Person = BusinessVerificationCase['people'][number];

const statusText: Record<Person['status'], string> = {
  pending: 'Link not answered',
  verified: 'Verified',
  mismatch: 'Answered by someone else',
  not_completed: 'Link ended unanswered',
};
const roleText = (r: string) => (r === 'significant_control' ? 'significant control' : r);

/** Each person: as listed, their part and share, their answer and tier, what the lists said. */
export function KybPeople({ people }: { people: Person[] }) {
  if (people.length === 0)
    return <p className="text-sm text-ink-600">The registry lists nobody, and none were added.</p>;
  return (
    <ul className="divide-y divide-ink-100 rounded-field border border-ink-200" aria-label="People">
      {people.map((p) => (
        <li key={p.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
          <div className="min-w-0">
            <p className="font-semibold text-ink-900 [overflow-wrap:anywhere]">
              {[p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ')}
            </p>
            <p className="text-ink-700">
              {p.roles.map(roleText).join(', ')}
              {p.share_percent !== null && ` · ${p.share_percent}\u00a0%`}
              {p.date_of_birth && ` · born ${formatDate(`${p.date_of_birth}T12:00:00Z`)}`}
              {p.source === 'business' && ' · added by the business'}
            </p>
            {p.mismatch && <p className="text-danger-700">{p.mismatch}</p>}
            {p.screening_hits.map((h) => (
              <p key={`${h.list}-${h.matched_name}`} className="text-danger-700">
                Possible match: “{h.matched_name}” on {h.list}
                {h.pep ? ' (PEP)' : ''}, score {h.score}
              </p>
            ))}
          </div>
          <p className="text-ink-900 sm:text-right">
            {statusText[p.status]}
            {p.kyc_tier !== null && <span className="block text-ink-600">Tier {p.kyc_tier}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}
