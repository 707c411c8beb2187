import { useQuery } from '@tanstack/react-query';
import { kycPaths, type KycRecord } from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';
import { decidingSoon } from '../../../lib/decision-text';

export const kycRecordKey = ['kyc-record'] as const;

/**
 * GET /kyc/fetch-kyc-info. Spec 4: if fetching the record fails with 404, no KYC has been
 * submitted yet — that reads as null; any other failure is an error.
 */
export async function fetchKycRecord(): Promise<KycRecord | null> {
  const res = await apiRequest<{ info: KycRecord }>(kycPaths.fetch);
  if (res.ok) return res.msg.info;
  if (res.status === 404) return null;
  throw new Error(res.msg);
}

/**
 * The member's latest KYC submission (null when none), always fresh on mount; asked again every
 * 2 s while the automated checks run, so an instant decision shows without a reload (issue 34).
 */
export function useKycRecord(enabled = true) {
  return useQuery({
    queryKey: kycRecordKey,
    queryFn: fetchKycRecord,
    staleTime: 0,
    enabled,
    refetchInterval: (q) => (decidingSoon(q.state.data) ? 2000 : false),
  });
}
