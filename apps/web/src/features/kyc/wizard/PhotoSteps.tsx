import { useState } from 'react';
import { documentNeedsBack, documentTypes, kycMessages } from '@vouch/contracts';
import { PhotoInput } from '../camera/PhotoInput';
import { usePrecheck } from '../capture-check/use-precheck';
import { blocksContinue, photoVerdict } from '../capture-check/verdict';
import { stillRejected, type KeptPhoto, type KycDraft } from './draft';
import { documentTypeLabel, fileCaptions } from '../../../lib/kyc-labels';
import { ContinueOnPhone } from '../handoff/ContinueOnPhone';
import { ContinueButton } from './ContinueButton';
import { RadioCards } from './RadioCards';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { documentSidesComplete, isDocumentType, nextOf } from './steps';

/** Whether the member kept a flagged photo, and how the step records the choice. */
function keepProps(draft: KycDraft, update: StepProps['update'], photo: KeptPhoto) {
  const kept = draft.keptPhotos?.includes(photo) ?? false;
  return {
    kept,
    onKeepChange: (keep: boolean) => {
      const others = (draft.keptPhotos ?? []).filter((k) => k !== photo);
      update({ keptPhotos: keep ? [...others, photo] : others });
    },
  };
}

/** The selfie: front camera (720 × 720) or an uploaded photo. */
export function SelfieStep({ draft, update, go, back, focusHeading }: StepProps) {
  const [error, setError] = useState<string>();
  const check = usePrecheck('selfie', null, draft.selfie);
  const keep = keepProps(draft, update, 'selfie');
  const old = stillRejected(draft);
  const verdict = photoVerdict(draft.selfie, check, keep.kept);
  const blocked = blocksContinue(verdict) || old.selfie;
  return (
    <StepFrame
      eyebrow="Checklist · Selfie"
      title="Take a selfie"
      description="We compare it with the photo on your ID."
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => {
        if (!draft.selfie) return setError(kycMessages.selfieRequired);
        if (!blocked) go(nextOf('selfie'));
      }}
      footer={<ContinueButton disabled={blocked} />}
    >
      <PhotoInput
        kind="selfie"
        title="Selfie"
        check={{ kind: 'selfie' }}
        precheck={check}
        {...keep}
        rejectedReason={old.selfie ? draft.rejected?.reason : undefined}
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
  const frontCheck = usePrecheck('document_front', draft.docType || null, draft.docFront);
  const backCheck = usePrecheck(
    'document_back',
    draft.docType || null,
    needsBack ? draft.docBack : null,
  );
  const keepFront = keepProps(draft, update, 'docFront');
  const keepBack = keepProps(draft, update, 'docBack');
  const held =
    blocksContinue(photoVerdict(draft.docFront, frontCheck, keepFront.kept)) ||
    (needsBack && blocksContinue(photoVerdict(draft.docBack, backCheck, keepBack.kept)));
  // A side the reviewer rejected must be photographed again (issue 37).
  const old = stillRejected(draft);
  const complete =
    documentSidesComplete(draft.docType, draft.docFront, draft.docBack) &&
    !held &&
    !old.docFront &&
    !(needsBack && old.docBack);
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
          {!complete && missing.length > 0 && (
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
          precheck={frontCheck}
          {...keepFront}
          rejectedReason={old.docFront ? draft.rejected?.reason : undefined}
          value={draft.docFront}
          onChange={(docFront) => update({ docFront })}
        />
        {needsBack && (
          <PhotoInput
            kind="document"
            title={fileCaptions.back}
            check={{ kind: 'document_back', documentType: draft.docType }}
            precheck={backCheck}
            {...keepBack}
            rejectedReason={old.docBack ? draft.rejected?.reason : undefined}
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
