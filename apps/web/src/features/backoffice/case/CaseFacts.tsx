import type { CaseView } from '@vouch/contracts';
import { formatDateTime, formatNaira, humanizeCode } from '../../../lib/format';
import {
  applicantTypeLabel,
  countryLabel,
  documentTypeLabel,
  idTypeLabel,
} from '../../../lib/kyc-labels';
import { Fact, factListClass, Section } from './Section';

/** What the member typed: the ID, the document, the business. */
export function SubmissionDetails({ view }: { view: CaseView }) {
  const s = view.submission;
  return (
    <Section id="details-heading" title="Submission details">
      <dl className={factListClass}>
        <Fact label="Country">{countryLabel(s.country)}</Fact>
        <Fact label="ID type">{idTypeLabel(s.identity_type)}</Fact>
        <Fact label="ID number">
          <span className="font-mono">{s.identity_number}</span>
        </Fact>
        <Fact label="Document type">{documentTypeLabel(s.document_type)}</Fact>
        <Fact label="Applicant">{applicantTypeLabel(s.applicant_type)}</Fact>
        {s.applicant_type === 'business' && (
          <>
            <Fact label="Business name">{s.business_name}</Fact>
            <Fact label="Business number">{s.business_number || '—'}</Fact>
          </>
        )}
        <Fact label="Phone number">{s.phone_number || '—'}</Fact>
        <Fact label="Version">{s.version}</Fact>
        <Fact label="Submitted">{formatDateTime(s.submitted_at)}</Fact>
      </dl>
    </Section>
  );
}

/** The KYC fee as the provider confirmed it. */
export function PaymentConfirmation({ view }: { view: CaseView }) {
  const p = view.payment;
  return (
    <Section id="payment-heading" title="Payment confirmation">
      {p ? (
        <dl className={factListClass}>
          <Fact label="Reference">
            <span className="font-mono">{p.ref_number}</span>
          </Fact>
          <Fact label="Amount">{formatNaira(p.amount)}</Fact>
          <Fact label="Method">{humanizeCode(p.payment_type)}</Fact>
          <Fact label="Paid">{p.paid_at ? formatDateTime(p.paid_at) : 'Not confirmed'}</Fact>
        </dl>
      ) : (
        <p className="font-medium text-danger-700">No confirmed KYC payment was found.</p>
      )}
    </Section>
  );
}
