import { livenessFrameUrl, type CheckResult } from '@vouch/contracts';
import { useFileSource } from '../../../../lib/use-file-blob';
import { liveCaptureDetails, type LiveCaptureFrame } from './check-details';

const words = (s: string) => s.replaceAll('_', ' ');
const degrees = (v: number | null) => (v === null ? '–' : `${Math.round(v)}°`);

function Frame({ sessionId, frame }: { sessionId: string; frame: LiveCaptureFrame }) {
  const src = useFileSource(livenessFrameUrl(sessionId, frame.idx));
  return (
    <li className="w-24 shrink-0 text-center text-xs text-ink-700">
      <div className="aspect-square overflow-hidden rounded-lg bg-ink-100 ring-1 ring-ink-200">
        {src.status === 'ready' && (
          <img
            src={src.src}
            alt={`Frame ${frame.idx + 1}: ${words(frame.state)}`}
            className="size-full object-cover"
          />
        )}
      </div>
      <p className="mt-1 font-semibold text-ink-900">{words(frame.state)}</p>
      <p className="tabular-nums">
        yaw {degrees(frame.yaw)} · pitch {degrees(frame.pitch)}
      </p>
    </li>
  );
}

/**
 * The live capture as the reviewer checks it (issue 45): the challenge the server asked, the
 * movements it measured, and every frame as a strip with its pose.
 */
export function LiveCaptureDetail({ result }: { result: CheckResult }) {
  const d = liveCaptureDetails(result.details);
  if (!d) return null;
  return (
    <div className="space-y-2 text-sm text-ink-700">
      <p>
        Asked:{' '}
        <strong className="font-semibold text-ink-900">{d.challenge.map(words).join(' → ')}</strong>
        {d.movements.length > 0 && (
          <>
            {' '}
            · measured: <span className="text-ink-900">{d.movements.map(words).join(' → ')}</span>
          </>
        )}
        {d.checker === 'sandbox' && (
          <span className="text-warning-700"> · sandbox checker (a test)</span>
        )}
      </p>
      {d.frames.length > 0 && (
        <ol className="flex gap-2 overflow-x-auto pb-2" aria-label="Frames of the live capture">
          {d.frames.map((f) => (
            <Frame key={f.idx} sessionId={d.sessionId} frame={f} />
          ))}
        </ol>
      )}
    </div>
  );
}
