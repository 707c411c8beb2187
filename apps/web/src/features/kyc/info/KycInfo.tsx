import { FilePen } from 'lucide-react';
import { Link } from 'react-router';
import type { KycRecord } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { KycStatusPill } from '../../../components/KycStatusPill';
import { decisionText } from '../../../lib/decision-text';
import { formatDate, maskIdNumber } from '../../../lib/format';
import {
  applicantTypeLabel,
  certificatePages,
  countryLabel,
  documentTypeLabel,
  fileCaptions,
  idTypeLabel,
} from '../../../lib/kyc-labels';
import { paths } from '../../../lib/paths';
import { KycImageGrid, type KycFileItem } from './KycImageGrid';

function Row({ label, value, srValue }: { label: string; value: string; srValue?: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="min-w-0 text-ink-900 [overflow-wrap:anywhere]">
        {srValue ? (
          <>
            <span aria-hidden="true" className="font-mono tracking-wider">
              {value}
            </span>
            <span className="sr-only">{srValue}</span>
          </>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/**
 * Spec 4's KYC information view of a submission: its status (Verified green, REJECTED or REVOKED
 * red with the reason and 'Update Kyc', CURRENTLY UNDER REVIEW orange, else 'Not available') and
 * what was sent.
 */
export function KycInfo({ record }: { record: KycRecord }) {
  const images: KycFileItem[] = [
    { src: record.portrait_file.new_capture, caption: fileCaptions.portrait },
    { src: record.document_file.f, caption: fileCaptions.front },
    { src: record.document_file.b, caption: fileCaptions.back },
    ...(record.applicant_type === 'business'
      ? certificatePages(record.business_cartificate_pages, record.business_cartificate_file)
      : []),
  ];

  return (
    <Card>
      <section aria-labelledby="kyc-info-heading" className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="kyc-info-heading" className="text-lg font-semibold text-brand-700">
            KYC Information
          </h2>
          <p className="flex items-center gap-2 text-sm text-ink-600">
            <span>Status:</span>
            <KycStatusPill status={record.status} />
          </p>
        </div>

        {record.status === 'CURRENTLY_UNDER_REVIEW' && (
          <p className="text-ink-700" role="status">
            {decisionText(record) ??
              'Your submission is being reviewed. We e-mail you as soon as a reviewer decides.'}
          </p>
        )}
        {record.status === 'APPROVED' && (
          <p className="text-ink-700" role="status">
            {decisionText(record) && (
              <strong className="text-success-700">{decisionText(record)} </strong>
            )}
            Your identity is verified. Members who check you see it.
          </p>
        )}
        {(record.status === 'REJECTED' || record.status === 'REVOKED') && (
          <Alert
            tone="error"
            title={
              record.status === 'REJECTED'
                ? 'Your KYC submission was rejected'
                : 'Your verification was revoked'
            }
            actions={
              <Link to={paths.kycUpdate} className={buttonClass('primary', 'sm')}>
                <FilePen className="size-4" aria-hidden="true" />
                Update Kyc
              </Link>
            }
          >
            <p>Reason: {record.reason || 'No reason was given.'}</p>
            {record.status === 'REVOKED' && (
              <p className="mt-1">
                Members who check you now read that you are not verified. Update your KYC with the
                fix; you do not pay again.
              </p>
            )}
          </Alert>
        )}

        <dl className="divide-y divide-ink-200 border-t border-ink-200">
          <Row label="Verifying as" value={applicantTypeLabel(record.applicant_type)} />
          <Row label="Country" value={countryLabel(record.country)} />
          {/* Masked but for its last 4 digits: enough to recognise, useless to a shoulder-surfer. */}
          <Row
            label={idTypeLabel(record.identity_type)}
            value={maskIdNumber(record.identity_number)}
            srValue={`ending in ${record.identity_number.trim().slice(-4)}`}
          />
          <Row label="Document type" value={documentTypeLabel(record.document_type)} />
          {record.applicant_type === 'business' && (
            <>
              <Row label="Business name" value={record.business_name} />
              {record.business_number && (
                <Row label="Business number" value={record.business_number} />
              )}
            </>
          )}
          <Row label="Submitted" value={formatDate(record.submitted_at)} />
        </dl>

        <div>
          <h3 className="text-sm font-semibold text-ink-900">Submitted files</h3>
          <div className="mt-3">
            <KycImageGrid items={images} />
          </div>
        </div>
      </section>
    </Card>
  );
}
