import { useQuery } from '@tanstack/react-query';
import { secondFactorPaths, type SecondFactorStatus, type StaffPasskey } from '@vouch/contracts';
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

export const resetSecondFactor = (email: string) =>
  apiRequest<string>(secondFactorPaths.reset, { body: { email } });

export const passkeysKey = [...secondFactorKey, 'passkeys'] as const;

/** GET /staff/second-factor/passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: () => read<StaffPasskey[]>(secondFactorPaths.passkeys),
    staleTime: 0,
    retry: false,
  });
}

export const removePasskey = (id: string) =>
  apiRequest<string>(`${secondFactorPaths.passkeys}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
