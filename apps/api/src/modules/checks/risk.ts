import type { CheckCode, CheckResult, RiskLevel, RiskSummary } from '@vouch/contracts';

/**
 * Failures that point at fraud rather than a poor photo: a listed name, a face that is another
 * member's or not the document's, an ID number already used elsewhere.
 */
const HIGH_RISK: ReadonlySet<CheckCode> = new Set([
  'sanctions_screening',
  'duplicate_face',
  'duplicate_id_number',
  'face_match_document',
  'face_match_lookup',
]);

/**
 * The reviewer's summary: what passed and what needs their eye. A check that could not run needs
 * a look too (a person does what the machine could not); nothing here ever approves.
 */
export function riskSummary(results: CheckResult[] | null): RiskSummary {
  if (!results) return { level: 'pending', passed: [], attention: [] };
  const passed = results.filter((r) => r.outcome === 'passed').map((r) => r.code);
  const attention = results
    .filter((r) => r.outcome !== 'passed')
    .map((r) => ({ code: r.code, outcome: r.outcome, summary: r.summary }))
    // High-risk failures first, then other failures, then what could not run.
    .sort((a, b) => rank(a) - rank(b));
  return { level: riskLevel(results), passed, attention };
}

function rank(a: { code: CheckCode; outcome: string }) {
  if (a.outcome === 'failed' && HIGH_RISK.has(a.code)) return 0;
  return a.outcome === 'failed' ? 1 : 2;
}

export function riskLevel(results: Pick<CheckResult, 'code' | 'outcome'>[]): RiskLevel {
  if (results.some((r) => r.outcome === 'failed' && HIGH_RISK.has(r.code))) return 'high';
  if (results.some((r) => r.outcome !== 'passed')) return 'review';
  return 'clear';
}
