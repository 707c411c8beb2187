import { Camera, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { defineMessages, useIntl } from '../../../i18n';
import { captureFrame, type CameraKind } from './camera-settings';
import { CaptureHelpMessage } from './CaptureHelpMessage';
import { PhotoGuidance } from './PhotoGuidance';
import { useCamera } from './use-camera';
import { useCaptureHelp } from './use-capture-help';

const m = defineMessages({
  close: { id: 'capture.CameraCapture.close', defaultMessage: 'Close camera' },
  view: {
    id: 'capture.CameraCapture.view',
    defaultMessage: 'Camera view for your {subject}',
    description: 'Screen-reader name of the live camera; {subject} is the photo, e.g. "Selfie"',
  },
  starting: { id: 'capture.CameraCapture.starting', defaultMessage: 'Starting the camera' },
  capture: {
    id: 'capture.CameraCapture.capture',
    defaultMessage: 'Capture photo',
    description: 'Button: takes the picture',
  },
  cancel: { id: 'capture.CameraCapture.cancel', defaultMessage: 'Cancel' },
});

interface CameraCaptureProps {
  kind: CameraKind;
  /** What is being photographed, e.g. 'Document Front'. */
  subject: string;
  onUse: (dataUrl: string) => void;
  onClose: () => void;
}

/**
 * The live camera with the photo guidance and, while it runs, advice on the frame (face or
 * document, light, sharpness) that never blocks the Capture button; Capture takes a JPEG frame,
 * hands it over and closes the camera (the photo input then offers Retake).
 */
export function CameraCapture({ kind, subject, onUse, onClose }: CameraCaptureProps) {
  const intl = useIntl();
  const { videoRef, state } = useCamera(kind, true);
  const help = useCaptureHelp(videoRef, kind, state.status);
  const guidanceId = useId();
  const captureButton = useRef<HTMLButtonElement>(null);
  const selfie = kind === 'selfie';

  useEffect(() => {
    if (state.status === 'live') captureButton.current?.focus();
  }, [state.status]);

  if (state.status === 'failed') {
    return (
      <Alert
        tone="error"
        actions={
          <Button variant="secondary" size="sm" onClick={onClose}>
            {intl.formatMessage(m.close)}
          </Button>
        }
      >
        {intl.formatMessage(state.message)}
      </Alert>
    );
  }

  const frame = `relative overflow-hidden rounded-xl bg-ink-900 ${
    selfie ? 'mx-auto aspect-square w-full max-w-sm' : 'aspect-video w-full'
  }`;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_15rem] md:items-start">
        {/* The advice sits under the view, never over the face or the document. */}
        <div className={selfie ? 'mx-auto w-full max-w-sm' : 'w-full'}>
          <div className={frame}>
            <video
              ref={videoRef}
              muted
              playsInline
              autoPlay
              aria-label={intl.formatMessage(m.view, { subject })}
              aria-describedby={guidanceId}
              // A selfie preview is mirrored, as people expect; the saved photo is not.
              className={`size-full ${selfie ? 'object-cover -scale-x-100' : 'object-contain'}`}
            />
            <div
              aria-hidden="true"
              className={`pointer-events-none absolute border-2 border-dashed border-white/70 ${
                selfie ? 'inset-[12%] rounded-[50%]' : 'inset-[8%] rounded-lg'
              }`}
            />
            {state.status !== 'live' && (
              <div className="absolute inset-0 flex items-center justify-center text-white">
                <Spinner className="size-8 text-white" label={intl.formatMessage(m.starting)} />
              </div>
            )}
          </div>
          <CaptureHelpMessage help={help} />
        </div>
        <PhotoGuidance kind={kind} id={guidanceId} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={captureButton}
          disabled={state.status !== 'live'}
          onClick={() => {
            const video = videoRef.current;
            const dataUrl = video && captureFrame(video, kind);
            // The photo is taken at once: it shows in place with the server's check and a
            // Retake button, and the step's Continue is the one next action.
            if (dataUrl) onUse(dataUrl);
          }}
        >
          <Camera className="size-4" aria-hidden="true" />
          {intl.formatMessage(m.capture)}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </div>
  );
}
