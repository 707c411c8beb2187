import { useQuery } from '@tanstack/react-query';
import { addressProofPaths, type MyAddress } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

export const addressKey = ['address-proof'] as const;

/** The member's confirmed address and latest document (GET /account/address-proof, issue 48). */
export function useMyAddress(enabled: boolean) {
  return useQuery({
    queryKey: addressKey,
    enabled,
    queryFn: async () => {
      const res = await apiRequest<MyAddress>(addressProofPaths.mine);
      if (!res.ok) throw new Error(res.msg);
      return res.msg;
    },
  });
}
