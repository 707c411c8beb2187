import { useQuery } from '@tanstack/react-query';
import {
  privacyPaths,
  type DataRequestItem,
  type LegalHoldItem,
  type LegalHoldRecords,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

const keys = {
  dataRequests: ['backoffice', 'data-requests'] as const,
  legalHolds: ['backoffice', 'legal-holds'] as const,
};

/** GET /backoffice/data-requests (admins): copies and erasures with the one-month deadline. */
export function useDataRequests(enabled: boolean) {
  return useQuery({
    queryKey: keys.dataRequests,
    enabled,
    queryFn: () => read<DataRequestItem[]>(privacyPaths.dataRequests),
    staleTime: 0,
    retry: false,
  });
}

/** GET /backoffice/legal-holds (admins): closed accounts whose KYC records are kept. */
export function useLegalHolds(enabled: boolean) {
  return useQuery({
    queryKey: keys.legalHolds,
    enabled,
    queryFn: () => read<LegalHoldItem[]>(privacyPaths.legalHolds),
    staleTime: 0,
    retry: false,
  });
}

/** POST /backoffice/legal-holds/:userId/access: the kept records, the reason on the audit log. */
export function openLegalHold(
  userId: string,
  reason: string,
): Promise<ApiResult<LegalHoldRecords>> {
  return apiRequest<LegalHoldRecords>(
    `${privacyPaths.legalHolds}/${encodeURIComponent(userId)}/access`,
    { body: { reason } },
  );
}
