import { useQuery } from '@tanstack/react-query';
import {
  instantDecisionPaths,
  type PolicyStats,
  type SecondLookDecision,
  type SecondLookItem,
} from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';
import { read } from '../api';

export const secondLookKeys = {
  list: ['backoffice', 'second-looks'] as const,
  stats: ['backoffice', 'policy-stats'] as const,
};

/** GET /backoffice/second-looks: sampled automatic approvals still open. */
export function useSecondLooks() {
  return useQuery({
    queryKey: secondLookKeys.list,
    queryFn: () => read<SecondLookItem[]>(instantDecisionPaths.secondLooks),
  });
}

/** GET /backoffice/policy-stats: per policy version, the last 30 days. */
export function usePolicyStats() {
  return useQuery({
    queryKey: secondLookKeys.stats,
    queryFn: () => read<PolicyStats>(instantDecisionPaths.policyStats),
  });
}

/** POST /backoffice/second-looks/:id: confirm, or revoke with a reason. */
export function postSecondLook(submissionId: string, body: SecondLookDecision) {
  return apiRequest<string>(
    `${instantDecisionPaths.secondLooks}/${encodeURIComponent(submissionId)}`,
    { body },
  );
}
