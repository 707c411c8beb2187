import { Check, X } from 'lucide-react';
import type { CaseView } from '@vouch/contracts';
import { Section } from './Section';

const th =
  'px-2 py-2.5 sm:px-3 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-2 py-2.5 align-top sm:px-3';

function MatchMark({ match }: { match: boolean }) {
  return match ? (
    <span className="inline-flex items-center gap-1 font-semibold text-success-700">
      <Check className="size-4" strokeWidth={3} aria-hidden="true" />
      <span className="max-sm:sr-only">Match</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-semibold text-danger-700">
      <X className="size-4" strokeWidth={3} aria-hidden="true" />
      <span className="max-sm:sr-only">Differs</span>
    </span>
  );
}

/** The identity provider's record beside what the member typed; differences in red. */
/** Which record the reviewer compares (issue 48): a vNIN's stands for the NIN typed beside it. */
const REGISTRY_WORDS: Record<string, string> = {
  bvn: 'BVN record',
  nin: 'NIN record',
  vnin: 'NIN record, given by a virtual NIN (the typed NIN itself was not looked up)',
};

export function LookupComparison({ view }: { view: CaseView }) {
  const { lookup, submission, member } = view;
  if (!lookup) {
    return (
      <Section id="lookup-heading" title="Identity lookup">
        <p className="text-ink-700">
          No identity lookup was made for this submission (it is offered for Nigerian BVNs only).
          Compare the document with the member&apos;s details yourself.
        </p>
      </Section>
    );
  }
  const rows = [
    {
      label: 'First name',
      member: submission.first_name,
      record: lookup.first_name,
      match: lookup.matches.first_name,
    },
    {
      label: 'Last name',
      member: submission.last_name,
      record: lookup.last_name,
      match: lookup.matches.last_name,
    },
    { label: 'Date of birth', member: member.dob, record: lookup.dob, match: lookup.matches.dob },
  ];
  return (
    <Section id="lookup-heading" title="Identity lookup">
      <p className="-mt-2 mb-3 text-sm text-ink-600">
        {REGISTRY_WORDS[lookup.registry] ?? 'Record'} from {lookup.provider}
      </p>
      <div className="relative overflow-x-auto rounded-field border border-ink-200">
        <table className="w-full text-sm">
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className={th}>
                <span className="sr-only">Detail</span>
              </th>
              <th scope="col" className={th}>
                Member typed
              </th>
              <th scope="col" className={th}>
                Identity record
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Result</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {rows.map((r) => (
              <tr key={r.label} className={r.match ? '' : 'bg-danger-50'}>
                <th
                  scope="row"
                  className={`${td} text-left font-medium whitespace-nowrap text-ink-700`}
                >
                  {r.label}
                </th>
                <td className={`${td} text-ink-900 [overflow-wrap:anywhere]`}>{r.member || '—'}</td>
                <td
                  className={`${td} ${r.match ? 'text-ink-900' : 'font-semibold text-danger-700'} [overflow-wrap:anywhere}`}
                >
                  {r.record || '—'}
                </td>
                <td className={`${td} whitespace-nowrap`}>
                  <MatchMark match={r.match} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {lookup.middle_name && (
        <p className="mt-3 text-sm text-ink-600">Middle name on the record: {lookup.middle_name}</p>
      )}
    </Section>
  );
}
