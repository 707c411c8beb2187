import { useQuery } from '@tanstack/react-query';
import {
  lifecyclePaths,
  type ClaimConflict,
  type ProfileChangeDecision,
  type ProfileChangeItem,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

export const changesKeys = {
  pending: ['backoffice', 'profile-changes'] as const,
  conflicts: ['backoffice', 'claim-conflicts'] as const,
};

/** GET /backoffice/profile-changes: verified members' changes waiting, oldest first. */
export function useProfileChanges() {
  return useQuery({
    queryKey: changesKeys.pending,
    queryFn: () => read<ProfileChangeItem[]>(lifecyclePaths.profileChanges),
    staleTime: 0,
    retry: false,
  });
}

/** POST /backoffice/profile-changes/:id/decision → the server's message, or its refusal. */
export function postChangeDecision(
  id: string,
  body: ProfileChangeDecision,
): Promise<ApiResult<string>> {
  return apiRequest<string>(`${lifecyclePaths.profileChanges}/${encodeURIComponent(id)}/decision`, {
    body,
  });
}

/** GET /backoffice/claim-conflicts: identifiers refused because another member holds them. */
export function useClaimConflicts() {
  return useQuery({
    queryKey: changesKeys.conflicts,
    queryFn: () => read<ClaimConflict[]>(lifecyclePaths.claimConflicts),
    staleTime: 0,
    retry: false,
  });
}
