import { Pencil, Send } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { certifiedFullName, documentNeedsBack, kycMessages } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { defineMessages, FormattedMessage, useIntl } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/use-session-user';
import { KycImageGrid, type KycFileItem } from '../info/KycImageGrid';
import {
  applicantTypeLabel,
  certificatePages,
  countryLabel,
  documentTypeLabel,
  fileCaption,
  idTypeLabel,
} from '../../../lib/kyc-labels';
import type { StepProps } from './step-props';
import { BackButton, StepFrame } from './StepFrame';
import { isDataUrl } from './draft';
import { isDocumentType, type StepId } from './steps';
import { UploadProgress } from './UploadProgress';
import { useSubmitKyc } from './use-submit-kyc';

const m = defineMessages({
  verifyingAs: {
    id: 'kyc.ReviewStep.verifyingAs',
    defaultMessage: 'Verifying as',
    description: 'Label; its value is "An individual" or "A business"',
  },
  country: { id: 'kyc.ReviewStep.country', defaultMessage: 'Country' },
  idType: { id: 'kyc.ReviewStep.idType', defaultMessage: 'ID type' },
  documentType: { id: 'kyc.ReviewStep.documentType', defaultMessage: 'Document type' },
  businessName: { id: 'kyc.ReviewStep.businessName', defaultMessage: 'Business name' },
  businessNumber: { id: 'kyc.ReviewStep.businessNumber', defaultMessage: 'Business number' },
  consent: {
    id: 'kyc.ReviewStep.consent',
    defaultMessage: 'Consent',
    description: 'Name of the consent checkbox, before its error message',
  },
  edit: {
    id: 'kyc.ReviewStep.edit',
    defaultMessage: 'Edit',
    description: 'Button beside a part of the review',
  },
  notSubmitted: {
    id: 'kyc.ReviewStep.notSubmitted',
    defaultMessage: 'Your KYC was not submitted',
    description: 'Title of the error shown when the submission failed',
  },
  eyebrow: {
    id: 'kyc.ReviewStep.eyebrow',
    defaultMessage: 'Final step',
    description: 'Small text above the review step',
  },
  title: { id: 'kyc.ReviewStep.title', defaultMessage: 'Review your information' },
  description: {
    id: 'kyc.ReviewStep.description',
    defaultMessage:
      'Check everything before you submit. A reviewer looks at it within 24-48 hours.',
  },
  submit: {
    id: 'kyc.ReviewStep.submit',
    defaultMessage: 'Submit for Review',
    description: 'Button: send the KYC to be checked',
  },
  nameTitle: { id: 'kyc.ReviewStep.nameTitle', defaultMessage: 'Your name' },
  nameEdit: { id: 'kyc.ReviewStep.nameEdit', defaultMessage: 'Edit your name' },
  nameIntro: {
    id: 'kyc.ReviewStep.nameIntro',
    defaultMessage: 'The name we will certify, exactly as written:',
  },
  middleName: {
    id: 'kyc.ReviewStep.middleName',
    defaultMessage: 'Your middle name comes from your {registry} record.',
    description: '{registry} is BVN or NIN',
  },
  idTitle: { id: 'kyc.ReviewStep.idTitle', defaultMessage: 'Your ID' },
  idEdit: {
    id: 'kyc.ReviewStep.idEdit',
    defaultMessage: 'Edit your id',
    description: 'Label of the Edit button beside "Your ID"',
  },
  selfieTitle: { id: 'kyc.ReviewStep.selfieTitle', defaultMessage: 'Your selfie' },
  selfieEdit: { id: 'kyc.ReviewStep.selfieEdit', defaultMessage: 'Edit your selfie' },
  documentTitle: { id: 'kyc.ReviewStep.documentTitle', defaultMessage: 'Your document' },
  documentEdit: { id: 'kyc.ReviewStep.documentEdit', defaultMessage: 'Edit your document' },
  businessTitle: { id: 'kyc.ReviewStep.businessTitle', defaultMessage: 'Your business' },
  businessEdit: { id: 'kyc.ReviewStep.businessEdit', defaultMessage: 'Edit your business' },
  consentLabel: {
    id: 'kyc.ReviewStep.consentLabel',
    defaultMessage:
      'I agree that Vouch processes my photos and face data to verify my identity (we compare my selfie with my document). <link>Privacy policy</link>',
    description: 'Checkbox; <link> opens the privacy policy in a new tab',
  },
});

type IntlShape = ReturnType<typeof useIntl>;

