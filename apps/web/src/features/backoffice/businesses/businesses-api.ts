import { useQuery } from '@tanstack/react-query';
import {
  businessPaths,
  type BusinessQueueItem,
  type LiveApprovalPayload,
  type LiveStatus,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

export type BusinessFilter = LiveStatus | 'all';
export const businessesKey = (status: BusinessFilter) =>
  ['backoffice', 'businesses', status] as const;

/** GET /backoffice/businesses?status=: organisations by live-mode status (admins). */
export function useBusinesses(status: BusinessFilter, enabled = true) {
  return useQuery({
    queryKey: businessesKey(status),
    queryFn: () => read<BusinessQueueItem[]>(`${businessPaths.backoffice}?status=${status}`),
    enabled,
    staleTime: 0,
    retry: false,
  });
}

/** Approves what the admin saw: refused (409) if the name or website changed meanwhile. */
export const approveBusiness = (
  id: string,
  seen: LiveApprovalPayload,
): Promise<ApiResult<string>> =>
  apiRequest<string>(`${businessPaths.backoffice}/${encodeURIComponent(id)}/approve`, {
    body: seen,
  });

export const refuseBusiness = (id: string, reason: string): Promise<ApiResult<string>> =>
  apiRequest<string>(`${businessPaths.backoffice}/${encodeURIComponent(id)}/refuse`, {
    body: { reason },
  });
