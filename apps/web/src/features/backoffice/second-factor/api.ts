import { useQuery } from '@tanstack/react-query';
import {
  secondFactorPaths,
  type SecondFactorStatus,
  type TotpConfirmed,
  type TotpEnrolment,
} from '@vouch/contracts';
import { apiRequest } from '../../../lib/api';
import { read } from '../api';

export const secondFactorKey = ['backoffice', 'second-factor'] as const;

/** GET /staff/second-factor: set up, and passed by this session? */
export function useSecondFactorStatus(enabled: boolean) {
  return useQuery({
    queryKey: secondFactorKey,
    enabled,
    queryFn: () => read<SecondFactorStatus>(secondFactorPaths.status),
    staleTime: 0,
    retry: false,
  });
}

export const startTotpEnrolment = () =>
  apiRequest<TotpEnrolment>(secondFactorPaths.totpEnrol, { body: {} });

export const confirmTotp = (code: string) =>
  apiRequest<TotpConfirmed>(secondFactorPaths.totpConfirm, { body: { code } });

export const verifySecondFactor = (code: string) =>
  apiRequest<string>(secondFactorPaths.verify, { body: { code } });

export const resetSecondFactor = (email: string) =>
  apiRequest<string>(secondFactorPaths.reset, { body: { email } });
