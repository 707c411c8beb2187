import type { DecisionTiming } from '@vouch/contracts';
import type { Db } from '../../db/database.js';

const WINDOW_MS = 30 * 86_400_000;

/**
 * What the member reads about their decision (issue 34): "Verified in N seconds" when the decision
 * policy approved, otherwise an honest expected wait from the people's recent decisions (the median
 * time from submission to a reviewer's decision over 30 days) instead of a fixed "24-48 hours".
 */
export async function decisionTiming(
  db: Db,
  s: {
    id: string;
    status: string;
    created_at: string;
    decided_at: string | null;
    checks_done_at: string | null;
  },
  instant: boolean,
): Promise<DecisionTiming> {
  const policy = await db
    .selectFrom('policy_decisions')
    .select('policy')
    .where('submission_id', '=', s.id)
    .where('outcome', '=', 'approve')
    .executeTakeFirst();
  const decidedIn = s.decided_at
    ? Math.max(0, Math.round((Date.parse(s.decided_at) - Date.parse(s.created_at)) / 1000))
    : null;
  let expected: number | null = null;
  if (s.status === 'CURRENTLY_UNDER_REVIEW') {
    const rows = await db
      .selectFrom('kyc_submissions')
      .select(['created_at', 'decided_at'])
      .where('decided_by', 'is not', null)
      .where('decided_at', '>=', new Date(Date.now() - WINDOW_MS).toISOString())
      .orderBy('decided_at', 'desc')
      .limit(500)
      .execute();
    const hours = rows
      .map((r) => (Date.parse(r.decided_at!) - Date.parse(r.created_at)) / 3_600_000)
      .sort((a, b) => a - b);
    if (hours.length > 0) {
      const median = hours[Math.floor((hours.length - 1) / 2)]!;
      // Rounded up to a whole hour, at least one: a promise the member can hold us to.
      expected = Math.max(1, Math.ceil(median));
    }
  }
  return {
    checking: instant && s.status === 'CURRENTLY_UNDER_REVIEW' && s.checks_done_at === null,
    automatic_policy: policy && s.status !== 'CURRENTLY_UNDER_REVIEW' ? policy.policy : null,
    decided_in_seconds: decidedIn,
    expected_hours: expected,
  };
}
