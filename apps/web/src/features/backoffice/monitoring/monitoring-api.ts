import { useQuery } from '@tanstack/react-query';
import {
  monitoringPaths,
  type MonitoringAlert,
  type MonitoringAlertStatus,
  type MonitoringDecisionPayload,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

export const monitoringKeys = {
  alerts: (status: MonitoringAlertStatus) => ['backoffice', 'monitoring-alerts', status] as const,
};

/** GET /backoffice/monitoring-alerts: possible list matches, best first (issue 50). */
export function useMonitoringAlerts(status: MonitoringAlertStatus = 'open') {
  return useQuery({
    queryKey: monitoringKeys.alerts(status),
    queryFn: () => read<MonitoringAlert[]>(`${monitoringPaths.alerts}?status=${status}`),
    staleTime: 0,
    retry: false,
  });
}

/** POST …/:id/decision → the server's message, or its refusal. */
export function postMonitoringDecision(
  id: string,
  body: MonitoringDecisionPayload,
): Promise<ApiResult<string>> {
  return apiRequest<string>(`${monitoringPaths.alerts}/${encodeURIComponent(id)}/decision`, {
    body,
  });
}
