import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { CaseView } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { CopyButton } from '../../../components/CopyButton';
import { KycStatusPill } from '../../../components/KycStatusPill';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/** Who submitted, and where the case stands. */
export function CaseHeader({ view }: { view: CaseView }) {
  const { member, submission } = view;
  return (
    <div className="mb-6">
      <Link
        to={paths.backoffice}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the queue
      </Link>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-brand-700 sm:text-3xl">
            {member.name}
          </h1>
          <p className="mt-1 text-ink-700 [overflow-wrap:anywhere]">{member.email}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
            <span>
              UUID{' '}
              <span className="font-mono text-ink-900 [overflow-wrap:anywhere]">{member.uuid}</span>
            </span>
            <CopyButton value={member.uuid} label="UUID" />
          </div>
          <p className="mt-1 text-sm text-ink-600">
            Member since {formatDate(member.member_since)} · version {submission.version}
          </p>
        </div>
        <p className="flex shrink-0 items-center gap-2 text-sm text-ink-600">
          <span>Status:</span>
          <KycStatusPill status={submission.status} />
        </p>
      </div>
    </div>
  );
}

/** The same ID number on other accounts: possibly one person with several accounts. */
export function DuplicateIdWarning({ uuids }: { uuids: string[] }) {
  if (uuids.length === 0) return null;
  return (
    <Alert
      tone="warning"
      title={`This ID number is also used by ${uuids.length} other account(s)`}
      className="mb-6"
    >
      <ul className="mt-1 list-disc pl-5 font-mono text-xs">
        {uuids.map((u) => (
          <li key={u}>{u}</li>
        ))}
      </ul>
    </Alert>
  );
}
