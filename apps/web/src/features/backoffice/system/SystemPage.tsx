import type { ReactNode } from 'react';
import { jobQueueLabels, type SystemOverview } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime, humanizeCode } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSessionUser } from '../../../lib/use-session-user';
import { BackofficeError } from '../api';
import { NoAccess } from '../NoAccess';
import { TableCard } from '../TableCard';
import { useSystemOverview } from './system-api';

const th =
  'px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-ink-600 uppercase';
const thNum = `${th} text-right`;
const td = 'px-3 py-2.5 align-top';
const tdNum = `${td} text-right whitespace-nowrap tabular-nums`;

/** The queues the failed-jobs list has no name for yet. */
const moreQueueLabels: Record<string, string> = {
  message: 'Text messages',
  'privacy-export': 'Data exports',
  'privacy-purge': 'Retention purge',
  'number-proof-invites': 'Number-proof invitations',
};
const queueLabel = (q: string) => jobQueueLabels[q] ?? moreQueueLabels[q] ?? humanizeCode(q);

/** 42 s, 7 min, 3 h 5 min, 2 d 4 h. */
export function formatSeconds(s: number): string {
  if (s < 60) return `${Math.round(s)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

const formatMs = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

function Table({
  label,
  columns,
  children,
}: {
  label: string;
  columns: [string, boolean][];
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            {columns.map(([c, numeric]) => (
              <th key={c} scope="col" className={numeric ? thNum : th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-200">{children}</tbody>
      </table>
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="mb-8" aria-labelledby={`system-${title}`}>
      <h2 id={`system-${title}`} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <p className="mb-3 text-sm text-ink-600">{description}</p>
      <TableCard>{children}</TableCard>
    </section>
  );
}

function Queues({ o }: { o: SystemOverview }) {
  return (
    <Table
      label="Jobs per queue"
      columns={[
        ['Queue', false],
        ['Waiting', true],
        ['Running', true],
        ['Failed', true],
        ['Oldest due', true],
      ]}
    >
      {o.queues.map((q) => (
        <tr key={q.queue}>
          <td className={`${td} font-semibold text-ink-900`}>{queueLabel(q.queue)}</td>
          <td className={tdNum}>{q.waiting}</td>
          <td className={tdNum}>{q.running}</td>
          <td className={`${tdNum} ${q.failed > 0 ? 'font-semibold text-red-700' : ''}`}>
            {q.failed}
          </td>
          <td className={tdNum}>
            {q.oldestDueSeconds === null ? '—' : formatSeconds(q.oldestDueSeconds)}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'bad' }) {
  return (
    <div className="p-4">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd
        className={`mt-1 text-2xl font-semibold tabular-nums ${tone === 'bad' ? 'text-red-700' : 'text-ink-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

function Overview({ o }: { o: SystemOverview }) {
  return (
    <>
      <Section
        title="Jobs"
        description="Background work in every queue, across every instance and worker. A due job waiting minutes means the workers are behind."
      >
        <Queues o={o} />
      </Section>
      <Section
        title="Mail, last 24 hours"
        description="E-mails the mail server accepted, refused after every attempt, and still queued."
      >
        <dl className="grid grid-cols-3 divide-x divide-ink-200">
          <Figure label="Sent" value={o.mailLastDay.sent} />
          <Figure
            label="Failed"
            value={o.mailLastDay.failed}
            tone={o.mailLastDay.failed > 0 ? 'bad' : undefined}
          />
          <Figure label="Queued" value={o.mailLastDay.waiting} />
        </dl>
      </Section>
      <Section
        title="Automated checks, last 24 hours"
        description="How long each check took on the submissions examined today."
      >
        {o.checksLastDay.length === 0 ? (
          <p className="p-4 text-sm text-ink-600">
            No submission was checked in the last 24 hours.
          </p>
        ) : (
          <Table
            label="Checks duration"
            columns={[
              ['Check', false],
              ['Runs', true],
              ['Average', true],
              ['Longest', true],
            ]}
          >
            {o.checksLastDay.map((c) => (
              <tr key={c.stage}>
                <td className={`${td} font-semibold text-ink-900`}>{humanizeCode(c.stage)}</td>
                <td className={tdNum}>{c.runs}</td>
                <td className={tdNum}>{formatMs(c.averageMs)}</td>
                <td className={tdNum}>{formatMs(c.maxMs)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
      <Section
        title="Instances"
        description="API instances and workers seen in the last 24 hours; each says it is alive every 30 seconds."
      >
        <Table
          label="Instances"
          columns={[
            ['Instance', false],
            ['Version', false],
            ['Up for', true],
            ['Last seen', false],
          ]}
        >
          {o.instances.map((i) => (
            <tr key={i.id}>
              <td className={`${td} text-ink-900`}>
                <span className="font-semibold">{i.kind === 'worker' ? 'Worker' : 'API'}</span>{' '}
                <span className="[overflow-wrap:anywhere]">
                  {i.host} · pid {i.pid}
                </span>
                <span className={`block text-xs ${i.live ? 'text-green-800' : 'text-ink-600'}`}>
                  {i.live ? 'Running' : 'Not seen lately'}
                </span>
              </td>
              <td className={`${td} font-mono text-xs`}>{i.version}</td>
              <td className={tdNum}>{formatSeconds(i.uptimeSeconds)}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(i.seenAt)}</td>
            </tr>
          ))}
        </Table>
      </Section>
    </>
  );
}

/** /backoffice/system (admins): the figures Prometheus has, for admins without Grafana. */
export default function SystemPage() {
  useDocumentTitle('System');
  const isAdmin = useSessionUser()?.role === 'admin';
  const overview = useSystemOverview(isAdmin);
  if (!isAdmin) return <NoAccess audience="admins" />;
  if (overview.error instanceof BackofficeError && overview.error.status === 403)
    return <NoAccess audience="admins" />;
  let body;
  if (overview.isPending)
    body = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" label="Loading the system's figures" />
      </div>
    );
  else if (overview.isError) body = <Alert tone="error">{overview.error.message}</Alert>;
  else body = <Overview o={overview.data} />;
  return (
    <>
      <PageHeading
        title="System"
        description={`Jobs, mail, checks and the instances running Vouch${overview.data ? `, as of ${formatDateTime(overview.data.generatedAt)}` : ''}. The same figures are on /metrics for Prometheus.`}
      />
      {body}
    </>
  );
}
