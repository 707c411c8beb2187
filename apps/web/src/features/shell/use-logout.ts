import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPaths } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { clearSession, clearVouchStorage } from '../../lib/session';

/** Logout: end the session server-side (a failure changes nothing), forget it here, go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    // Nothing in flight may write the user info back after it is cleared.
    await queryClient.cancelQueries();
    await apiRequest(apiPaths.logout, { method: 'POST' });
    clearSession();
    // KYC drafts (ID images included) saved on this device for a later "continue" go too.
    await import('../kyc/wizard/draft-store')
      .then((m) => m.deleteAllDrafts())
      .catch(() => undefined);
    // Leave the signed-in screens before emptying the cache, or their queries would refetch.
    await navigate(paths.login, { replace: true });
    queryClient.clear();
    // Logout leaves nothing of ours in this browser's storage (spec 2, plus anything added since).
    clearVouchStorage();
  }

  return { logout, loggingOut };
}
