import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession, clearVouchStorage } from '../../lib/session';

/**
 * Forgets the session in this browser and leaves for `to`: the token and user info, the KYC
 * drafts saved on this device (ID images included), the query cache and everything of ours in
 * local and session storage. Logout calls it after telling the server; closing an account after
 * the server has already ended every session.
 */
export function useForgetSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (to: string) => {
    // Nothing in flight may write the user info back after it is cleared.
    await queryClient.cancelQueries();
    clearSession();
    await import('../kyc/wizard/draft-store')
      .then((m) => m.deleteAllDrafts())
      .catch(() => undefined);
    // Leave the signed-in screens before emptying the cache, or their queries would refetch.
    await navigate(to, { replace: true });
    queryClient.clear();
    // Nothing of ours stays in this browser's storage (spec 2, plus anything added since).
    clearVouchStorage();
  };
}
