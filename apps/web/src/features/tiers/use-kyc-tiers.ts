import { useQuery } from '@tanstack/react-query';
import { kycTiersPath, type KycTiersInfo } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/** What each CBN tier needs and allows, and the vNIN enterprise code (GET /kyc/tiers, public). */
export function useKycTiers() {
  return useQuery({
    queryKey: ['kyc-tiers'] as const,
    staleTime: 60 * 60_000,
    queryFn: async () => {
      const res = await apiRequest<KycTiersInfo>(kycTiersPath, { auth: false });
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
  });
}
