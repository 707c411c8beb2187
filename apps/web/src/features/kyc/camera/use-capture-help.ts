import { useEffect, useState, type RefObject } from 'react';
import type { CameraKind } from './camera-settings';
import { captureHelp, noHelp, steady, type CaptureHelp, type SteadyHelp } from './capture-help';
import { loadFaceDetector, type FaceDetector } from './face-detector';
import { sampleFrame } from './frame-sample';
import type { CameraState } from './use-camera';

/** Pause between the end of one look at the frame and the start of the next. */
export const HELP_INTERVAL_MS = 400;

/**
 * Capture-time advice for the camera in `videoRef`: for a selfie the face detector starts loading
 * (lazily, once) as soon as the camera is asked for, and while it is live, a few times a second,
 * the frame is sampled, faces detected (selfie) or the document looked for, and turned into one
 * message. Looks never overlap and stop when
 * the camera closes or the component unmounts. Returns null until there is advice, and for good if
 * the detector cannot load: the camera works the same without it.
 */
export function useCaptureHelp(
  videoRef: RefObject<HTMLVideoElement | null>,
  kind: CameraKind,
  camera: CameraState['status'],
): CaptureHelp | null {
  const [help, setHelp] = useState<SteadyHelp>(noHelp);
  const live = camera === 'live';

  useEffect(() => {
    // Fetch the detector while the member answers the camera prompt; a failure is handled below.
    if (camera === 'starting' && kind === 'selfie') loadFaceDetector().catch(() => undefined);
  }, [camera, kind]);

  useEffect(() => {
    if (!live) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    // One small canvas for the whole session: no allocation per frame.
    const canvas = document.createElement('canvas');
    performance.mark('capture-help:live');

    async function look(detector: FaceDetector | null) {
      const video = videoRef.current;
      const stats = video && sampleFrame(video, kind, canvas);
      if (stats) {
        const faces = detector ? await detector.detect(canvas) : [];
        if (stopped) return;
        setHelp((state) => steady(state, captureHelp(kind, { ...stats, faces })));
        if (first) performance.mark('capture-help:first-advice');
        first = false;
      }
      if (!stopped) timer = setTimeout(() => run(detector), HELP_INTERVAL_MS);
    }

    function stop() {
      stopped = true;
      clearTimeout(timer);
      setHelp(noHelp);
    }

    function run(detector: FaceDetector | null) {
      // A detector that fails mid-way goes quiet rather than leave stale advice on screen.
      look(detector).catch(() => {
        if (!stopped) setHelp(noHelp);
      });
    }

    // The document camera looks for the card itself (sampleFrame): no face model to load.
    if (kind === 'document') {
      run(null);
      return stop;
    }
    loadFaceDetector().then(
      (detector) => {
        if (!stopped) run(detector);
      },
      () => undefined,
    );

    return stop;
  }, [videoRef, kind, live]);

  return help.shown;
}
