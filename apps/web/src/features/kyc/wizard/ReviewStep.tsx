import { Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { documentNeedsBack, kycMessages } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { paths } from '../../../lib/paths';
import { KycImageGrid, type KycFileItem } from '../info/KycImageGrid';
import {
  applicantTypeLabel,
  certificatePages,
  countryLabel,
  documentTypeLabel,
  fileCaptions,
  idTypeLabel,
} from '../../../lib/kyc-labels';
import type { StepProps } from './step-props';
import { BackButton, StepFrame } from './StepFrame';
import { isDataUrl } from './draft';
import { isDocumentType } from './steps';
import { UploadProgress } from './UploadProgress';
import { useSubmitKyc } from './use-submit-kyc';

/** The API's error keys (payload paths) as the member knows them. */
function fieldLabel(key: string, idType: string): string {
  const labels: Record<string, string> = {
    applicant_type: 'Verifying as',
    country: 'Country',
    identity_type: 'ID type',
    identity_number: idTypeLabel(idType),
    document_type: 'Document type',
    business_name: 'Business name',
    business_number: 'Business number',
    'portrait_file.new_capture': fileCaptions.portrait,
    'portrait_file.old_capture': fileCaptions.lookup,
    'document_file.f': fileCaptions.front,
    'document_file.b': fileCaptions.back,
    business_cartificate_file: fileCaptions.certificate,
    biometric_consent: 'Consent',
  };
  return labels[key] ?? key;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="min-w-0 font-medium text-ink-900 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

interface ReviewStepProps extends StepProps {
  mode: 'capture' | 'update';
  clearDraft: () => Promise<void>;
}

/** Spec 2's review: everything that will be sent, a Back link and 'Submit for Review'. */
export function ReviewStep({ draft, back, focusHeading, mode, clearDraft }: ReviewStepProps) {
  const { state, submit } = useSubmitKyc(mode, clearDraft);
  // Explicit consent to process biometric data (NDPA 2023): the API refuses a submission without it.
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();
  const send = () => {
    if (!consent) {
      setConsentError(kycMessages.biometricConsentRequired);
      return;
    }
    void submit(draft);
  };
  const uploading = state.phase === 'uploading';
  const hasBack = isDocumentType(draft.docType) && documentNeedsBack(draft.docType);
  // An individual's review shows no business rows or certificate: none will be sent.
  const business = draft.applicantType === 'business';
  const images: KycFileItem[] = [
    { src: draft.selfie, caption: fileCaptions.portrait },
    { src: draft.docFront, caption: fileCaptions.front },
    { src: hasBack ? draft.docBack : null, caption: fileCaptions.back },
    // A certificate chosen here is one file; the rejected submission's may be several pages.
    ...(business
      ? certificatePages(
          isDataUrl(draft.certificate) ? undefined : draft.certificatePages,
          draft.certificate,
        )
      : []),
  ];

  const banner = state.phase === 'failed' && (
    <Alert tone="error" title="Your KYC was not submitted">
      <p>{state.message}</p>
      {state.errors && (
        <ul className="mt-1 list-disc pl-5">
          {Object.entries(state.errors).map(([key, message]) => (
            <li key={key}>
              {fieldLabel(key, draft.idType)}: {message}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );

  return (
    <StepFrame
      eyebrow="Final step"
      title="Review your information"
      description="Check everything before you submit. A reviewer looks at it within 24-48 hours."
      onBack={back}
      backAtTop={false}
      focusHeading={focusHeading}
      banner={banner}
      footer={
        <>
          <BackButton onClick={back} className="sm:mr-auto sm:self-center" />
          <Button loading={uploading} onClick={send}>
            <Send className="size-4" aria-hidden="true" />
            Submit for Review
          </Button>
        </>
      }
    >
      <div className="space-y-6">
        <dl className="divide-y divide-ink-200 border-y border-ink-200">
          <Row label="Verifying as" value={applicantTypeLabel(draft.applicantType)} />
          <Row label="Country" value={countryLabel(draft.country)} />
          <Row label={idTypeLabel(draft.idType)} value={draft.idNumber.trim()} />
          <Row label="Document type" value={documentTypeLabel(draft.docType)} />
          {business && <Row label="Business name" value={draft.businessName.trim()} />}
          {business && draft.businessNumber.trim() && (
            <Row label="Business number" value={draft.businessNumber.trim()} />
          )}
        </dl>
        <KycImageGrid items={images} />
        <Checkbox
          name="biometric_consent"
          required
          checked={consent}
          error={consentError}
          onCheckedChange={(v) => {
            setConsent(v);
            if (v) setConsentError(undefined);
          }}
          label={
            <>
              I agree that Vouch processes my photos and face data to verify my identity (we compare
              my selfie with my document).{' '}
              <Link
                to={`${paths.legal}?tab=privacy`}
                target="_blank"
                className="font-medium text-accent-700 underline"
              >
                Privacy policy
              </Link>
            </>
          }
        />
        {uploading && <UploadProgress percent={state.percent} />}
      </div>
    </StepFrame>
  );
}
