import { emailCodePaths, type CodeSignUpPayload, type EmailCodeResult } from '@vouch/contracts';
import { apiRequest } from '../../lib/api';

/** Sign-in and sign-up with an e-mailed code (decision 0053): no stored token is sent. */
export function sendEmailCode(email: string) {
  return apiRequest<string>(emailCodePaths.send, { body: { email_address: email }, auth: false });
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
