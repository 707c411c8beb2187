import {
  apiPaths,
  type LoginPayload,
  type LoginResult,
  type RegisterPayload,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/**
 * The auth calls of spec 7. None sends a stored token: a stale one must not turn a failed
 * login into a forced sign-out. The IP is never looked up: the server records what it sees.
 */
export const CLIENT_IP = '{ip}';

export function login(payload: LoginPayload) {
  return apiRequest<LoginResult>(apiPaths.login, { body: payload, auth: false });
}

export function register(payload: RegisterPayload) {
  return apiRequest<string>(apiPaths.register, { body: payload, auth: false });
}

export function forgotPassword(email: string) {
  return apiRequest<string>(apiPaths.forgotPassword, {
    body: { email_address: email },
    auth: false,
  });
}

/** `code`: the link's token, or the typed code together with `email`. */
export function resetPassword(code: string, newPassword: string, email?: string) {
  return apiRequest<string>(apiPaths.resetPassword, {
    body: { code, new_password: newPassword, ...(email && { email_address: email }) },
    auth: false,
  });
}

export function verifyEmail(token: string) {
  return apiRequest<string>(apiPaths.verifyEmail, { body: { confirm_token: token }, auth: false });
}

/** The login screen's Resend after registration (no session yet; same answer for any address). */
export function resendVerification(email: string) {
  return apiRequest<string>(apiPaths.resendVerification, {
    body: { email_address: email },
    auth: false,
  });
}
