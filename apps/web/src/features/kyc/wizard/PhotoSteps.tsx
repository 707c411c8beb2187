import { CircleCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { documentNeedsBack, documentTypes, kycMessages } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { defineMessages, FormattedMessage, serverText, useIntl } from '../../../i18n';
import { PhotoInput } from '../camera/PhotoInput';
import { LiveCapture } from '../liveness/LiveCapture';
import { livenessApi } from '../liveness/liveness-api';
import { usePrecheck } from '../capture-check/use-precheck';
import { blocksContinue, photoVerdict } from '../capture-check/verdict';
import { stillRejected, type KeptPhoto, type KycDraft } from './draft';
import { documentTypeLabel, fileCaption } from '../../../lib/kyc-labels';
import { ContinueOnPhone } from '../handoff/ContinueOnPhone';
import { ContinueButton } from './ContinueButton';
import { RadioCards } from './RadioCards';
import type { StepProps } from './step-props';
import { StepFrame } from './StepFrame';
import { documentSidesComplete, isDocumentType, nextOf } from './steps';

const m = defineMessages({
  selfieEyebrow: {
    id: 'kyc.SelfieStep.eyebrow',
    defaultMessage: 'Checklist · Selfie',
    description: 'Small text above the step: the selfie item of the checklist',
  },
  selfieTitleLive: { id: 'kyc.SelfieStep.titleLive', defaultMessage: 'Take a live selfie' },
  selfieTitleUpload: { id: 'kyc.SelfieStep.titleUpload', defaultMessage: 'Add a selfie photo' },
  selfieDescription: {
    id: 'kyc.SelfieStep.description',
    defaultMessage: 'We compare it with the photo on your ID.',
  },
  uploadNotice: {
    id: 'kyc.SelfieStep.uploadNotice',
    defaultMessage:
      'An uploaded selfie is always checked by a person, which takes longer. <button>Take the live check instead</button>',
    description: 'The <button> part is a button that goes back to the live selfie check',
  },
  selfieInputTitle: {
    id: 'kyc.SelfieStep.inputTitle',
    defaultMessage: 'Selfie',
    description: 'Heading of the box where the selfie photo is uploaded',
  },
  selfiePhoneWhat: {
    id: 'kyc.SelfieStep.phoneWhat',
    defaultMessage: 'your live selfie',
    description:
      'What the member takes with the phone; fills the sentence "Take … with your phone’s camera"',
  },
  liveAlt: { id: 'kyc.SelfieStep.liveAlt', defaultMessage: 'Your live selfie' },
  livePassed: { id: 'kyc.SelfieStep.livePassed', defaultMessage: 'Live check passed' },
  liveAgain: {
    id: 'kyc.SelfieStep.liveAgain',
    defaultMessage: 'Do the live check again',
    description: 'Button',
  },
  docTypeTitle: { id: 'kyc.DocTypeStep.title', defaultMessage: 'Choose your document' },
  docTypeDescription: {
    id: 'kyc.DocTypeStep.description',
    defaultMessage: 'Use an original, valid document issued to you. No photocopies or screenshots.',
  },
  docTypeLegend: { id: 'kyc.DocTypeStep.legend', defaultMessage: 'Document type' },
  frontAndBack: {
    id: 'kyc.DocTypeStep.frontAndBack',
    defaultMessage: 'Front and back',
    description: 'Under a document type: which sides are photographed',
  },
  frontOnly: {
    id: 'kyc.DocTypeStep.frontOnly',
    defaultMessage: 'Front (photo page) only',
    description: 'Under the passport: only its photo page is photographed',
  },
  documentEyebrow: {
    id: 'kyc.PhotoSteps.documentEyebrow',
    defaultMessage: 'Checklist · Document',
    description: 'Small text above the step: the document item of the checklist',
  },
  documentTitle: {
    id: 'kyc.DocumentStep.title',
    defaultMessage: 'Photograph your {document}',
    description: '{document} is the document type, e.g. Passport, National ID Card',
  },
  documentBoth: {
    id: 'kyc.DocumentStep.both',
    defaultMessage: 'Add the front and the back.',
  },
  documentFront: {
    id: 'kyc.DocumentStep.frontOnly',
    defaultMessage: 'Add the photo page (the front) only.',
  },
  documentPhoneWhat: {
    id: 'kyc.DocumentStep.phoneWhat',
    defaultMessage: 'the photos of your {document}',
    description:
      'What the member takes with the phone; fills the sentence "Take … with your phone’s camera". {document} is the document type',
  },
});

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

/**
 * The selfie: the live check (issue 45), whose straight frame is the selfie; or, for a member
 * without a working camera, an uploaded photo, which a person always reviews.
 */
export function SelfieStep({ draft, update, go, back, focusHeading }: StepProps) {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  const live = Boolean(draft.livenessSessionId);
  // An upload chosen earlier (or the rejected version's photo) opens on the upload.
  const [mode, setMode] = useState<'live' | 'upload'>(draft.selfie && !live ? 'upload' : 'live');
  const check = usePrecheck('selfie', null, mode === 'upload' ? draft.selfie : null);
  const keep = keepProps(draft, update, 'selfie');
  const old = stillRejected(draft);
  const verdict = photoVerdict(draft.selfie, check, keep.kept);
  // Continue waits for a passed live check, or for the uploaded photo's own check.
  const blocked =
    (mode === 'live' && !live) || (mode === 'upload' && blocksContinue(verdict)) || old.selfie;
  const api = useMemo(() => livenessApi(), []);
  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.selfieEyebrow)}
      title={intl.formatMessage(mode === 'live' ? m.selfieTitleLive : m.selfieTitleUpload)}
      description={intl.formatMessage(m.selfieDescription)}
      onBack={back}
      focusHeading={focusHeading}
      onSubmit={() => {
        if (!draft.selfie || (mode === 'live' && !live))
          return setError(kycMessages.selfieRequired);
        if (!blocked) go(nextOf('selfie'));
      }}
      footer={<ContinueButton disabled={blocked} />}
    >
      {mode === 'live' ? (
        live && draft.selfie ? (
          <LivePassedCard selfie={draft.selfie} onAgain={() => update({ selfie: null })} />
        ) : (
          <LiveCapture
            api={api}
            onPassed={({ sessionId, selfie }) => {
              setError(undefined);
              update({ selfie, livenessSessionId: sessionId });
            }}
            onUploadInstead={() => {
              setError(undefined);
              setMode('upload');
            }}
          />
        )
      ) : (
        <>
          <Alert tone="info" className="mb-4">
            <FormattedMessage
              {...m.uploadNotice}
              values={{
                button: (chunks) => (
                  <button
                    type="button"
                    className="font-semibold text-accent-700 underline underline-offset-4"
                    onClick={() => {
                      setError(undefined);
                      setMode('live');
                    }}
                  >
                    {chunks}
                  </button>
                ),
              }}
            />
          </Alert>
          <PhotoInput
            kind="selfie"
            title={intl.formatMessage(m.selfieInputTitle)}
            check={{ kind: 'selfie' }}
            precheck={check}
            {...keep}
            rejectedReason={old.selfie ? draft.rejected?.reason : undefined}
            value={live ? null : draft.selfie}
            onChange={(selfie) => {
              setError(undefined);
              update({ selfie });
            }}
          />
        </>
      )}
      <ContinueOnPhone
        step="selfie"
        what={intl.formatMessage(m.selfiePhoneWhat)}
        onReceived={({ selfie, livenessSessionId }) => {
          if (!selfie) return;
          setError(undefined);
          setMode(livenessSessionId ? 'live' : 'upload');
          update({ selfie, livenessSessionId: livenessSessionId ?? null });
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

/** The live check done: its selfie, and a way to do it again. */
function LivePassedCard({ selfie, onAgain }: { selfie: string; onAgain: () => void }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-200 sm:flex-row">
      <img
        src={selfie}
        alt={intl.formatMessage(m.liveAlt)}
        className="aspect-square w-28 rounded-xl object-cover ring-1 ring-ink-200"
      />
      <div className="space-y-2 text-center sm:text-left">
        <p className="flex items-center justify-center gap-2 font-semibold text-success-700 sm:justify-start">
          <CircleCheck className="size-5" aria-hidden="true" />
          {intl.formatMessage(m.livePassed)}
        </p>
        <Button variant="secondary" size="sm" onClick={onAgain}>
          {intl.formatMessage(m.liveAgain)}
        </Button>
      </div>
    </div>
  );
}

/** Which document the member photographs (spec 5: must be chosen). */
export function DocTypeStep({ draft, update, go, back, focusHeading }: StepProps) {
  const intl = useIntl();
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.documentEyebrow)}
      title={intl.formatMessage(m.docTypeTitle)}
      description={intl.formatMessage(m.docTypeDescription)}
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
        legend={intl.formatMessage(m.docTypeLegend)}
        name="docType"
        options={documentTypes.map((d) => ({
          value: d.value,
          label: documentTypeLabel(d.value, intl),
          hint: intl.formatMessage(documentNeedsBack(d.value) ? m.frontAndBack : m.frontOnly),
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
  const intl = useIntl();
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
  const missing: string[] = [];
  if (!draft.docFront) missing.push(serverText(kycMessages.documentFrontRequired));
  if (needsBack && !draft.docBack) missing.push(serverText(kycMessages.documentBackRequired));

  return (
    <StepFrame
      eyebrow={intl.formatMessage(m.documentEyebrow)}
      title={intl.formatMessage(m.documentTitle, {
        document: documentTypeLabel(draft.docType, intl),
      })}
      description={intl.formatMessage(needsBack ? m.documentBoth : m.documentFront)}
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
          title={fileCaption('front', intl)}
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
            title={fileCaption('back', intl)}
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
        what={intl.formatMessage(m.documentPhoneWhat, {
          document: documentTypeLabel(draft.docType, intl),
        })}
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
