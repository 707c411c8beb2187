import { Pencil, Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { certifiedFullName, documentNeedsBack, kycMessages } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/use-session-user';
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
import { isDocumentType, type StepId } from './steps';
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
    <div className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="min-w-0 font-medium text-ink-900 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

interface SectionProps {
  title: string;
  /** What Edit opens: a wizard step, or another screen (the profile holds the name). */
  edit: { step: StepId } | { to: string };
  go: (step: StepId) => void;
  children: ReactNode;
}

/** One part of the review with Edit beside its title (issue 37). */
function Section({ title, edit, go, children }: SectionProps) {
  const id = useId();
  const label = `Edit ${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ink-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="font-semibold text-ink-900">
          {title}
        </h3>
        {'step' in edit ? (
          <Button variant="ghost" size="sm" aria-label={label} onClick={() => go(edit.step)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
        ) : (
          <Link to={edit.to} aria-label={label} className={buttonClass('ghost', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
        )}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

interface ReviewStepProps extends StepProps {
  mode: 'capture' | 'update';
  clearDraft: () => Promise<void>;
}

/** Spec 2's review: everything that will be sent, a Back link and 'Submit for Review'. */
export function ReviewStep({ draft, back, go, focusHeading, mode, clearDraft }: ReviewStepProps) {
  const { state, submit } = useSubmitKyc(mode, clearDraft);
  const user = useSessionUser();
  // Exactly what an approval certifies: the profile's names and the BVN's middle name, in the
  // member's casing (the server applies the same rule, contracts/names.ts).
  const certifiedName = user
    ? certifiedFullName(user.first_name, draft.lookup?.middlename, user.last_name)
    : '';
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
  const documentImages: KycFileItem[] = [
    { src: draft.docFront, caption: fileCaptions.front },
    { src: hasBack ? draft.docBack : null, caption: fileCaptions.back },
  ];
  // A certificate chosen here is one file; the rejected submission's may be several pages.
  const certificateImages: KycFileItem[] = business
    ? certificatePages(
        isDataUrl(draft.certificate) ? undefined : draft.certificatePages,
        draft.certificate,
      )
    : [];

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
      <div className="space-y-4">
        <Section title="Your name" edit={{ to: paths.profile }} go={go}>
          <p className="text-sm text-ink-600">The name we will certify, exactly as written:</p>
          <p
            className="mt-1 text-lg font-semibold text-ink-900 [overflow-wrap:anywhere]"
            data-testid="certified-name"
          >
            {certifiedName}
          </p>
          {draft.lookup?.middlename && (
            <p className="mt-1 text-sm text-ink-600">
              Your middle name comes from your {draft.idType === 'nin' ? 'NIN' : 'BVN'} record.
            </p>
          )}
        </Section>
        <Section title="Your ID" edit={{ step: 'country' }} go={go}>
          <dl className="divide-y divide-ink-200">
            <Row label="Verifying as" value={applicantTypeLabel(draft.applicantType)} />
            <Row label="Country" value={countryLabel(draft.country)} />
            <Row label={idTypeLabel(draft.idType)} value={draft.idNumber.trim()} />
          </dl>
        </Section>
        <Section title="Your selfie" edit={{ step: 'selfie' }} go={go}>
          <KycImageGrid items={[{ src: draft.selfie, caption: fileCaptions.portrait }]} />
        </Section>
        <Section title="Your document" edit={{ step: 'docType' }} go={go}>
          <dl className="mb-3">
            <Row label="Document type" value={documentTypeLabel(draft.docType)} />
          </dl>
          <KycImageGrid items={documentImages} />
        </Section>
        {business && (
          <Section title="Your business" edit={{ step: 'business' }} go={go}>
            <dl className="divide-y divide-ink-200">
              <Row label="Business name" value={draft.businessName.trim()} />
              {draft.businessNumber.trim() && (
                <Row label="Business number" value={draft.businessNumber.trim()} />
              )}
            </dl>
            {certificateImages.some((i) => i.src) && (
              <div className="mt-3">
                <KycImageGrid items={certificateImages} />
              </div>
            )}
          </Section>
        )}
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
