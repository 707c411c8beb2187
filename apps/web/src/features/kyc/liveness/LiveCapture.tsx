import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, CircleCheck, ScanFace } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LIVENESS_MIN_FRAMES, type LivenessAction, type LivenessResult } from '@vouch/contracts';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { defineMessages, useIntl } from '../../../i18n';
import type { Message } from '../../../i18n/messages';
import { sampleFrame } from '../camera/frame-sample';
import { useCamera } from '../camera/use-camera';
import { advance, progressOf, startGuide, type GuideState } from './guide';
import type { LivenessApi } from './liveness-api';
import { loadPoseReader } from './face-pose';
import { livenessActionWords, livenessReasonWord } from './words';

const m = defineMessages({
  cannotStart: {
    id: 'capture.LiveCapture.cannotStart',
    defaultMessage:
      'The live check could not start on this device. Upload a photo instead, or try another browser.',
  },
  uploadInstead: {
    id: 'capture.LiveCapture.uploadInstead',
    defaultMessage: 'Upload a photo instead',
  },
  introTitle: {
    id: 'capture.LiveCapture.introTitle',
    defaultMessage: 'A live selfie check, about 10 seconds',
  },
  introText: {
    id: 'capture.LiveCapture.introText',
    defaultMessage:
      'We ask you to move your head in three directions, in an order we choose. It shows a real person is in front of the camera, so your verification can be decided in seconds.',
  },
  start: {
    id: 'capture.LiveCapture.start',
    defaultMessage: 'Start live check',
    description: 'Button',
  },
  selfieAlt: { id: 'capture.LiveCapture.selfieAlt', defaultMessage: 'Your live selfie' },
  passed: { id: 'capture.LiveCapture.passed', defaultMessage: 'Live check passed' },
  failedTitle: {
    id: 'capture.LiveCapture.failedTitle',
    defaultMessage: 'The live check did not pass',
  },
  tryAgain: {
    id: 'capture.LiveCapture.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button',
  },
  checking: {
    id: 'capture.LiveCapture.checking',
    defaultMessage: 'Checking…',
    description: 'The live check’s frames are being checked by the server',
  },
  starting: { id: 'capture.LiveCapture.starting', defaultMessage: 'Starting the camera…' },
  keepFace: {
    id: 'capture.LiveCapture.keepFace',
    defaultMessage: 'Keep your whole face in the oval',
    description: 'Live selfie prompt, read out while the member moves: keep it short',
  },
  lookStraight: {
    id: 'capture.LiveCapture.lookStraight',
    defaultMessage: 'Look straight at the camera',
    description: 'Live selfie prompt, read out while the member moves: keep it short',
  },
  lookStraightAgain: {
    id: 'capture.LiveCapture.lookStraightAgain',
    defaultMessage: 'Now look straight at the camera again',
    description: 'Live selfie prompt after a head movement: keep it short',
  },
  view: {
    id: 'capture.LiveCapture.view',
    defaultMessage: 'Camera view for your live selfie check',
  },
  movement: {
    id: 'capture.LiveCapture.movement',
    defaultMessage: 'Movement {current} of {total}',
    description: 'Progress of the live selfie check, e.g. "Movement 2 of 3"',
  },
  progress: { id: 'capture.LiveCapture.progress', defaultMessage: 'Live check progress' },
});

/** How often the guide looks at the camera. */
const LOOK_MS = 120;
/** Frames sent to the server: the face's square, small enough for a slow connection. */
const FRAME_SIDE = 480;

/** The arrow for each prompt, as the member sees themself in the mirrored preview. */
const ARROWS: Record<LivenessAction, typeof ArrowLeft> = {
  turn_left: ArrowLeft,
  turn_right: ArrowRight,
  look_up: ArrowUp,
  look_down: ArrowDown,
};

export interface LivePassed {
  sessionId: string;
  /** The first straight frame, shown as the selfie (the server keeps its own choice). */
  selfie: string;
}

type Screen =
  | { kind: 'intro' }
  | { kind: 'starting' }
  | { kind: 'running'; challenge: LivenessAction[] }
  | { kind: 'sending' }
  | { kind: 'failed'; reasons: LivenessResult['reasons'] }
  /** The server's words, or ours. */
  | { kind: 'error'; message: string | Message }
  | { kind: 'passed'; selfie: string };

