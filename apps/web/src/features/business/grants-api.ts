import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  businessPaths,
  type ApiMode,
  type GrantPage,
  type VerificationSession,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

const grantsPath = (orgId: string, rest = '') =>
  `${businessPaths.organisations}/${encodeURIComponent(orgId)}/grants${rest}`;
const grantsKey = (orgId: string, mode: ApiMode) =>
  ['business', 'organisation', orgId, 'grants', mode] as const;

/** The customers who shared with the organisation, newest first (issue 50). */
export function useConsoleGrants(orgId: string, mode: ApiMode) {
  return useInfiniteQuery({
    queryKey: grantsKey(orgId, mode),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const res = await apiRequest<GrantPage>(
        grantsPath(
          orgId,
          `?mode=${mode}&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      );
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}

/** Asks a grant's member to confirm it again: a new session, mailed to them. */
export function useReverifyGrant(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (grantId: string) => {
      const res = await apiRequest<VerificationSession>(
        grantsPath(orgId, `/${encodeURIComponent(grantId)}/reverify`),
        { body: {} },
      );
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['business', 'organisation', orgId] }),
  });
}
