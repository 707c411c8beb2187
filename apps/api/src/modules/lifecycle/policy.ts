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

export const CURRENT_POLICY: PolicyVersion = 'auto-v3';

/** Each must have run and passed, under auto-v1. */
const REQUIRED_V1: CheckCode[] = [
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
 * auto-v2 (issue 45, decision 0049): auto-v1's conditions and a passed live capture. An uploaded
 * selfie, however good, is never approved by the machine.
 */
const REQUIRED: Record<PolicyVersion, CheckCode[]> = {
  'auto-v1': REQUIRED_V1,
  'auto-v2': [...REQUIRED_V1, 'live_capture'],
  // auto-v3 (issue 48): auto-v2's conditions; what changes is the registries it trusts.
  'auto-v3': [...REQUIRED_V1, 'live_capture'],
};

/**
 * The registries whose record (names, date of birth, portrait) a version accepts for
 * identity_data and face_match_lookup: auto-v1 and v2 knew the BVN only; auto-v3 adds NIMC's
 * NIN, typed or by its virtual NIN. A result from before issue 48 names no registry: a BVN.
 */
const REGISTRIES: Record<PolicyVersion, string[]> = {
  'auto-v1': ['bvn'],
  'auto-v2': ['bvn'],
  'auto-v3': ['bvn', 'nin', 'vnin'],
};

/**
 * Checks that may have been unable to run (the OCR could not read the MRZ or the printed text)
 * without blocking, because the provider's record and its portrait both matched.
 */
const MAY_NOT_RUN = new Set<string>(['passport_mrz', 'document_text']);

/**
 * The decision policy (docs/decisions/0041-instant-decisions.md, 0049): approve only when every
 * condition holds, otherwise leave the case to a person. Pure: the same results and settings give
 * the same answer, so a test or a replay of old cases can ask it directly, of any version.
 */
export function decideByPolicy(
  results: PolicyInput[],
  s: AutoDecisionSettings,
  version: PolicyVersion = CURRENT_POLICY,
): PolicyOutcome {
  const reasons: string[] = [];
  const by = (code: CheckCode) => results.find((r) => r.code === code);
  const required = REQUIRED[version];

  for (const code of required) {
    const r = by(code);
    if (!r) reasons.push(`${code}: not checked`);
    else if (r.outcome !== 'passed') reasons.push(`${code}: ${r.outcome}`);
  }
  for (const r of results) {
    if (required.includes(r.code)) continue;
    if (r.outcome === 'failed') reasons.push(`${r.code}: failed`);
    else if (r.outcome === 'not_run' && !MAY_NOT_RUN.has(r.code))
      reasons.push(`${r.code}: not_run`);
  }

  const identity = by('identity_data');
  if (identity?.outcome === 'passed') {
    const registry = (identity.details as { registry?: unknown }).registry ?? 'bvn';
    if (typeof registry !== 'string' || !REGISTRIES[version].includes(registry))
      reasons.push(
        `identity_data: a ${String(registry).toUpperCase()} record, not one ${version} relies on`,
      );
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
    policy: version,
    outcome: reasons.length === 0 ? 'approve' : 'review',
    reasons: [...new Set(reasons)],
    reliedOn: results.map((r) => ({ code: r.code, outcome: r.outcome, score: r.score })),
  };
}