function squareFrame(video: HTMLVideoElement): string | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const side = Math.min(w, h);
  const out = Math.min(side, FRAME_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(video, (w - side) / 2, (h - side) / 2, side, side, 0, 0, out, out);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * The live selfie check (issue 45): the server picks a random order of head movements, this
 * screen prompts each one (words, an arrow, progress, read out through aria-live), keeps a frame
 * at each movement and after it, and sends them; the server re-reads every frame and decides.
 */
export function LiveCapture({
  api,
  onPassed,
  onUploadInstead,
  passedLabel,
}: {
  api: LivenessApi;
  onPassed: (r: LivePassed) => void;
  onUploadInstead?: () => void;
  /** What a passed attempt says ("Recording kept" on the staff's sample screen). */
  passedLabel?: string;
}) {
  const intl = useIntl();
  const [screen, setScreen] = useState<Screen>({ kind: 'intro' });
  const cameraOn = screen.kind === 'starting' || screen.kind === 'running';
  const { videoRef, state: camera } = useCamera('selfie', cameraOn);
  const [guide, setGuide] = useState<GuideState>(startGuide());
  const [seesFace, setSeesFace] = useState(true);
  const session = useRef<{ id: string; challenge: LivenessAction[] } | null>(null);
  // The parent's callback may change on every render; the running check must not restart.
  const passed = useRef(onPassed);
  passed.current = onPassed;

  // Camera failed: the same words as the photo camera, and the upload offered.
  useEffect(() => {
    if (camera.status === 'failed') setScreen({ kind: 'error', message: camera.message });
  }, [camera]);

  // Once the camera is live and the models are loaded: a new session, then the prompts.
  useEffect(() => {
    if (screen.kind !== 'starting' || camera.status !== 'live') return;
    let cancelled = false;
    void (async () => {
      try {
        await loadPoseReader();
      } catch {
        if (!cancelled) setScreen({ kind: 'error', message: m.cannotStart });
        return;
      }
      const res = await api.open();
      if (cancelled) return;
      if (!res.ok) return setScreen({ kind: 'error', message: res.msg });
      session.current = { id: res.msg.id, challenge: res.msg.challenge };
      setGuide(startGuide());
      setScreen({ kind: 'running', challenge: res.msg.challenge });
    })();
    return () => {
      cancelled = true;
    };
  }, [screen.kind, camera.status, api]);

  // The prompts: a look every LOOK_MS; frames kept as the guide says; then the server decides.
  useEffect(() => {
    if (screen.kind !== 'running') return;
    const challenge = screen.challenge;
    const canvas = document.createElement('canvas');
    const frames: { at: number; image: string }[] = [];
    const t0 = performance.now();
    let state = startGuide();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const keep = () => {
      const image = videoRef.current && squareFrame(videoRef.current);
      if (image) frames.push({ at: Math.round(performance.now() - t0), image });
    };

    async function finish() {
      // A prompt not followed still goes to the server, which says what it saw.
      while (frames.length < LIVENESS_MIN_FRAMES) keep();
      const s = session.current!;
      setScreen({ kind: 'sending' });
      const res = await api.answer(s.id, frames);
      if (!res.ok) return setScreen({ kind: 'error', message: res.msg });
      if (res.msg.outcome === 'passed') {
        const selfie = frames[0]!.image;
        setScreen({ kind: 'passed', selfie });
        passed.current({ sessionId: s.id, selfie });
      } else setScreen({ kind: 'failed', reasons: res.msg.reasons });
    }

    async function look() {
      const video = videoRef.current;
      const reader = await loadPoseReader();
      if (stopped) return;
      if (video && sampleFrame(video, 'selfie', canvas)) {
        const pose = await reader.read(canvas);
        if (stopped) return;
        const r = advance(state, pose, performance.now(), challenge);
        state = r.state;
        if (r.capture) keep();
        setGuide(state);
        setSeesFace(pose.faces === 1);
        if (state.phase === 'done' || state.phase === 'timeout') return void finish();
      }
      timer = setTimeout(() => void look().catch(() => undefined), LOOK_MS);
    }
    void look().catch(() => undefined);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [screen, api, videoRef]);

  const start = () => setScreen({ kind: 'starting' });
  const upload = onUploadInstead && (
    <Button variant="ghost" onClick={onUploadInstead}>
      {intl.formatMessage(m.uploadInstead)}
    </Button>
  );

  if (screen.kind === 'intro')
    return (
      <div className="space-y-4">
        <div className="flex gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <ScanFace className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="space-y-1 text-sm text-ink-800">
            <p className="font-semibold text-ink-900">{intl.formatMessage(m.introTitle)}</p>
            <p>{intl.formatMessage(m.introText)}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={start}>{intl.formatMessage(m.start)}</Button>
          {upload}
        </div>
      </div>
    );

  if (screen.kind === 'passed')
    return (
      <div className="space-y-3" role="status">
        <img
          src={screen.selfie}
          alt={intl.formatMessage(m.selfieAlt)}
          className="mx-auto aspect-square w-40 rounded-xl object-cover ring-1 ring-ink-200"
        />
        <p className="flex items-center justify-center gap-2 font-semibold text-success-700">
          <CircleCheck className="size-5" aria-hidden="true" />
          {passedLabel ?? intl.formatMessage(m.passed)}
        </p>
      </div>
    );

  if (screen.kind === 'failed' || screen.kind === 'error')
    return (
      <div className="space-y-4">
        <Alert tone="error" title={intl.formatMessage(m.failedTitle)}>
          {screen.kind === 'error' ? (
            typeof screen.message === 'string' ? (
              screen.message
            ) : (
              intl.formatMessage(screen.message)
            )
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {screen.reasons.map((r) => {
                const word = livenessReasonWord(r.code);
                return <li key={r.code}>{word ? intl.formatMessage(word) : r.message}</li>;
              })}
            </ul>
          )}
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button onClick={start}>{intl.formatMessage(m.tryAgain)}</Button>
          {upload}
        </div>
      </div>
    );

  const challenge = screen.kind === 'running' ? screen.challenge : [];
  const step = guide.phase === 'act' || guide.phase === 'return' ? guide.step : 0;
  const action = challenge[step];
  const Arrow = action ? ARROWS[action] : null;
  const prompt = intl.formatMessage(
    screen.kind === 'sending'
      ? m.checking
      : screen.kind !== 'running'
        ? m.starting
        : !seesFace
          ? m.keepFace
          : guide.phase === 'settle'
            ? m.lookStraight
            : guide.phase === 'return'
              ? m.lookStraightAgain
              : action
                ? livenessActionWords[action]
                : m.lookStraight,
  );
  const done = progressOf(guide, challenge.length);

  return (
    <div className="mx-auto w-full max-w-sm space-y-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-ink-900">
        <video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-label={intl.formatMessage(m.view)}
          className="size-full -scale-x-100 object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[12%] rounded-[50%] border-2 border-dashed border-white/70"
        />
        {(screen.kind !== 'running' || camera.status !== 'live') && (
          <div className="absolute inset-0 flex items-center justify-center bg-ink-900/40 text-white">
            <Spinner className="size-8 text-white" label={prompt} />
          </div>
        )}
      </div>
      <div className="flex min-h-16 items-center gap-3 rounded-xl bg-ink-50 p-3 ring-1 ring-ink-200">
        {Arrow && guide.phase === 'act' && seesFace ? (
          <Arrow className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        ) : (
          <ScanFace className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        )}
        <p aria-live="polite" className="text-lg font-semibold text-ink-900">
          {prompt}
        </p>
      </div>
      {challenge.length > 0 && (
        <div>
          <div className="flex justify-between text-sm text-ink-700">
            <span>
              {intl.formatMessage(m.movement, {
                current: Math.min(done + 1, challenge.length),
                total: challenge.length,
              })}
            </span>
          </div>
          <div
            className="mt-1 h-2 overflow-hidden rounded-full bg-ink-200"
            role="progressbar"
            aria-label={intl.formatMessage(m.progress)}
            aria-valuemin={0}
            aria-valuemax={challenge.length}
            aria-valuenow={done}
          >
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${(100 * done) / challenge.length}%` }}
            />
          </div>
        </div>
      )}
    </div>
  );
}
