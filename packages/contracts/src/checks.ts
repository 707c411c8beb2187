/**
 * Automated checks (automated-checks issue): every submission version is examined in the
 * background and the reviewer decides with the results in front of them. Nothing is auto-approved.
 */

export const checkCodes = [
  'selfie_one_face',
  'document_face',
  'face_match_document',
  'face_match_lookup',
  'liveness_evidence',
  'live_capture',
  'image_quality',
  'passport_mrz',
  'document_text',
  'identity_data',
  'duplicate_id_number',
  'duplicate_face',
  'business_registry',
  'sanctions_screening',
] as const;
export type CheckCode = (typeof checkCodes)[number];

/** "not_run": the check crashed, timed out or had nothing to look at; it never blocks a review. */
export const checkOutcomes = ['passed', 'failed', 'not_run'] as const;
export type CheckOutcome = (typeof checkOutcomes)[number];

export const checkLabels: Record<CheckCode, string> = {
  selfie_one_face: 'Exactly one face in the selfie',
  document_face: 'A face on the document',
  face_match_document: 'Selfie matches the document photo',
  face_match_lookup: 'Selfie matches the identity-lookup photo',
  liveness_evidence: 'Liveness and anti-spoofing scores (evidence only)',
  live_capture: 'Selfie captured live, following a random challenge',
  image_quality: 'Image quality',
  passport_mrz: 'Passport machine-readable zone',
  document_text: 'Printed names and date of birth match what was typed',
  identity_data: 'Names and date of birth match the identity lookup',
  duplicate_id_number: 'ID number not used by another account',
  duplicate_face: 'Face not on another member’s selfie',
  business_registry: 'Business name and status in the CAC registry',
  sanctions_screening: 'Sanctions and PEP screening',
};

/** What the image-quality check can find in one image, with the reviewer's wording. */
export const qualityProblemLabels = {
  low_resolution: 'Low resolution',
  blurred: 'Blurred',
  too_dark: 'Too dark',
  overexposed: 'Overexposed',
  screenshot: 'Looks like a screenshot',
  unreadable: 'Cannot be read',
} as const;
export type QualityProblem = keyof typeof qualityProblemLabels;

export interface CheckResult {
  code: CheckCode;
  outcome: CheckOutcome;
  /** 0-1 where the check has a score (similarity, confidence); null otherwise. */
  score: number | null;
  /** One line for the reviewer. */
  summary: string;
  details: Record<string, unknown>;
  duration_ms: number;
  checked_at: string;
}

/**
 * pending: checks still running; clear: everything passed; review: something needs the reviewer's
 * eye; high: a sanctions hit, a face that matches another member or does not match the document.
 */
export const riskLevels = ['pending', 'clear', 'review', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const riskLabels: Record<RiskLevel, string> = {
  pending: 'Checks running',
  clear: 'All checks passed',
  review: 'Needs a look',
  high: 'High risk',
};

export interface RiskSummary {
  level: RiskLevel;
  passed: CheckCode[];
  attention: { code: CheckCode; outcome: CheckOutcome; summary: string }[];
}

/** What the case view shows at its top. */
export interface SubmissionChecks {
  /** False when the operator turned the checks off (CHECKS=off): nothing will arrive. */
  enabled: boolean;
  risk: RiskSummary;
  results: CheckResult[];
  /** Set when an operator enabled automatic rejection and this submission was rejected by it. */
  auto_rejected: boolean;
}
