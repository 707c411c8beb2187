import { useQuery } from '@tanstack/react-query';
import {
  backofficePaths,
  caseClaimPath,
  type AuditPage,
  type AuditQuery,
  type CaseClaim,
  type CaseView,
  type DecisionPayload,
  type FailedJobItem,
  type QueueItem,
  type QueueQuery,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../lib/api';
import { CASE_POLL_MS, pollWhilePending, QUEUE_POLL_MS } from './checks-polling';

/** A failed back-office read, keeping the HTTP status (403: not a reviewer; 404: no such case). */
export class BackofficeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A back-office GET: the answer's msg, or a BackofficeError keeping the status. */
export async function read<T>(path: string): Promise<T> {
  const res = await apiRequest<T>(path);
  if (!res.ok) throw new BackofficeError(res.status, res.msg);
  return res.msg;
}

export const backofficeKeys = {
  all: ['backoffice'] as const,
  queue: (q: QueueQuery) => ['backoffice', 'queue', q] as const,
  case: (id: string) => ['backoffice', 'case', id] as const,
  audit: (q: AuditQuery) => ['backoffice', 'audit', q] as const,
  failedJobs: ['backoffice', 'failed-jobs'] as const,
};

/** The query string of the filters that are set (the queue's, the audit log's). */
export function queueSearch(q: QueueQuery | AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value) params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** GET /backoffice/queue: oldest first; asked again while a submission's checks run. */
export function useQueue(q: QueueQuery) {
  return useQuery({
    queryKey: backofficeKeys.queue(q),
    queryFn: () => read<QueueItem[]>(`${backofficePaths.queue}${queueSearch(q)}`),
    staleTime: 0,
    retry: false,
    refetchInterval: ({ state }) =>
      pollWhilePending(
        Boolean(state.data?.some((item) => item.risk_level === 'pending')),
        state.dataUpdateCount,
        QUEUE_POLL_MS,
      ),
  });
}

/**
 * GET /backoffice/cases/:id (every view is on the audit record); asked again every 2 seconds while
 * the automated checks run, so their results appear without a reload.
 */
export function useCase(id: string) {
  return useQuery({
    queryKey: backofficeKeys.case(id),
    queryFn: () => read<CaseView>(`${backofficePaths.case}/${encodeURIComponent(id)}`),
    staleTime: 0,
    retry: false,
    refetchInterval: ({ state }) =>
      pollWhilePending(
        state.data?.checks.enabled === true && state.data.checks.risk.level === 'pending',
        state.dataUpdateCount,
        CASE_POLL_MS,
      ),
  });
}

/** GET /backoffice/audit: a page, newest first, with the filters set (admins). */
export function useAudit(q: AuditQuery, enabled = true) {
  return useQuery({
    queryKey: backofficeKeys.audit(q),
    enabled,
    queryFn: () => read<AuditPage>(`${backofficePaths.audit}${queueSearch(q)}`),
    staleTime: 0,
    retry: false,
  });
}

/** POST /backoffice/cases/:id/decision → the server's message, or its refusal (409, 403, 400). */
export function postDecision(id: string, body: DecisionPayload): Promise<ApiResult<string>> {
  return apiRequest<string>(`${backofficePaths.case}/${encodeURIComponent(id)}/decision`, {
    body,
  });
}

/** POST /backoffice/cases/:id/claim: claim a case, or take it over from its holder. */
export function postClaim(id: string, takeOver = false): Promise<ApiResult<CaseClaim>> {
  return apiRequest<CaseClaim>(caseClaimPath(encodeURIComponent(id)), {
    body: takeOver ? { take_over: true } : {},
  });
}

/** DELETE /backoffice/cases/:id/claim: release your claim. */
export function releaseClaim(id: string): Promise<ApiResult<string>> {
  return apiRequest<string>(caseClaimPath(encodeURIComponent(id)), { method: 'DELETE' });
}

/** POST /backoffice/roles (admins). */
export function postRole(body: { email: string; role: 'member' | 'reviewer' }) {
  return apiRequest<string>(backofficePaths.roles, { body });
}

/** GET /backoffice/jobs/failed: the dead-letter list (admins). */
export function useFailedJobs(enabled = true) {
  return useQuery({
    queryKey: backofficeKeys.failedJobs,
    enabled,
    queryFn: () => read<FailedJobItem[]>(backofficePaths.failedJobs),
    staleTime: 0,
    retry: false,
  });
}

/** POST /backoffice/jobs/failed/:id/retry (admins). */
export function postJobRetry(id: string) {
  return apiRequest<string>(`${backofficePaths.failedJobs}/${encodeURIComponent(id)}/retry`, {
    body: {},
  });
}
