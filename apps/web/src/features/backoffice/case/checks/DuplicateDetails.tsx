import { Link } from 'react-router';
import type { CheckResult } from '@vouch/contracts';
import { backofficeCasePath, paths } from '../../../../lib/paths';
import { queueSearch } from '../../api';
import { duplicateFaces, duplicateIdAccounts } from './check-details';
import { percent } from './check-format';

const linkClass =
  'font-semibold whitespace-nowrap text-accent-700 underline underline-offset-2 hover:text-accent-600';
const uuidClass = 'font-mono text-xs text-ink-900 [overflow-wrap:anywhere]';

/** The queue searched for one member (the queue's search takes a UUID). */
function queueSearchPath(uuid: string): string {
  return `${paths.backoffice}${queueSearch({ q: uuid })}`;
}

/** Other members whose selfie shows the same face, each a link to that submission's case. */
export function DuplicateFaceDetail({ result }: { result: CheckResult }) {
  const matches = duplicateFaces(result.details);
  if (matches.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-ink-700">
      {matches.map((m) => (
        <li key={`${m.memberUuid}-${m.submissionId}`} className="flex flex-wrap gap-x-2">
          <span>
            Member <span className={uuidClass}>{m.memberUuid}</span>
          </span>
          <span className="tabular-nums">{percent(m.similarity)} similar</span>
          <Link
            to={m.submissionId ? backofficeCasePath(m.submissionId) : queueSearchPath(m.memberUuid)}
            className={linkClass}
          >
            Open their case<span className="sr-only"> (member {m.memberUuid})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Other accounts with the same ID number, each a link to the queue searched for them. */
export function DuplicateIdDetail({ result }: { result: CheckResult }) {
  const uuids = duplicateIdAccounts(result.details);
  if (uuids.length === 0) return null;
  return <MemberSearchLinks uuids={uuids} />;
}

/** Members by UUID, each with a link that searches the queue for them. */
export function MemberSearchLinks({
  uuids,
  className = '',
}: {
  uuids: string[];
  className?: string;
}) {
  return (
    <ul className={`space-y-1 text-sm text-ink-700 ${className}`}>
      {uuids.map((uuid) => (
        <li key={uuid} className="flex flex-wrap gap-x-2">
          <span>
            Member <span className={uuidClass}>{uuid}</span>
          </span>
          <Link to={queueSearchPath(uuid)} className={linkClass}>
            Find in the queue<span className="sr-only"> (member {uuid})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
