import type { CheckCode, CheckResult } from '@vouch/contracts';
import type { AutoDecisionSettings } from '../../config.js';
import type { PolicyVersion } from './actor.js';

export type PolicyInput = Pick<CheckResult, 'code' | 'outcome' | 'score' | 'details'>;

export interface PolicyOutcome {
  policy: PolicyVersion;
  /** The first policy never rejects on its own: a failure may be a poor photo (decision 0041). */
  outcome: 'approve' | 'review';
  /** The conditions that did not hold, in words a reviewer reads; empty for an approval. */
  reasons: string[];
  /** The results it relied on (codes, outcomes and scores; never the details' personal data). */
  reliedOn: { code: CheckCode; outcome: CheckResult['outcome']; score: number | null }[];
}

export const CURRENT_POLICY: PolicyVersion = 'auto-v1';

/** Each must have run and passed. */
const REQUIRED: CheckCode[] = [
  'identity_data',
  'face_match_lookup',
  'face_match_document',
  'selfie_one_face',
  'document_face',
  'liveness_evidence',
  'image_quality',
  'duplicate_face',
  'duplicate_id_number',
  'sanctions_screening',
];

/**
 * Checks that may have been unable to run (the OCR could not read the MRZ or the printed text)
 * without blocking, because the provider's record and its portrait both matched.
 */
const MAY_NOT_RUN = new Set<string>(['passport_mrz', 'document_text']);

/**
 * The decision policy auto-v1 (docs/decisions/0041-instant-decisions.md): approve only when every
 * condition holds, otherwise leave the case to a person. Pure: the same results and settings give
 * the same answer, so a test or a replay of old cases can ask it directly.
 */
export function decideByPolicy(results: PolicyInput[], s: AutoDecisionSettings): PolicyOutcome {
  const reasons: string[] = [];
  const by = (code: CheckCode) => results.find((r) => r.code === code);

  for (const code of REQUIRED) {
    const r = by(code);
    if (!r) reasons.push(`${code}: not checked`);
    else if (r.outcome !== 'passed') reasons.push(`${code}: ${r.outcome}`);
  }
  for (const r of results) {
    if (REQUIRED.includes(r.code)) continue;
    if (r.outcome === 'failed') reasons.push(`${r.code}: failed`);
    else if (r.outcome === 'not_run' && !MAY_NOT_RUN.has(r.code))
      reasons.push(`${r.code}: not_run`);
  }

  // The policy's own bars, stricter than the check's "passed" where configured.
  for (const code of ['face_match_lookup', 'face_match_document'] as const) {
    const r = by(code);
    if (r?.outcome === 'passed' && (r.score ?? 0) < s.faceMatchThreshold)
      reasons.push(`${code}: ${r.score} below ${s.faceMatchThreshold}`);
  }
  const live = by('liveness_evidence');
  if (live?.outcome === 'passed') {
    const d = live.details as { antispoof?: number | null; liveness?: number | null };
    for (const v of [d.antispoof, d.liveness])
      if (typeof v === 'number' && v < s.livenessFloor)
        reasons.push(`liveness_evidence: ${v} below ${s.livenessFloor}`);
  }

  return {
    policy: CURRENT_POLICY,
    outcome: reasons.length === 0 ? 'approve' : 'review',
    reasons: [...new Set(reasons)],
    reliedOn: results.map((r) => ({ code: r.code, outcome: r.outcome, score: r.score })),
  };
}
