import { FilePen } from 'lucide-react';
import { Link } from 'react-router';
import type { KycRecord } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { KycStatusPill } from '../../../components/KycStatusPill';
import { defineMessages, useIntl } from '../../../i18n';
import { decisionText } from '../../../lib/decision-text';
import { formatDate, maskIdNumber } from '../../../lib/format';
import {
  applicantTypeLabel,
  certificatePages,
  countryLabel,
  documentTypeLabel,
  fileCaption,
  idTypeLabel,
} from '../../../lib/kyc-labels';
import { paths } from '../../../lib/paths';
import { KycImageGrid, type KycFileItem } from './KycImageGrid';

const m = defineMessages({
  heading: { id: 'kyc.KycInfo.heading', defaultMessage: 'KYC Information' },
  status: {
    id: 'kyc.KycInfo.status',
    defaultMessage: 'Status:',
    description: 'Before the status badge of the KYC submission',
  },
  underReview: {
    id: 'kyc.KycInfo.underReview',
    defaultMessage:
      'Your submission is being reviewed. We e-mail you as soon as a reviewer decides.',
  },
  approved: {
    id: 'kyc.KycInfo.approved',
    defaultMessage: 'Your identity is verified. Members who check you see it.',
  },
  rejected: { id: 'kyc.KycInfo.rejected', defaultMessage: 'Your KYC submission was rejected' },
  revoked: { id: 'kyc.KycInfo.revoked', defaultMessage: 'Your verification was revoked' },
  update: {
    id: 'kyc.KycInfo.update',
    defaultMessage: 'Update Kyc',
    description: 'Button: correct and send the KYC again',
  },
  reason: {
    id: 'kyc.KycInfo.reason',
    defaultMessage: 'Reason: {reason}',
    description: "{reason} is the reviewer's own words",
  },
  noReason: { id: 'kyc.KycInfo.noReason', defaultMessage: 'No reason was given.' },
  revokedText: {
    id: 'kyc.KycInfo.revokedText',
    defaultMessage:
      'Members who check you now read that you are not verified. Update your KYC with the fix; you do not pay again.',
  },
  verifyingAs: {
    id: 'kyc.KycInfo.verifyingAs',
    defaultMessage: 'Verifying as',
    description: 'Label; its value is "An individual" or "A business"',
  },
  country: { id: 'kyc.KycInfo.country', defaultMessage: 'Country' },
  endingIn: {
    id: 'kyc.KycInfo.endingIn',
    defaultMessage: 'ending in {digits}',
    description: 'Read by screen readers for a masked ID number: its last 4 digits',
  },
  documentType: { id: 'kyc.KycInfo.documentType', defaultMessage: 'Document type' },
  businessName: { id: 'kyc.KycInfo.businessName', defaultMessage: 'Business name' },
  businessNumber: { id: 'kyc.KycInfo.businessNumber', defaultMessage: 'Business number' },
  submitted: {
    id: 'kyc.KycInfo.submitted',
    defaultMessage: 'Submitted',
    description: 'Label; its value is the date the KYC was sent',
  },
  files: { id: 'kyc.KycInfo.files', defaultMessage: 'Submitted files' },
});

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
  const intl = useIntl();
  const images: KycFileItem[] = [
    { src: record.portrait_file.new_capture, caption: fileCaption('portrait', intl) },
    { src: record.document_file.f, caption: fileCaption('front', intl) },
    { src: record.document_file.b, caption: fileCaption('back', intl) },
    ...(record.applicant_type === 'business'
      ? certificatePages(
          record.business_cartificate_pages,
          record.business_cartificate_file,
          fileCaption('certificate', intl),
          intl,
        )
      : []),
  ];

  return (
    <Card>
      <section aria-labelledby="kyc-info-heading" className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="kyc-info-heading" className="text-lg font-semibold text-brand-700">
            {intl.formatMessage(m.heading)}
          </h2>
          <p className="flex items-center gap-2 text-sm text-ink-600">
            <span>{intl.formatMessage(m.status)}</span>
            <KycStatusPill status={record.status} />
          </p>
        </div>

        {record.status === 'CURRENTLY_UNDER_REVIEW' && (
          <p className="text-ink-700" role="status">
            {decisionText(record, undefined, intl) ?? intl.formatMessage(m.underReview)}
          </p>
        )}
        {record.status === 'APPROVED' && (
          <p className="text-ink-700" role="status">
            {decisionText(record, undefined, intl) && (
              <strong className="text-success-700">{decisionText(record, undefined, intl)} </strong>
            )}
            {intl.formatMessage(m.approved)}
          </p>
        )}
        {(record.status === 'REJECTED' || record.status === 'REVOKED') && (
          <Alert
            tone="error"
            title={
              record.status === 'REJECTED'
                ? intl.formatMessage(m.rejected)
                : intl.formatMessage(m.revoked)
            }
            actions={
              <Link to={paths.kycUpdate} className={buttonClass('primary', 'sm')}>
                <FilePen className="size-4" aria-hidden="true" />
                {intl.formatMessage(m.update)}
              </Link>
            }
          >
            <p>
              {intl.formatMessage(m.reason, {
                reason: record.reason || intl.formatMessage(m.noReason),
              })}
            </p>
            {record.status === 'REVOKED' && (
              <p className="mt-1">{intl.formatMessage(m.revokedText)}</p>
            )}
          </Alert>
        )}

        <dl className="divide-y divide-ink-200 border-t border-ink-200">
          <Row
            label={intl.formatMessage(m.verifyingAs)}
            value={applicantTypeLabel(record.applicant_type, intl)}
          />
          <Row label={intl.formatMessage(m.country)} value={countryLabel(record.country, intl)} />
          {/* Masked but for its last 4 digits: enough to recognise, useless to a shoulder-surfer. */}
          <Row
            label={idTypeLabel(record.identity_type, intl)}
            value={maskIdNumber(record.identity_number)}
            srValue={intl.formatMessage(m.endingIn, {
              digits: record.identity_number.trim().slice(-4),
            })}
          />
          <Row
            label={intl.formatMessage(m.documentType)}
            value={documentTypeLabel(record.document_type, intl)}
          />
          {record.applicant_type === 'business' && (
            <>
              <Row label={intl.formatMessage(m.businessName)} value={record.business_name} />
              {record.business_number && (
                <Row label={intl.formatMessage(m.businessNumber)} value={record.business_number} />
              )}
            </>
          )}
          <Row label={intl.formatMessage(m.submitted)} value={formatDate(record.submitted_at)} />
        </dl>

        <div>
          <h3 className="text-sm font-semibold text-ink-900">{intl.formatMessage(m.files)}</h3>
          <div className="mt-3">
            <KycImageGrid items={images} />
          </div>
        </div>
      </section>
    </Card>
  );
}
