import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { searchTypes, type UsageSummary } from '@vouch/contracts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TableCard } from '../../components/TableCard';
import { SelectField } from '../../components/SelectField';
import { PageSpinner } from '../../components/Spinner';
import { formatDate, formatDateTime, formatNaira } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { downloadUsageCsv, useUsage } from './api';
import { BalanceCard } from './balance/BalanceCard';
import { isOwner, useConsole } from './console-context';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase';
const td = 'px-3 py-2.5';
const searchLabel = (v: string) => searchTypes.find((s) => s.value === v)?.label ?? v;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-ink-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-xs text-ink-600 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink-900 sm:text-2xl">{value}</dd>
    </div>
  );
}

/** Lookups a day as bars; the same figures are in the table beside (and the CSV). */
function DayBars({ days }: { days: UsageSummary['days'] }) {
  const most = Math.max(1, ...days.map((d) => d.lookups));
  return (
    <div aria-hidden="true" className="flex h-32 items-end gap-0.5">
      {days.map((d) => (
        <div
          key={d.date}
          title={`${d.date}: ${d.lookups}`}
          className="flex-1 rounded-t bg-accent-700"
          style={{
            height: `${Math.max(d.lookups ? 4 : 1, (d.lookups / most) * 100)}%`,
            opacity: d.lookups ? 1 : 0.2,
          }}
        />
      ))}
    </div>
  );
}

/**
 * /business/usage: the prepaid balance live mode draws on (shown in test mode too, where the
 * go-live checklist sends an owner to fund it); lookups per day and per key in this mode; the
 * latest requests; CSV.
 */
export default function UsagePage() {
  useDocumentTitle('Usage');
  const { org, mode } = useConsole();
  const [days, setDays] = useState(30);
  const usage = useUsage(org.id, mode, days);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const keysId = useId();
  const daysId = useId();
  const recentId = useId();

  if (usage.isPending) return <PageSpinner />;
  if (usage.isError) return <Alert tone="error">{usage.error.message}</Alert>;
  const u = usage.data;
  const busyDays = u.days.filter((d) => d.lookups > 0).reverse();

  return (
    <div className="space-y-6">
      <BalanceCard orgId={org.id} mode={mode} canAddFunds={isOwner(org)} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          label="Period"
          name="days"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          options={[
            { value: 7, label: 'Last 7 days' },
            { value: 30, label: 'Last 30 days' },
            { value: 90, label: 'Last 90 days' },
          ]}
          className="w-48"
        />
        <Button
          variant="secondary"
          loading={downloading}
          onClick={async () => {
            setDownloading(true);
            setDownloadError(await downloadUsageCsv(org.id, mode, days));
            setDownloading(false);
          }}
        >
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      <dl
        className={`grid gap-2 sm:gap-4 ${mode === 'live' ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}
      >
        <Figure label={`${mode === 'live' ? 'Live' : 'Test'} lookups`} value={String(u.total)} />
        <Figure label="Verified" value={String(u.found)} />
        <Figure
          label={
            mode === 'live'
              ? `Cost (${formatNaira(u.price_lookup_ngn)} a lookup)`
              : 'Cost (free in test)'
          }
          value={formatNaira(u.amount_ngn)}
        />
        {mode === 'live' && (
          // Members sent through a live link who had not paid: the organisation paid their fee.
          <Figure
            label={`Verifications paid (${u.verifications_paid})`}
            value={formatNaira(u.verifications_paid_ngn)}
          />
        )}
      </dl>
      <Card>
        <h2 id={daysId} className="text-lg font-semibold text-brand-700">
          Per day
        </h2>
        <p className="mb-4 text-sm text-ink-600">
          {formatDate(u.from)} to {formatDate(u.to)} (UTC days)
        </p>
        <DayBars days={u.days} />
        {busyDays.length > 0 ? (
          <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={daysId}>
            <table className="w-full text-sm">
              <thead className="border-b border-ink-200 bg-ink-50">
                <tr>
                  <th scope="col" className={th}>
                    Day
                  </th>
                  <th scope="col" className={th}>
                    Lookups
                  </th>
                  <th scope="col" className={th}>
                    Found
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {busyDays.map((d) => (
                  <tr key={d.date}>
                    <td className={td}>{formatDate(d.date)}</td>
                    <td className={`${td} tabular-nums`}>{d.lookups}</td>
                    <td className={`${td} tabular-nums`}>{d.found}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-4 text-sm text-ink-600">No {mode} lookups in this period yet.</p>
        )}
      </Card>
      <TableCard>
        <h2 id={keysId} className="px-5 pt-5 text-lg font-semibold text-brand-700 sm:px-6">
          Per key
        </h2>
        {u.keys.length === 0 ? (
          <p className="p-5 text-sm text-ink-600 sm:px-6">No key was used in this period.</p>
        ) : (
          <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={keysId}>
            <table className="w-full text-sm">
              <thead className="border-b border-ink-200 bg-ink-50">
                <tr>
                  <th scope="col" className={th}>
                    Key
                  </th>
                  <th scope="col" className={th}>
                    Lookups
                  </th>
                  <th scope="col" className={th}>
                    Found
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {u.keys.map((k) => (
                  <tr key={k.key_id}>
                    <td className={td}>
                      <span className="font-semibold text-ink-900">{k.name}</span>
                      <span className="block font-mono text-xs text-ink-600">{k.key_id}</span>
                    </td>
                    <td className={`${td} tabular-nums`}>{k.lookups}</td>
                    <td className={`${td} tabular-nums`}>{k.found}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TableCard>
      <TableCard>
        <h2 id={recentId} className="px-5 pt-5 text-lg font-semibold text-brand-700 sm:px-6">
          Latest requests
        </h2>
        <p className="px-5 text-sm text-ink-600 sm:px-6">
          Each answer carries its <code className="font-mono">Vouch-Request-Id</code>: quote it to
          support. The values searched are never kept.
        </p>
        {u.recent.length === 0 ? (
          <p className="p-5 text-sm text-ink-600 sm:px-6">Nothing yet.</p>
        ) : (
          <div
            className="mt-3 overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-labelledby={recentId}
          >
            <table className="w-full text-sm">
              <thead className="border-b border-ink-200 bg-ink-50">
                <tr>
                  {['When', 'Search', 'Answer', 'Request id'].map((c) => (
                    <th key={c} scope="col" className={th}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-200">
                {u.recent.map((r) => (
                  <tr key={r.request_id}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(r.at)}</td>
                    <td className={td}>{searchLabel(r.search_by)}</td>
                    <td className={td}>{r.found ? 'Verified' : 'Not verified'}</td>
                    <td className={`${td} font-mono text-xs`}>{r.request_id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TableCard>
    </div>
  );
}
