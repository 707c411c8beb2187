import type { MemberProfile } from '@vouch/contracts';

/**
 * Spec 2/4: the auth token lives in local storage, the user info in session storage; "signed in"
 * means both exist and the token decodes (and has not expired).
 */
const TOKEN_KEY = 'vouch.authToken';
const USER_KEY = 'vouch.userInfo';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
}

export function getUserInfo(): MemberProfile | null {
  const raw = sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as MemberProfile;
  } catch {
    return null;
  }
}

export function setUserInfo(info: MemberProfile) {
  sessionStorage.setItem(USER_KEY, JSON.stringify(info));
  window.dispatchEvent(new Event('vouch:session'));
}

/** Logout (spec 2): remove the user info from session storage and the token from local storage. */
export function clearSession() {
  sessionStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event('vouch:session'));
}

/**
 * Logout's sweep: this origin's local and session storage are emptied entirely, so nothing
 * written by any screen (now or later) outlives the session on a shared phone.
 */
export function clearVouchStorage() {
  localStorage.clear();
  sessionStorage.clear();
  window.dispatchEvent(new Event('vouch:session'));
}

function decodeJwtPayload(token: string): { exp?: number } | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as { exp?: number };
  } catch {
    return null;
  }
}

/** A stored token that decodes and has not expired (the server still decides if it is valid). */
export function hasLiveToken(): boolean {
  const token = getToken();
  const payload = token ? decodeJwtPayload(token) : null;
  if (!payload) return false;
  return !payload.exp || payload.exp * 1000 > Date.now();
}

export function isSignedIn(): boolean {
  return hasLiveToken() && getUserInfo() !== null;
}
