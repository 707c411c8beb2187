import { z } from 'zod';

/**
 * Instant decisions (issue 34, decision 0041): the second looks reviewers take at sampled
 * automatic approvals, and the figures per policy version.
 */
export const instantDecisionMessages = {
  overrideReasonRequired:
    'This case is high risk: write why you approve it anyway (at least 10 characters).',
  secondLookReasonRequired: 'Write a reason (at least 10 characters).',
  secondLookDecisionRequired: 'Choose confirm or revoke',
  secondLookClosed: 'This second look is already closed.',
  noSuchSecondLook: 'No second look for that case.',
  confirmed: 'Confirmed. The approval stands.',
  revoked: 'Revoked. The member is no longer verified and has been told why.',
} as const;

export const instantDecisionPaths = {
  secondLooks: '/backoffice/second-looks',
  policyStats: '/backoffice/policy-stats',
} as const;

export interface SecondLookItem {
  submission_id: string;
  member_uuid: string;
  member_name: string;
  policy: string;
  status: 'open' | 'confirmed' | 'revoked';
  /** ISO 8601 UTC: when the policy approved */
  approved_at: string;
  /** Seconds from submission to the automatic decision. */
  decided_in_seconds: number | null;
  /** The results the policy relied on. */
  relied_on: { code: string; outcome: string; score: number | null }[];
  reviewer_uuid: string | null;
  reason: string | null;
}

export const secondLookDecisionSchema = z.object({
  decision: z.enum(['confirm', 'revoke'], {
    error: instantDecisionMessages.secondLookDecisionRequired,
  }),
  reason: z
    .string({ error: instantDecisionMessages.secondLookReasonRequired })
    .trim()
    .min(10, instantDecisionMessages.secondLookReasonRequired)
    .max(1000),
});
export type SecondLookDecision = z.input<typeof secondLookDecisionSchema>;

export const secondLookQuerySchema = z.object({
  status: z.enum(['open', 'confirmed', 'revoked']).default('open'),
});

export interface DurationFigures {
  count: number;
  median_seconds: number | null;
  p90_seconds: number | null;
}

/** Last 30 days, per policy version. */
export interface PolicyStats {
  window_days: number;
  policies: {
    policy: string;
    approved: number;
    sent_to_review: number;
    second_looks: number;
    overturned: number;
  }[];
  automatic: DurationFigures;
  human: DurationFigures;
}

/** What the member reads about their decision (the KYC record's `decision` field). */
export interface DecisionTiming {
  /** The automated checks are still running: a clear case may be decided within seconds. */
  checking: boolean;
  /** The decision policy's version when it approved; null when a person decided or will. */
  automatic_policy: string | null;
  /** Seconds from submission to decision, once decided. */
  decided_in_seconds: number | null;
  /** While a person reviews: the recent median wait in hours (null without recent figures). */
  expected_hours: number | null;
}
