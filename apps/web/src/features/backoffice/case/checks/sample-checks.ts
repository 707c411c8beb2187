import type { CheckResult, SubmissionChecks } from '@vouch/contracts';

/**
 * A high-risk submission's checks as the server reports them, for the tests (every detail the
 * case view renders appears once).
 */
const at = '2025-03-05T14:05:00.000Z';
const result = (r: Omit<CheckResult, 'duration_ms' | 'checked_at'>): CheckResult => ({
  ...r,
  duration_ms: 120,
  checked_at: at,
});

export const sampleResults: CheckResult[] = [
  result({
    code: 'selfie_one_face',
    outcome: 'passed',
    score: 0.98,
    summary: 'One face in the selfie',
    details: {},
  }),
  result({
    code: 'document_face',
    outcome: 'passed',
    score: 0.91,
    summary: 'A face is on the document',
    details: { faces: 1 },
  }),
  result({
    code: 'face_match_document',
    outcome: 'failed',
    score: 0.412,
    summary: 'Selfie does not match the document photo (41% similar)',
    details: { threshold: 0.6 },
  }),
  result({
    code: 'liveness_evidence',
    outcome: 'passed',
    score: 0.81,
    summary: 'Anti-spoofing 92%, liveness 81%. A submitted photo alone proves no liveness.',
    details: { antispoof: 0.92, liveness: 0.81, floor: 0.5, evidence_only: true },
  }),
  result({
    code: 'image_quality',
    outcome: 'failed',
    score: 0,
    summary: 'Document front: blurred, too dark, looks like a screenshot',
    details: {
      images: {
        selfie: {
          width: 600,
          height: 600,
          problems: [],
          screenshotSigns: [],
          sharpness: 182.4,
          brightness: 131.2,
          score: 1,
        },
        document_front: {
          width: 1170,
          height: 2532,
          problems: ['blurred', 'too_dark', 'screenshot'],
          screenshotSigns: ['exact screen size 1170×2532', 'large flat areas (92% of pixels)'],
          sharpness: 8.25,
          brightness: 38.6,
          score: 0,
        },
      },
    },
  }),
  result({
    code: 'passport_mrz',
    outcome: 'failed',
    score: null,
    summary: 'MRZ read: names differ',
    details: {
      format: 'TD3',
      check_digits_valid: true,
      expired: false,
      expiration_date: '2031-05-01',
      matches: { number: true, names: false, dob: true },
    },
  }),
  result({
    code: 'duplicate_id_number',
    outcome: 'failed',
    score: null,
    summary: 'ID number also used by another account',
    details: { member_uuids: ['0b7e2f4c-1d2a-4c3b-9e8f-7a6b5c4d3e2f'] },
  }),
  result({
    code: 'duplicate_face',
    outcome: 'failed',
    score: 0.97,
    summary: 'Same face as another member (97% similar)',
    details: {
      matches: [
        {
          member_uuid: '5f1c9a7e-3b2d-4e6f-8a9b-0c1d2e3f4a5b',
          submission_id: '9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
          similarity: 0.97,
        },
      ],
      threshold: 0.9,
      compared: 12,
    },
  }),
  result({
    code: 'sanctions_screening',
    outcome: 'failed',
    score: 0.93,
    summary: '“Ada Obi” matches “OBI, Ada” on OFAC SDN (PEP)',
    details: {
      lists: [],
      entries: 12000,
      hits: [
        {
          query: 'Ada Obi',
          matched_name: 'OBI, Ada',
          score: 0.93,
          entry: {
            list: 'OFAC SDN',
            name: 'OBI, Ada',
            programs: ['SDGT'],
            pep: true,
            source: 'ofac_sdn',
            id: '36512',
          },
        },
      ],
    },
  }),
  result({
    code: 'identity_data',
    outcome: 'not_run',
    score: null,
    summary: 'The identity lookup did not answer in time',
    details: {},
  }),
];

export const sampleChecks: SubmissionChecks = {
  enabled: true,
  risk: {
    level: 'high',
    passed: ['selfie_one_face', 'document_face', 'liveness_evidence'],
    attention: sampleResults
      .filter((r) => r.outcome !== 'passed')
      .map((r) => ({ code: r.code, outcome: r.outcome, summary: r.summary })),
  },
  results: sampleResults,
  auto_rejected: false,
};

export const pendingChecks: SubmissionChecks = {
  enabled: true,
  risk: { level: 'pending', passed: [], attention: [] },
  results: [],
  auto_rejected: false,
};
