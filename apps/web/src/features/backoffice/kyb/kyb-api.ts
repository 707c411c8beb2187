import { useQuery } from '@tanstack/react-query';
import {
  businessVerificationPaths,
  type BusinessVerificationCase,
  type BusinessVerificationDecisionPayload,
  type BusinessVerificationQueueItem,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

export const kybKeys = {
  queue: ['backoffice', 'business-verifications'] as const,
  case: (id: string) => ['backoffice', 'business-verifications', id] as const,
};

/** GET /backoffice/business-verifications: live ones waiting for a reviewer (issue 49). */
export function useKybQueue() {
  return useQuery({
    queryKey: kybKeys.queue,
    queryFn: () => read<BusinessVerificationQueueItem[]>(businessVerificationPaths.queue),
    staleTime: 0,
    retry: false,
  });
}

/** One case, read when the reviewer opens it (each read is audited). */
export function useKybCase(id: string, open: boolean) {
  return useQuery({
    queryKey: kybKeys.case(id),
    queryFn: () =>
      read<BusinessVerificationCase>(
        `${businessVerificationPaths.queue}/${encodeURIComponent(id)}`,
      ),
    enabled: open,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST …/:id/decision → the server's message, or its refusal. */
export function postKybDecision(
  id: string,
  body: BusinessVerificationDecisionPayload,
): Promise<ApiResult<string>> {
  return apiRequest<string>(
    `${businessVerificationPaths.queue}/${encodeURIComponent(id)}/decision`,
    { body },
  );
}
