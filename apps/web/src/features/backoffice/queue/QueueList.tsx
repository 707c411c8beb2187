import { Hand } from 'lucide-react';
import { Link } from 'react-router';
import type { QueueItem } from '@vouch/contracts';
import { formatDateTime } from '../../../lib/format';
import { documentTypeLabel, idTypeLabel } from '../../../lib/kyc-labels';
import { backofficeCasePath } from '../../../lib/paths';
import { RiskBadge } from '../RiskBadge';
import { VersionBadge, WaitedBadge } from './QueueBadges';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-3 align-top';

/** An address that, when it must wrap, wraps before the @ rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The reviewer working on the case, if any (issue 34). */
function ClaimedBy({ item }: { item: QueueItem }) {
  if (!item.claimed_by) return null;
  return (
    <p className="mt-1 inline-flex max-w-full items-center gap-1 rounded-md bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-700 [overflow-wrap:anywhere]">
      <Hand className="size-3.5 shrink-0" aria-hidden="true" />
      With {item.claimed_by}
    </p>
  );
}

/** Who decided a decided case, and when (issue 37: the approved list says who decided). */
function DecidedBy({ item }: { item: QueueItem }) {
  if (!item.decided_by) return null;
  return (
    <p className="mt-1 text-xs text-ink-600 [overflow-wrap:anywhere]">
      Decided by <span className="font-medium text-ink-800">{item.decided_by}</span>
      {item.decided_at && <> · {formatDateTime(item.decided_at)}</>}
    </p>
  );
}

function MemberLink({ item }: { item: QueueItem }) {
  return (
    <Link
      to={backofficeCasePath(item.submission_id)}
      // The link covers its whole row or card.
      className="font-semibold text-brand-700 underline-offset-2 after:absolute after:inset-0 hover:underline"
    >
      {item.member_name}
    </Link>
  );
}

/** Wide screens: one row per submission, the whole row opens the case. */
function QueueTable({ items }: { items: QueueItem[] }) {
  return (
    <table className="hidden w-full text-sm md:table">
      <caption className="sr-only">Submissions, oldest first</caption>
      <thead className="border-b border-ink-200 bg-ink-50">
        <tr>
          <th scope="col" className={th}>
            Member
          </th>
          <th scope="col" className={th}>
            Risk
          </th>
          <th scope="col" className={th}>
            ID and document
          </th>
          <th scope="col" className={th}>
            Version
          </th>
          <th scope="col" className={th}>
            Submitted
          </th>
          <th scope="col" className={th}>
            Waited
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-200">
        {items.map((item) => (
          <tr key={item.submission_id} className="relative hover:bg-brand-50/60">
            {/* Wide enough that an e-mail address does not break every few letters. */}
            <td className={`${td} min-w-56`}>
              <MemberLink item={item} />
              <p className="text-ink-600 [overflow-wrap:anywhere]">
                <EmailText email={item.member_email} />
              </p>
              <ClaimedBy item={item} />
              <DecidedBy item={item} />
            </td>
            <td className={td}>
              <RiskBadge level={item.risk_level} />
            </td>
            <td className={td}>
              <p className="text-ink-900">{idTypeLabel(item.identity_type)}</p>
              <p className="text-ink-600">{documentTypeLabel(item.document_type)}</p>
            </td>
            <td className={td}>
              <VersionBadge version={item.version} />
            </td>
            <td className={`${td} whitespace-nowrap text-ink-900`}>
              {formatDateTime(item.submitted_at)}
            </td>
            <td className={td}>
              <WaitedBadge hours={item.waited_hours} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per submission. */
function QueueCards({ items }: { items: QueueItem[] }) {
  return (
    <ul className="divide-y divide-ink-200 md:hidden">
      {items.map((item) => (
        <li key={item.submission_id} className="relative space-y-2 p-4 hover:bg-brand-50/60">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <MemberLink item={item} />
              <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">
                <EmailText email={item.member_email} />
              </p>
              <ClaimedBy item={item} />
              <DecidedBy item={item} />
            </div>
            <WaitedBadge hours={item.waited_hours} />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <RiskBadge level={item.risk_level} />
            <p className="text-sm text-ink-900">
              {idTypeLabel(item.identity_type)} · {documentTypeLabel(item.document_type)}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-600">
            <VersionBadge version={item.version} />
            <span>Submitted {formatDateTime(item.submitted_at)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function QueueList({ items }: { items: QueueItem[] }) {
  return (
    <>
      <QueueTable items={items} />
      <QueueCards items={items} />
    </>
  );
}
