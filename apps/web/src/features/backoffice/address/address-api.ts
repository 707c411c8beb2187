import { useQuery } from '@tanstack/react-query';
import {
  addressProofPaths,
  type AddressProofDecision,
  type AddressProofItem,
} from '@vouch/contracts';
import { apiRequest, type ApiResult } from '../../../lib/api';
import { read } from '../api';

export const addressKeys = { queue: ['backoffice', 'address-proofs'] as const };

/** GET /backoffice/address-proofs: address documents waiting, oldest first (issue 48). */
export function useAddressProofs() {
  return useQuery({
    queryKey: addressKeys.queue,
    queryFn: () => read<AddressProofItem[]>(addressProofPaths.queue),
    staleTime: 0,
    retry: false,
  });
}

/** POST …/:id/decision → the server's message, or its refusal. */
export function postAddressDecision(
  id: string,
  body: AddressProofDecision,
): Promise<ApiResult<string>> {
  return apiRequest<string>(`${addressProofPaths.queue}/${encodeURIComponent(id)}/decision`, {
    body,
  });
}
