import { z } from 'zod';
import { emailField, newPasswordField } from './common.js';
import { messages } from './messages.js';

/**
 * The staff second factor (hardening issue): a reviewer's or admin's password alone never opens
 * the back office. TOTP (RFC 6238, any authenticator app) with ten single-use recovery codes.
 */

export const secondFactorPaths = {
  /** GET: is a factor set up, and has this session passed it? */
  status: '/staff/second-factor',
  /** POST: a new TOTP secret to scan (replaces an unconfirmed one). */
  totpEnrol: '/staff/second-factor/totp',
  /** POST { code }: confirms the scanned secret; answers the recovery codes, once. */
  totpConfirm: '/staff/second-factor/totp/confirm',
  /** POST { code }: a code from the app, or a recovery code, for this session. */
  verify: '/staff/second-factor/verify',
  /** POST { email } (admins): removes another staff member's factor; they set up a new one. */
  reset: '/backoffice/second-factor/reset',
  /** GET: this staff member's passkeys. POST { name, response }: adds one (after the factor). */
  passkeys: '/staff/second-factor/passkeys',
  /** POST: WebAuthn creation options for a new passkey. */
  passkeyRegistrationOptions: '/staff/second-factor/passkeys/registration-options',
  /** POST: WebAuthn request options for signing in with a passkey. */
  passkeyAuthenticationOptions: '/staff/second-factor/passkeys/authentication-options',
  /** POST { response }: passes the second factor with a passkey. */
  passkeyVerify: '/staff/second-factor/passkeys/verify',
} as const;

/** Staff sessions end after this long without a request. */
export const STAFF_IDLE_MINUTES = 30;
/** Staff passwords are longer than members' (spec 1's rules plus this length). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const RECOVERY_CODE_COUNT = 10;

export const secondFactorMessages = {
  required: 'Enter the code from your authenticator app to open the back office.',
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code',
  codeWrong: 'That code is not right. Check the time on your phone and try again.',
  codeUsed: 'That code was just used. Wait for the next one.',
  tooManyWrongCodes: 'Too many wrong codes. Log in again.',
  alreadyEnrolled: 'Your second factor is already set up.',
  notEnrolled: 'Set up your authenticator app first.',
  noPendingEnrolment: 'Scan a new QR code first.',
  staffOnly: 'Only reviewers and admins use a second factor.',
  confirmed: 'Your authenticator app is set up.',
  verified: 'Second factor accepted.',
  recoveryCodeUsed: 'Recovery code accepted. It cannot be used again.',
  reset: 'Second factor removed. They will set up a new one when they next sign in.',
  noSuchStaff: 'No reviewer or admin with that e-mail.',
  cannotResetOwn: 'You cannot reset your own second factor. Ask another admin.',
  staffPasswordTooShort: `Staff passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passkeyAdded: 'Passkey added. Next time, sign in with it.',
  passkeyRemoved: 'Passkey removed.',
  passkeyFailed: 'The passkey was not accepted. Try again, or use a code from your app.',
  passkeyExpired: 'That took too long. Try again.',
  // Issue 37: the reason, not only "not accepted".
  passkeyWrongOrigin:
    'The passkey answered for another web address than this one. Open Vouch at its usual address and try again.',
  passkeyWrongSite:
    'This passkey belongs to another site. Choose the passkey you made for Vouch, or use a code from your app.',
  passkeyUnknown:
    'This passkey is not registered to this account. Choose another one, or use a code from your app.',
  passkeyCopied:
    'This passkey answered with an old counter, as a copied key would. Use a code from your app, and remove that passkey.',
  passkeyCancelled: 'Cancelled. Try again when you are ready.',
  passkeyClosed:
    'The passkey dialog was closed, timed out, or this browser refused the passkey. Try again.',
  passkeyNotOnThisAddress:
    'Passkeys are not allowed on this address. Open Vouch at its usual address (https, its own name) and try again.',
  passkeyAlreadyAdded: 'This passkey is already added to your account.',
  passkeyNone: 'You have no passkey yet. Use a code from your app.',
  passkeyNeedsFactor: 'Confirm your second factor before adding a passkey.',
  passkeyNameInvalid: 'Give the passkey a name of at most 60 characters',
  passkeyNotFound: 'No such passkey.',
  staffPasswordChangeNeeded: `Staff passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters. Set a longer one with "Don't remember your password?".`,
} as const;

export interface SecondFactorStatus {
  /** A confirmed TOTP secret exists. */
  enrolled: boolean;
  /** Passkeys (WebAuthn) registered: the preferred factor when there is one. */
  passkeys: number;
  /** This session has passed the second factor. */
  verified: boolean;
  recovery_codes_left: number;
  idle_timeout_minutes: number;
}

export interface TotpEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as an SVG QR code (a data: URL). */
  qr_data_url: string;
}

export interface TotpConfirmed {
  /** Shown once: each opens the back office once when the phone is lost. */
  recovery_codes: string[];
}

/** Six digits, or a recovery code (letters and digits, dashes and spaces ignored). */
export const secondFactorCodeField = z
  .string({ error: secondFactorMessages.codeFormat })
  .trim()
  .min(6, secondFactorMessages.codeFormat)
  .max(40, secondFactorMessages.codeFormat)
  .regex(/^[0-9A-Za-z -]+$/, secondFactorMessages.codeFormat);
export const secondFactorCodeSchema = z.object({ code: secondFactorCodeField });
export type SecondFactorCodePayload = z.infer<typeof secondFactorCodeSchema>;

/** A staff member's password when it is chosen (CLI, reset, change). */
export const staffPasswordField = newPasswordField({
  required: messages.passwordRequired,
  minLength: STAFF_PASSWORD_MIN_LENGTH,
  tooShort: secondFactorMessages.staffPasswordTooShort,
});

export interface StaffPasskey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * A browser's WebAuthn answer (registration or authentication response JSON). Checked in depth by
 * the server's WebAuthn library; here only its shape and size.
 */
export const webAuthnResponseSchema = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .refine((v) => JSON.stringify(v).length < 20_000, secondFactorMessages.passkeyFailed);

export const passkeyRegistrationSchema = z.object({
  name: z
    .string({ error: secondFactorMessages.passkeyNameInvalid })
    .trim()
    .min(1, secondFactorMessages.passkeyNameInvalid)
    .max(60, secondFactorMessages.passkeyNameInvalid),
  response: webAuthnResponseSchema,
});
export type PasskeyRegistrationPayload = z.infer<typeof passkeyRegistrationSchema>;

export const passkeyVerifySchema = z.object({ response: webAuthnResponseSchema });
export type PasskeyVerifyPayload = z.infer<typeof passkeyVerifySchema>;

export const secondFactorResetSchema = z.object({ email: emailField });
export type SecondFactorResetPayload = z.infer<typeof secondFactorResetSchema>;
