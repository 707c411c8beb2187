import type { LegalHoldRecords } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/Card';
import { formatDate, formatDateTime, formatNaira, humanizeCode } from '../../../lib/format';
import { countryLabel, documentTypeLabel, idTypeLabel } from '../../../lib/kyc-labels';

function Row({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="text-ink-900 [overflow-wrap:anywhere]">{value ?? '—'}</dd>
    </div>
  );
}

/** A closed account's kept records, as opened under a legal hold (the access is audited). */
export function KeptRecords({ records }: { records: LegalHoldRecords }) {
  return (
    <section aria-labelledby="kept-records" className="mt-8">
      <h2 id="kept-records" className="text-xl font-semibold text-brand-700">
        Kept records
      </h2>
      <p className="mt-1 font-mono text-xs text-ink-700 [overflow-wrap:anywhere]">
        Account {records.user_uuid}
      </p>
      <Alert tone="warning" className="mt-3">
        Opened under a legal hold: this access and your reason are on the audit log. Account closed{' '}
        {formatDate(records.account_ended_at)}; purged on {formatDate(records.purge_after)}.
      </Alert>
      {records.submissions.map((s) => (
        <Card key={s.id} className="mt-4">
          <h3 className="text-lg font-semibold text-ink-900">
            KYC submission, version {s.version} · {humanizeCode(s.status)}
          </h3>
          <dl className="mt-2 divide-y divide-ink-200">
            <Row
              label="Name"
              value={[s.first_name, s.middle_name, s.last_name].filter(Boolean).join(' ')}
            />
            <Row label="E-mail" value={s.email_address} />
            <Row label="Phone" value={s.phone_number} />
            <Row label="Applicant" value={s.applicant_type} />
            {s.business_name && (
              <Row label="Business" value={`${s.business_name} (${s.business_number ?? '—'})`} />
            )}
            <Row label="Country" value={countryLabel(s.country)} />
            <Row label="ID" value={`${idTypeLabel(s.identity_type)} ${s.identity_number}`} />
            <Row label="Document" value={documentTypeLabel(s.document_type)} />
            <Row label="Submitted" value={formatDateTime(s.submitted_at)} />
            <Row label="Decided" value={s.decided_at ? formatDateTime(s.decided_at) : null} />
            {s.reason && <Row label="Reason given" value={s.reason} />}
          </dl>
          <h4 className="mt-4 text-sm font-semibold text-ink-900">Stored files</h4>
          <ul className="mt-1 divide-y divide-ink-200 text-sm">
            {s.files.map((f) => (
              <li key={f.id} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                <span className="font-medium">{humanizeCode(f.kind)}</span>
                <span className="text-ink-600">
                  {f.content_type}, {Math.round(f.size / 1024)} KB, stored {formatDate(f.stored_at)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
      <Card className="mt-4">
        <h3 className="text-lg font-semibold text-ink-900">Payments</h3>
        {records.payments.length === 0 ? (
          <p className="mt-2 text-ink-600">None.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink-200 text-sm">
            {records.payments.map((p) => (
              <li key={p.ref_number} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                <span className="font-mono">{p.ref_number}</span>
                <span>
                  {formatNaira(p.amount)} · {p.status}
                  {p.paid_at ? ` · ${formatDate(p.paid_at)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
