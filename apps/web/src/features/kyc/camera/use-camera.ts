import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../i18n/messages';
import { constraintsFor, type CameraKind } from './camera-settings';
import { cameraMessages } from './guidance';

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'live' }
  /** What went wrong, in words for the member (format it with the page's intl). */
  | { status: 'failed'; message: Message };

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((t) => t.stop());
}

function messageFor(err: unknown): Message {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return cameraMessages.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return cameraMessages.notFound;
  return cameraMessages.failed;
}

/**
 * The camera while `active`: asks for the stream, plays it in videoRef's element, and stops every
 * track when it becomes inactive or the component unmounts (leaving the step).
 */
export function useCamera(kind: CameraKind, active: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ status: 'off' });

  useEffect(() => {
    if (!active) {
      setState({ status: 'off' });
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'failed', message: cameraMessages.unsupported });
      return;
    }
    let stream: MediaStream | null = null;
    let attached: HTMLVideoElement | null = null;
    let cancelled = false;
    setState({ status: 'starting' });
    navigator.mediaDevices.getUserMedia(constraintsFor(kind)).then(
      async (s) => {
        if (cancelled) return stopStream(s);
        stream = s;
        attached = videoRef.current;
        if (attached) {
          attached.srcObject = s;
          // Muted inline video may autoplay; a refusal still leaves the frame drawable.
          await attached.play().catch(() => undefined);
        }
        if (!cancelled) setState({ status: 'live' });
      },
      (err: unknown) => {
        if (!cancelled) setState({ status: 'failed', message: messageFor(err) });
      },
    );
    return () => {
      cancelled = true;
      stopStream(stream);
      if (attached) attached.srcObject = null;
    };
  }, [kind, active]);

  return { videoRef, state };
}
