import { Camera, CircleCheck, ImagePlus, RotateCcw, TriangleAlert, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { PrecheckKind } from '@vouch/contracts';
import { Button, buttonClass } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { defineMessages, useIntl } from '../../../i18n';
import { PrecheckStatus } from '../capture-check/PrecheckStatus';
import { usePrecheck, type PrecheckState } from '../capture-check/use-precheck';
import { photoVerdict } from '../capture-check/verdict';
import { KycImage } from '../info/KycImage';
import { isDataUrl } from '../wizard/draft';
import { CameraCapture } from './CameraCapture';
import type { CameraKind } from './camera-settings';
import { acceptFor, readUpload } from './image-file';
import { PhotoGuidance } from './PhotoGuidance';

const m = defineMessages({
  upload: { id: 'capture.PhotoInput.upload', defaultMessage: 'Upload a photo' },
  rejected: {
    id: 'capture.PhotoInput.rejected',
    defaultMessage: 'Rejected',
    description: 'Badge: a reviewer rejected this photo',
  },
  keptAnyway: {
    id: 'capture.PhotoInput.keptAnyway',
    defaultMessage: 'Kept anyway',
    description: 'Badge: the member kept a photo the check flagged',
  },
  added: {
    id: 'capture.PhotoInput.added',
    defaultMessage: 'Added',
    description: 'Badge: a photo was taken or uploaded',
  },
  onFile: {
    id: 'capture.PhotoInput.onFile',
    defaultMessage: 'On file',
    description: 'Badge: the photo already sent earlier is kept',
  },
  needsRetake: {
    id: 'capture.PhotoInput.needsRetake',
    defaultMessage: 'Needs a retake',
    description: 'Badge: the photo should be taken again',
  },
  reviewerAsked: {
    id: 'capture.PhotoInput.reviewerAsked',
    defaultMessage: 'The reviewer asked for a new photo: {reason}',
    description: '{reason} is the reviewer’s own words',
  },
  retake: { id: 'capture.PhotoInput.retake', defaultMessage: 'Retake photo' },
  take: { id: 'capture.PhotoInput.take', defaultMessage: 'Take Photo' },
});

interface PhotoInputProps {
  kind: CameraKind;
  /** The group's name and the photo's caption, e.g. 'Document Front'. */
  title: string;
  description?: ReactNode;
  /** A data URL, or a stored submission's file link (update wizard). */
  value: string | null;
  onChange: (dataUrl: string) => void;
  /** The business certificate may also be a PDF. */
  allowPdf?: boolean;
  uploadLabel?: string;
  /**
   * Which photo this is for the server's check at capture (selfie, document sides), and the
   * document's type (a passport's page needs its machine-readable zone). None: not checked.
   */
  check?: { kind: PrecheckKind; documentType?: string | null };
  /** The check's state when the step already asks for it (to hold Continue): not asked twice. */
  precheck?: PrecheckState;
  /** Whether the member kept this photo although the check flagged it (issue 37). */
  kept?: boolean;
  onKeepChange?: (kept: boolean) => void;
  /** The reviewer's reason when this stored photo was rejected: it must be replaced (issue 37). */
  rejectedReason?: string;
}

const isPdf = (value: string | null) => !!value && value.startsWith('data:application/pdf');

/**
 * One photo: 'Take Photo' (the camera, with guidance) or a file upload, which is always there as
 * the fallback. Shows what is chosen so far, with the server's check of it and 'Retake photo'.
 */
export function PhotoInput({
  kind,
  title,
  description,
  value,
  onChange,
  allowPdf = false,
  uploadLabel,
  check,
  precheck: given,
  kept: keptProp,
  onKeepChange,
  rejectedReason,
}: PhotoInputProps) {
  const intl = useIntl();
  const id = useId();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const own = usePrecheck(given ? null : (check?.kind ?? null), check?.documentType ?? null, value);
  const precheck = given ?? own;
  // Kept by the step's draft when it holds Continue, else here (the phone's capture page).
  const [keptHere, setKeptHere] = useState<string | null>(null);
  const kept = keptProp ?? (keptHere !== null && keptHere === value);
  const setKept = onKeepChange ?? ((k: boolean) => setKeptHere(k ? value : null));
  const verdict = photoVerdict(value, precheck, kept);
  // A PDF (a certificate) is a file, not a photo: no "Retake photo" for it.
  const pdf = isPdf(value);
  const openCamera = () => {
    setError(null);
    setCameraOpen(true);
  };

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    setReading(true);
    const result = await readUpload(file, allowPdf);
    setReading(false);
    if (!result.ok) return setError(result.message);
    setCameraOpen(false);
    onChange(result.dataUrl);
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-ink-200 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-ink-900">
            {title}
          </h3>
          {description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
        </div>
        {rejectedReason && (
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-danger-700">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.rejected)}
          </span>
        )}
        {!rejectedReason && (verdict === 'good' || verdict === 'kept') && (
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-success-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            {/* A stored file of the rejected submission (update wizard) is kept unless replaced. */}
            {intl.formatMessage(
              verdict === 'kept' ? m.keptAnyway : isDataUrl(value) ? m.added : m.onFile,
            )}
          </span>
        )}
        {!rejectedReason && verdict === 'retake' && (
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-warning-700">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {intl.formatMessage(m.needsRetake)}
          </span>
        )}
      </div>

      <div className="mt-4 space-y-4">
        {cameraOpen ? (
          <CameraCapture
            kind={kind}
            subject={title}
            onClose={() => setCameraOpen(false)}
            onUse={(dataUrl) => {
              setCameraOpen(false);
              setError(null);
              onChange(dataUrl);
            }}
          />
        ) : value ? (
          <div className="space-y-3">
            <div className={kind === 'selfie' ? 'max-w-56' : 'max-w-sm'}>
              <KycImage
                src={value}
                caption={title}
                shape={kind === 'selfie' ? 'square' : 'wide'}
                hideCaption
              />
            </div>
            {rejectedReason ? (
              <p className="rounded-field border border-danger-600/40 bg-danger-50 p-3 text-sm text-danger-700">
                {intl.formatMessage(m.reviewerAsked, { reason: rejectedReason })}
              </p>
            ) : (
              <PrecheckStatus state={precheck} subject={title} kept={kept} onKeep={setKept} />
            )}
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-[9rem_1fr] sm:items-start">
            <div className="hidden aspect-square items-center justify-center rounded-xl border-2 border-dashed border-ink-300 bg-ink-50 text-ink-500 sm:flex">
              <ImagePlus className="size-8" aria-hidden="true" />
            </div>
            <PhotoGuidance kind={kind} />
          </div>
        )}

        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        )}

        <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center">
          {!cameraOpen && (
            <Button variant="secondary" onClick={openCamera}>
              {value && !pdf ? (
                <RotateCcw className="size-4" aria-hidden="true" />
              ) : (
                <Camera className="size-4" aria-hidden="true" />
              )}
              {intl.formatMessage(value && !pdf ? m.retake : m.take)}
            </Button>
          )}
          <input
            id={`${id}-file`}
            type="file"
            accept={acceptFor(allowPdf)}
            onChange={onFile}
            disabled={reading}
            aria-describedby={error ? `${id}-error` : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-file`}
            className={`${buttonClass(cameraOpen ? 'ghost' : 'secondary')} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600`}
          >
            {reading ? (
              <Spinner className="size-4" />
            ) : (
              <Upload className="size-4" aria-hidden="true" />
            )}
            {uploadLabel ?? intl.formatMessage(m.upload)}
          </label>
        </div>
      </div>
    </div>
  );
}
