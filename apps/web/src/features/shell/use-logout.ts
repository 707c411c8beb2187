import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useForgetSession } from './use-forget-session';

/** Logout: end the session server-side (a failure changes nothing), forget it here, go to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const forgetSession = useForgetSession();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    // Nothing in flight may write the user info back after it is cleared.
    await queryClient.cancelQueries();
    await apiRequest(apiPaths.logout, { method: 'POST' });
    await forgetSession(paths.login);
  }

  return { logout, loggingOut };
}
