import { useQuery } from '@tanstack/react-query';
import { operationsPaths, type SystemOverview } from '@vouch/contracts';
import { read } from '../api';

export const systemKey = ['backoffice', 'system'] as const;
/** The screen follows the heartbeats' pace: asked again every half minute while open. */
const SYSTEM_POLL_MS = 30_000;

/** GET /backoffice/system: queues, mail and checks over the last day, instances (admins). */
export function useSystemOverview(enabled = true) {
  return useQuery({
    queryKey: systemKey,
    queryFn: () => read<SystemOverview>(operationsPaths.system),
    enabled,
    staleTime: 0,
    retry: false,
    refetchInterval: SYSTEM_POLL_MS,
  });
}