/** The API's error keys (payload paths) as the member knows them. */
function fieldLabel(intl: IntlShape, key: string, idType: string): string {
  const labels: Record<string, string> = {
    applicant_type: intl.formatMessage(m.verifyingAs),
    country: intl.formatMessage(m.country),
    identity_type: intl.formatMessage(m.idType),
    identity_number: idTypeLabel(idType, intl),
    document_type: intl.formatMessage(m.documentType),
    business_name: intl.formatMessage(m.businessName),
    business_number: intl.formatMessage(m.businessNumber),
    'portrait_file.new_capture': fileCaption('portrait', intl),
    'portrait_file.old_capture': fileCaption('lookup', intl),
    'document_file.f': fileCaption('front', intl),
    'document_file.b': fileCaption('back', intl),
    business_cartificate_file: fileCaption('certificate', intl),
    biometric_consent: intl.formatMessage(m.consent),
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
  /** The Edit button's accessible name: 'Edit your name'. */
  editLabel: string;
  /** What Edit opens: a wizard step, or another screen (the profile holds the name). */
  edit: { step: StepId } | { to: string };
  go: (step: StepId) => void;
  children: ReactNode;
}

/** One part of the review with Edit beside its title (issue 37). */
function Section({ title, editLabel: label, edit, go, children }: SectionProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-ink-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={id} className="font-semibold text-ink-900">
          {title}
        </h3>
        {'step' in edit ? (
          <Button variant="ghost" size="sm" aria-label={label} onClick={() => go(edit.step)}>
            <Pencil className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.edit)}
          </Button>
        ) : (
          <Link to={edit.to} aria-label={label} className={buttonClass('ghost', 'sm')}>
            <Pencil className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.edit)}
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
  const intl = useIntl();
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
    { src: draft.docFront, caption: fileCaption('front', intl) },
    { src: hasBack ? draft.docBack : null, caption: fileCaption('back', intl) },
  ];
  // A certificate chosen here is one file; the rejected submission's may be several pages.
  const certificateImages: KycFileItem[] = business
    ? certificatePages(
        isDataUrl(draft.certificate) ? undefined : draft.certificatePages,
        draft.certificate,
        fileCaption('certificate', intl),
        intl,
      )
    : [];

  const banner = state.phase === 'failed' && (
    <Alert tone="error" title={intl.formatMessage(m.notSubmitted)}>
      <p>{state.message}</p>
      {state.errors && (
        <ul className="mt-1 list-disc pl-5">
          {Object.entries(state.errors).map(([key, message]) => (
            <li key={key}>
              {fieldLabel(intl, key, draft.idType)}: {message}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );

  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.eyebrow)}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      onBack={back}
      backAtTop={false}
      focusHeading={focusHeading}
      banner={banner}
      footer={
        <>
          <BackButton onClick={back} className="sm:mr-auto sm:self-center" />
          <Button loading={uploading} onClick={send}>
            <Send className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.submit)}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <Section
          title={intl.formatMessage(m.nameTitle)}
          editLabel={intl.formatMessage(m.nameEdit)}
          edit={{ to: paths.profile }}
          go={go}
        >
          <p className="text-sm text-ink-600">{intl.formatMessage(m.nameIntro)}</p>
          <p
            className="mt-1 text-lg font-semibold text-ink-900 [overflow-wrap:anywhere]"
            data-testid="certified-name"
          >
            {certifiedName}
          </p>
          {draft.lookup?.middlename && (
            <p className="mt-1 text-sm text-ink-600">
              {intl.formatMessage(m.middleName, {
                registry: draft.idType === 'nin' ? 'NIN' : 'BVN',
              })}
            </p>
          )}
        </Section>
        <Section
          title={intl.formatMessage(m.idTitle)}
          editLabel={intl.formatMessage(m.idEdit)}
          edit={{ step: 'country' }}
          go={go}
        >
          <dl className="divide-y divide-ink-200">
            <Row
              label={intl.formatMessage(m.verifyingAs)}
              value={applicantTypeLabel(draft.applicantType, intl)}
            />
            <Row label={intl.formatMessage(m.country)} value={countryLabel(draft.country, intl)} />
            <Row label={idTypeLabel(draft.idType, intl)} value={draft.idNumber.trim()} />
          </dl>
        </Section>
        <Section
          title={intl.formatMessage(m.selfieTitle)}
          editLabel={intl.formatMessage(m.selfieEdit)}
          edit={{ step: 'selfie' }}
          go={go}
        >
          <KycImageGrid items={[{ src: draft.selfie, caption: fileCaption('portrait', intl) }]} />
        </Section>
        <Section
          title={intl.formatMessage(m.documentTitle)}
          editLabel={intl.formatMessage(m.documentEdit)}
          edit={{ step: 'docType' }}
          go={go}
        >
          <dl className="mb-3">
            <Row
              label={intl.formatMessage(m.documentType)}
              value={documentTypeLabel(draft.docType, intl)}
            />
          </dl>
          <KycImageGrid items={documentImages} />
        </Section>
        {business && (
          <Section
            title={intl.formatMessage(m.businessTitle)}
            editLabel={intl.formatMessage(m.businessEdit)}
            edit={{ step: 'business' }}
            go={go}
          >
            <dl className="divide-y divide-ink-200">
              <Row label={intl.formatMessage(m.businessName)} value={draft.businessName.trim()} />
              {draft.businessNumber.trim() && (
                <Row
                  label={intl.formatMessage(m.businessNumber)}
                  value={draft.businessNumber.trim()}
                />
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
            <FormattedMessage
              {...m.consentLabel}
              values={{
                link: (chunks) => (
                  <Link
                    to={`${paths.legal}?tab=privacy`}
                    target="_blank"
                    className="font-medium text-accent-700 underline"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          }
        />
        {uploading && <UploadProgress percent={state.percent} />}
      </div>
    </StepFrame>
  );
}
