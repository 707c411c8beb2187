import {
  emailCodePaths,
  isLocale,
  type CodeSignUpPayload,
  type EmailCodeResult,
  type Locale,
} from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/** Sign-in and sign-up with an e-mailed code (decision 0053): no stored token is sent. */
/** The page's language as the API takes it (never the pseudo-locale). */
export function pageLanguage(locale: string): Locale | undefined {
  return isLocale(locale) ? locale : undefined;
}

/** `language`: the page's, for the code mailed to an address with no account yet (issue 51). */
export function sendEmailCode(email: string, language?: Locale) {
  return apiRequest<string>(emailCodePaths.send, {
    body: { email_address: email, preferred_language: language },
    auth: false,
  });
}

export function verifyEmailCode(email: string, code: string) {
  return apiRequest<EmailCodeResult>(emailCodePaths.verify, {
    body: { email_address: email, code },
    auth: false,
  });
}

export function codeSignUp(payload: CodeSignUpPayload) {
  return apiRequest<{ authToken: string }>(emailCodePaths.signUp, { body: payload, auth: false });
}

/** Settings: a password for an account made with a code. */
export function setPassword(newPassword: string) {
  return apiRequest<string>(emailCodePaths.setPassword, { body: { new_password: newPassword } });
}
