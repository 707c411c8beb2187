import { dobForDisplay, type MemberProfile } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';
import type { LookupSnapshot } from './draft';

const m = defineMessages({
  yes: {
    id: 'kyc.LookupResult.yes',
    defaultMessage: 'Yes',
    description: 'This detail matches',
  },
  no: {
    id: 'kyc.LookupResult.no',
    defaultMessage: 'No',
    description: 'This detail does not match',
  },
  firstName: { id: 'kyc.LookupResult.firstName', defaultMessage: 'First name' },
  lastName: { id: 'kyc.LookupResult.lastName', defaultMessage: 'Last name' },
  dob: { id: 'kyc.LookupResult.dob', defaultMessage: 'Date of birth' },
  notShown: {
    id: 'kyc.LookupResult.notShown',
    defaultMessage: 'Not shown',
    description: 'In place of the date of birth of the BVN or NIN record, which is never shown',
  },
  heading: { id: 'kyc.LookupResult.heading', defaultMessage: 'Your ID record matched' },
  compares: {
    id: 'kyc.LookupResult.compares',
    defaultMessage: 'How your {registry} record compares with your profile',
    description: 'Caption of a table; {registry} is BVN or NIN',
  },
  yourProfile: { id: 'kyc.LookupResult.yourProfile', defaultMessage: 'Your profile' },
  record: {
    id: 'kyc.LookupResult.record',
    defaultMessage: '{registry} record',
    description: 'Column header; {registry} is BVN or NIN',
  },
  detail: {
    id: 'kyc.LookupResult.detail',
    defaultMessage: 'Detail',
    description: 'Column header: first name, last name, date of birth',
  },
  match: {
    id: 'kyc.LookupResult.match',
    defaultMessage: 'Match',
    description: 'Column header: whether the detail matches',
  },
  matched: {
    id: 'kyc.LookupResult.matched',
    defaultMessage:
      'Your {registry} record matches your profile. If you change your name or date of birth before you submit, look up your {registry} again.',
  },
});

/** ✓ or ✗ with a word, so the result never rests on colour alone. */
function Match({ ok }: { ok: boolean }) {
  const intl = useIntl();
  return (
    <span
      className={`font-semibold whitespace-nowrap ${ok ? 'text-success-700' : 'text-danger-700'}`}
    >
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {intl.formatMessage(ok ? m.yes : m.no)}
    </span>
  );
}

interface LookupResultProps {
  lookup: LookupSnapshot;
  user: Pick<MemberProfile, 'first_name' | 'last_name' | 'dob'>;
  /** Whose record: "BVN" or "NIN". */
  registry?: string;
}

/**
 * The BVN or NIN record found: its names side by side with the member's own details. The server answers
 * only a full match (issue 31), so every row says so; nothing of a record that is not the member's
 * ever reaches this screen, and never its portrait (issue 45: knowing a BVN, a name and a date of
 * birth must not hand anyone the picture the selfie is compared with).
 */
export function LookupResult({ lookup, user, registry = 'BVN' }: LookupResultProps) {
  const intl = useIntl();
  const fullName = [lookup.firstname, lookup.middlename, lookup.lastname].filter(Boolean).join(' ');
  const rows = [
    [intl.formatMessage(m.firstName), user.first_name, lookup.firstname, lookup.matches.first_name],
    [intl.formatMessage(m.lastName), user.last_name, lookup.lastname, lookup.matches.last_name],
    [
      intl.formatMessage(m.dob),
      dobForDisplay(user.dob),
      intl.formatMessage(m.notShown),
      lookup.matches.dob,
    ],
  ] as const;
  const compares = intl.formatMessage(m.compares, { registry });
  const recordHeader = intl.formatMessage(m.record, { registry });
  const yourProfile = intl.formatMessage(m.yourProfile);

  return (
    <section
      aria-labelledby="lookup-result"
      className="space-y-4 rounded-xl bg-white p-3 ring-1 ring-ink-200 sm:p-4"
    >
      <div className="min-w-0">
        <h3 id="lookup-result" className="font-semibold text-ink-900">
          {intl.formatMessage(m.heading)}
        </h3>
        <p className="mt-1 text-ink-700 [overflow-wrap:anywhere]">{fullName}</p>
      </div>

      {/* On a phone each detail is a row of its own: four columns broke words at 390 px. */}
      <ul className="divide-y divide-ink-200 text-sm sm:hidden" aria-label={compares}>
        {rows.map(([label, mine, theirs, ok]) => (
          <li key={label} className="py-2">
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium text-ink-700">{label}</span>
              <Match ok={ok} />
            </div>
            <dl className="mt-1 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-0.5">
              <dt className="text-ink-600">{yourProfile}</dt>
              <dd className="min-w-0 break-words">{mine}</dd>
              <dt className="text-ink-600">{recordHeader}</dt>
              <dd className="min-w-0 break-words">{theirs}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{compares}</caption>
          <thead className="text-ink-600">
            <tr className="border-b border-ink-200">
              <th scope="col" className="py-2 pr-3 font-medium">
                {intl.formatMessage(m.detail)}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {yourProfile}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {recordHeader}
              </th>
              <th scope="col" className="py-2 font-medium">
                {intl.formatMessage(m.match)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-200">
            {rows.map(([label, mine, theirs, ok]) => (
              <tr key={label}>
                <th scope="row" className="py-2 pr-3 font-medium text-ink-700">
                  {label}
                </th>
                <td className="py-2 pr-3 [overflow-wrap:anywhere]">{mine}</td>
                <td className="py-2 pr-3 [overflow-wrap:anywhere]">{theirs}</td>
                <td className="py-2">
                  <Match ok={ok} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Alert tone="success">
        <FormattedMessage {...m.matched} values={{ registry }} />
      </Alert>
    </section>
  );
}
