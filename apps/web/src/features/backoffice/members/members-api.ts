import { useQuery } from '@tanstack/react-query';
import { lifecyclePaths, type MemberStandingView, type StandingPayload } from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

export const memberKey = (q: string) => ['backoffice', 'member', q] as const;

/** GET /backoffice/members?q=: one member's standing by e-mail or UUID (admins; audited). */
export function useMemberStanding(q: string | null) {
  return useQuery({
    queryKey: memberKey(q ?? ''),
    queryFn: () =>
      read<MemberStandingView>(`${lifecyclePaths.members}?q=${encodeURIComponent(q!)}`),
    enabled: Boolean(q),
    staleTime: 0,
    retry: false,
  });
}

export type StandingAction = 'revoke' | 'suspend' | 'reinstate';

/** POST /backoffice/members/:uuid/{revoke,suspend,reinstate}. */
export function postStanding(
  uuid: string,
  action: StandingAction,
  body: StandingPayload | Record<string, never> = {},
): Promise<ApiResult<string>> {
  return apiRequest<string>(`${lifecyclePaths.members}/${encodeURIComponent(uuid)}/${action}`, {
    body,
  });
}
