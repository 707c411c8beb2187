import { LOCALES } from './locales.js';
import { z } from 'zod';
import {
  choiceField,
  dobField,
  emailField,
  newPasswordField,
  optionalText,
  registrationPasswordField,
  withConfirmation,
} from './common.js';
import { ipAddressField } from './login.js';
import { memberFields } from './member-fields.js';
import { constants, countryValues, genderValues } from './enums.js';
import { messages } from './messages.js';

// ---- Registration ------------------------------------------------------------------------
const registrationFields = {
  ...memberFields,
  gender: choiceField(genderValues, messages.genderRequired),
  country: choiceField(countryValues, messages.countryRequired),
};

export const registerPayloadSchema = z.object({
  first_name: registrationFields.firstName,
  last_name: registrationFields.lastName,
  email_address: emailField,
  phone_number: registrationFields.phone,
  whatsapp_number: registrationFields.whatsapp,
  wechat_name: optionalText(),
  wechat_id: optionalText(),
  gender: registrationFields.gender,
  dob: dobField,
  country: registrationFields.country,
  password: registrationPasswordField,
  ip_address: ipAddressField,
  /** Ours (issue 51): the language the visitor registered in; English when absent. */
  preferred_language: z.enum(LOCALES).optional(),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** Spec 3's registration form fields; dob is dd-mm-yyyy built from the day/month/year selects. */
export const registerFormSchema = withConfirmation(
  z.object({
    firstName: registrationFields.firstName,
    lastName: registrationFields.lastName,
    email: emailField,
    phoneNumber: registrationFields.phone,
    whatsappNumber: registrationFields.whatsapp,
    wechatName: optionalText(),
    wechatId: optionalText(),
    gender: registrationFields.gender,
    dob: dobField,
    country: registrationFields.country,
    password: registrationPasswordField,
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
    terms: z.literal(true, { error: messages.termsRequired }),
  }),
  'password',
);
export type RegisterForm = z.input<typeof registerFormSchema>;

// ---- Forgot / reset password -------------------------------------------------------------
export const forgotPasswordPayloadSchema = z.object({ email_address: emailField });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordPayloadSchema>;
export const forgotPasswordFormSchema = z.object({ email: emailField });

/**
 * Reset codes (issue 17): 8 characters a person can read and type, from an alphabet without
 * look-alikes (no 0/O, 1/I/L), shown as 'K7QM-3XPR'. Spaces, dashes and case do not matter. The
 * e-mailed link carries a long random token instead and needs no e-mail address.
 */
export const RESET_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RESET_CODE_LENGTH = 8;
/** Wrong codes typed for one account before its code is dead (decision 0016). */
export const RESET_CODE_MAX_FAILURES = 5;

export function normalizeResetCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A typed code (as opposed to the link's token): it needs the account's e-mail address. */
export function isTypedResetCode(value: string): boolean {
  const v = normalizeResetCode(value);
  return v.length === RESET_CODE_LENGTH && [...v].every((c) => RESET_CODE_ALPHABET.includes(c));
}

/** 'K7QM3XPR' → 'K7QM-3XPR', as the e-mail shows it. */
export function formatResetCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

const resetCodeField = z
  .string({ error: messages.codeRequired })
  .trim()
  .min(1, messages.codeRequired)
  .min(6, messages.codeTooShort)
  .max(200, messages.resetCodeInvalid);
const resetPasswordField = newPasswordField({
  required: messages.newPasswordRequired,
  minLength: constants.resetPasswordMinLength,
  tooShort: messages.passwordTooShortReset,
});

const resetEmailField = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(emailField.optional());

export const resetPasswordPayloadSchema = z
  .object({
    code: resetCodeField,
    new_password: resetPasswordField,
    /** Needed with a typed code (its guesses are counted per account), not with the link. */
    email_address: resetEmailField,
  })
  .refine((v) => !isTypedResetCode(v.code) || v.email_address !== undefined, {
    path: ['email_address'],
    message: messages.resetEmailRequired,
  });
export type ResetPasswordPayload = z.input<typeof resetPasswordPayloadSchema>;

export const resetPasswordFormSchema = withConfirmation(
  z.object({
    email: resetEmailField,
    code: resetCodeField,
    newPassword: resetPasswordField,
    confirmPassword: z.string().min(1, messages.confirmNewPasswordRequired),
  }),
  'newPassword',
).refine((v) => !isTypedResetCode(v.code) || v.email !== undefined, {
  path: ['email'],
  message: messages.resetEmailRequired,
});
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

// ---- Change password ---------------------------------------------------------------------
const changeNewPasswordField = newPasswordField({
  required: messages.newPasswordRequired,
  minLength: constants.passwordMinLength,
  tooShort: messages.passwordTooShort,
  restrictChars: true,
});
const currentPasswordField = z
  .string({ error: messages.currentPasswordRequired })
  .min(1, messages.currentPasswordRequired)
  .max(1024, messages.passwordTooLong);

export const changePasswordPayloadSchema = z.object({
  old_password: currentPasswordField,
  new_password: changeNewPasswordField,
});
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;

export const changePasswordFormSchema = withConfirmation(
  z.object({
    currentPassword: currentPasswordField,
    newPassword: changeNewPasswordField,
    confirmPassword: z.string().min(1, messages.confirmNewPasswordRequired),
  }),
  'newPassword',
);
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

// ---- E-mail verification -----------------------------------------------------------------
/** The spec's table sends confirm_token; "one screen's call uses token": both are accepted. */
export const verifyEmailPayloadSchema = z
  .object({
    confirm_token: z.string().max(200).optional(),
    token: z.string().max(200).optional(),
  })
  .transform((v) => ({ token: (v.confirm_token ?? v.token ?? '').trim() }))
  .refine((v) => v.token.length > 0, {
    message: messages.verificationNoToken,
    path: ['confirm_token'],
  });
export type VerifyEmailPayload = z.input<typeof verifyEmailPayloadSchema>;
