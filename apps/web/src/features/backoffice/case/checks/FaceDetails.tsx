import { Info } from 'lucide-react';
import type { CheckResult } from '@vouch/contracts';
import { livenessEvidence, matchThreshold } from './check-details';
import { percent } from './check-format';
import { ScoreBar } from './ScoreBar';

/** Selfie vs document or lookup photo: the similarity beside the threshold it had to reach. */
export function FaceMatchDetail({ result }: { result: CheckResult }) {
  if (result.score === null) return null;
  const threshold = matchThreshold(result.details);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
      <ScoreBar score={result.score} threshold={threshold} passed={result.outcome === 'passed'} />
      <span className="tabular-nums">
        <strong className="font-semibold text-ink-900">{percent(result.score)}</strong> similar
        {threshold !== null && <> · threshold {percent(threshold)}</>}
      </span>
    </p>
  );
}

/** True when the liveness detail says all its summary does (scores and the evidence-only note). */
export function livenessReplacesSummary(result: CheckResult): boolean {
  const e = livenessEvidence(result.details);
  return e.evidenceOnly && (e.antispoof !== null || e.liveness !== null);
}

/** The anti-spoofing and liveness models' scores, and what they cannot prove. */
export function LivenessDetail({ result }: { result: CheckResult }) {
  const e = livenessEvidence(result.details);
  if (e.antispoof === null && e.liveness === null) return null;
  const low = (v: number | null) => e.floor !== null && v !== null && v < e.floor;
  const score = (label: string, v: number | null) => (
    <span className={low(v) ? 'font-semibold text-danger-700' : ''}>
      {label} <strong className="font-semibold tabular-nums">{percent(v)}</strong>
    </span>
  );
  return (
    <div className="space-y-1 text-sm text-ink-700">
      <p>
        {score('Anti-spoofing', e.antispoof)} · {score('liveness', e.liveness)}
        {e.floor !== null && (
          <span className="text-ink-600"> · a closer look below {percent(e.floor)}</span>
        )}
      </p>
      {e.evidenceOnly && (
        <p className="flex gap-1.5 text-ink-600">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>Evidence only: a submitted photo alone proves no liveness.</span>
        </p>
      )}
    </div>
  );
}
