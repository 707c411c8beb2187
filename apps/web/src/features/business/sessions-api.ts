import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  businessPaths,
  type ApiMode,
  type ConsoleSessionDetail,
  type VerificationSessionPage,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

async function read<T>(path: string): Promise<T> {
  const res = await apiRequest<T>(path);
  if (!res.ok) throw new Error(res.msg);
  return res.msg;
}

const sessionsPath = (orgId: string, rest = '') =>
  `${businessPaths.organisations}/${encodeURIComponent(orgId)}/verification-sessions${rest}`;

/** The organisation's sessions of one mode, a page at a time (newest first). */
export function useConsoleSessions(orgId: string, mode: ApiMode) {
  return useInfiniteQuery({
    queryKey: ['business', 'organisation', orgId, 'sessions', mode] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      read<VerificationSessionPage>(
        sessionsPath(
          orgId,
          `?mode=${mode}&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      ),
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}

/** One session: the API's answer, its events and their deliveries. */
export function useConsoleSession(orgId: string, mode: ApiMode, id: string | null) {
  return useQuery({
    queryKey: ['business', 'organisation', orgId, 'session', mode, id] as const,
    enabled: id !== null,
    queryFn: () =>
      read<ConsoleSessionDetail>(sessionsPath(orgId, `/${encodeURIComponent(id!)}?mode=${mode}`)),
    staleTime: 0,
  });
}
