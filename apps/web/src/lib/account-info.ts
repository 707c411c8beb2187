import { apiPaths, type MemberProfile } from '@vouch/contracts';
import { apiRequest } from './api';
import { getToken, setUserInfo } from './session';

/** The signed-in member's profile in react-query's cache (lib/user-info.ts's hook). */
export const accountInfoKey = ['account-info'] as const;

/**
 * GET /account/info; a success also refreshes the session's cached user info (spec 3). Apart from
 * the hook so that the sign-in screen, a static page without react-query, can call it.
 */
export async function fetchAccountInfo(): Promise<MemberProfile> {
  const token = getToken();
  const res = await apiRequest<MemberProfile>(apiPaths.accountInfo);
  if (!res.ok) throw new Error(res.msg);
  // An answer that arrives after logout (or a sign-in as someone else) is not cached: logout
  // leaves nothing in browser storage, whatever was in flight.
  if (token !== null && getToken() === token) setUserInfo(res.msg);
  return res.msg;
}
