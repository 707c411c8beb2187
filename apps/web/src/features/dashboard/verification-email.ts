import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/**
 * Spec 4: a dashboard visit by an unverified member asks the server to send the verification
 * e-mail (the server sends at most one per 10 minutes). Cached for the whole visit, so moving
 * around the app does not ask again.
 */
export function useAutoSendVerification(enabled: boolean) {
  return useQuery({
    queryKey: ['auto-send-verification'],
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async () => {
      const res = await apiRequest<string>(apiPaths.sendVerificationEmail);
      return res.msg;
    },
  });
}

/** Resend: an explicit request (a one-minute cooldown on the server answers 429 with its msg). */
export function resendVerification() {
  return apiRequest<string>(`${apiPaths.sendVerificationEmail}?resend=true`);
}
