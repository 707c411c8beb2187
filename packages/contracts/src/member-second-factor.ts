import { z } from 'zod';
import {
  secondFactorCodeField,
  secondFactorMessages,
  webAuthnResponseSchema,
} from './second-factor.js';

/**
 * Members' own second factor (issue 30, docs/decisions/0033): optional, the same authenticator
 * app, passkeys and recovery codes as staff. A member who has one passes it at sign-in, and again
 * (a "step-up") before anything that could redirect their payments: adding a wallet or a number,
 * changing the password.
 */

export const memberSecondFactorPaths = {
  /** GET: what is set up, and whether this session has passed it. */
  status: '/account/second-factor',
  /** POST: a new TOTP secret to scan. DELETE { password? }: removes the app. */
  totp: '/account/second-factor/totp',
  /** POST { code }: confirms the scanned secret; answers recovery codes when they are new. */
  totpConfirm: '/account/second-factor/totp/confirm',
  /**
   * POST { code } or { response }: passes the second factor on this session, with a code from
   * the app, a recovery code or a passkey. The sign-in's second step and the step-up alike.
   */
  verify: '/account/second-factor/verify',
  /** GET: the member's passkeys. POST { name, response }: adds one. DELETE /:id { password? }. */
  passkeys: '/account/second-factor/passkeys',
  /** POST: WebAuthn creation options for a new passkey. */
  passkeyRegistrationOptions: '/account/second-factor/passkeys/registration-options',
  /** POST: WebAuthn request options for passing the factor with a passkey. */
  passkeyAuthenticationOptions: '/account/second-factor/passkeys/authentication-options',
} as const;

/** How long a passed second factor counts as fresh for a sensitive action. */
export const STEP_UP_MINUTES = 5;

/**
 * A 403 that a second factor would lift carries `errors.second_factor`: `required` while a
 * session has not finished signing in, `step_up` when the action wants a fresh factor (the web
 * app asks for it, then sends the action again), `enrol` when the account has none and the action
 * needs one (an organisation with live access: issue 46); the web app says where to turn it on.
 */
export const SECOND_FACTOR_FIELD = 'second_factor';
export const secondFactorMarkers = {
  required: 'required',
  stepUp: 'step_up',
  enrol: 'enrol',
  /** Turning on the first factor: the password again (a session alone could lock the member out). */
  password: 'password',
} as const;
export type SecondFactorMarker = (typeof secondFactorMarkers)[keyof typeof secondFactorMarkers];

/** The marker of a refused answer's errors, if the refusal is the second factor's. */
export function secondFactorMarkerOf(
  errors: Record<string, string> | undefined,
): SecondFactorMarker | null {
  const v = errors?.[SECOND_FACTOR_FIELD];
  return Object.values(secondFactorMarkers).find((m) => m === v) ?? null;
}

export const memberSecondFactorMessages = {
  signInNeeded:
    'Enter the code from your authenticator app, or use your passkey, to finish signing in.',
  stepUpNeeded: "For your security, confirm it's you with your authenticator app or passkey.",
  passwordToTurnOn: 'Enter your password to turn on two-step verification.',
  enrolNeeded:
    'This organisation has live access: every owner and developer needs two-step verification. Turn it on in your account settings (Settings → Two-step verification), then try again.',
  membersOnly: 'Reviewers and admins manage their second factor under Back office → Security.',
  notEnrolled: 'Two-step verification is not turned on for this account.',
  noTotp: 'You have no authenticator app set up. Use your passkey or a recovery code.',
  totpRemoved: 'Authenticator app removed.',
  noTotpToRemove: 'You have no authenticator app to remove.',
  passkeyAdded: "Passkey added. You can use it to sign in and to confirm it's you.",
  passwordWrong: 'Your password is incorrect.',
  tooManyWrongPasswords: 'Too many wrong passwords. Log in again.',
  verifyOneOf: secondFactorMessages.codeFormat,
} as const;

export interface MemberSecondFactorStatus {
  /** An authenticator app is set up (its first code confirmed). */
  totp: boolean;
  /** Passkeys registered. */
  passkeys: number;
  /** Unused recovery codes. */
  recovery_codes_left: number;
  /** This session has passed the second factor (at sign-in or since). */
  verified: boolean;
}

/** The sign-in's second step and the step-up: a code (app or recovery) or a passkey's answer. */
export const memberVerifySchema = z
  .object({
    code: secondFactorCodeField.optional(),
    response: webAuthnResponseSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.response === undefined), {
    message: memberSecondFactorMessages.verifyOneOf,
    path: ['code'],
  });
export type MemberVerifyPayload = z.infer<typeof memberVerifySchema>;

/**
 * Removing a factor asks for the password, or for a fresh second factor (then the password may
 * be left out).
 */
export const factorRemovalSchema = z.object({
  password: z.string().max(1024, memberSecondFactorMessages.passwordWrong).optional(),
});
export type FactorRemovalPayload = z.infer<typeof factorRemovalSchema>;
