import { LOCALES } from './locales.js';
import { z } from 'zod';
import {
  choiceField,
  dobField,
  emailField,
  optionalText,
  registrationPasswordField,
  withConfirmation,
} from './common.js';
import { countryValues, genderValues } from './enums.js';
import { ipAddressField } from './login.js';
import { memberFields } from './member-fields.js';
import { messages } from './messages.js';

/**
 * Signing in and signing up with a code mailed to the address (issue 47, decision 0053): a
 * customer on a business's link proves the address, then gives only what verification needs. No
 * password: one can be set later.
 */
export const EMAIL_CODE_LENGTH = 6;
/** Wrong codes typed for one code before it is dead. */
export const EMAIL_CODE_MAX_FAILURES = 5;
export const EMAIL_CODE_TTL_MINUTES = 10;

export const emailCodeMessages = {
  sent: (email: string) =>
    `We sent a ${EMAIL_CODE_LENGTH}-digit code to ${email}. It works for ${EMAIL_CODE_TTL_MINUTES} minutes.`,
  codeRequired: 'Enter the code from the e-mail',
  codeFormat: `The code is ${EMAIL_CODE_LENGTH} digits`,
  codeWrong: 'That code is wrong or has expired. Check the e-mail, or send a new code.',
  ticketInvalid: 'This sign-up has expired. Start again with your e-mail address.',
  alreadyRegistered: 'This e-mail address already has a Vouch account. Sign in instead.',
  notForStaff: 'Staff accounts sign in with their password.',
  passwordAlreadySet:
    'Your account already has a password. Change it with your current password instead.',
  passwordSet: 'Password set. You can now sign in with it or with a code.',
  signInAgainForFactor:
    'Your account has no password: sign in again with a code from your e-mail, then add this within five minutes.',
  termsRequired: messages.termsRequired,
} as const;

const codeField = z
  .string({ error: emailCodeMessages.codeRequired })
  .trim()
  .min(1, emailCodeMessages.codeRequired)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, emailCodeMessages.codeFormat));

export const emailCodePayloadSchema = z.object({
  email_address: emailField,
  /** Issue 51: the language of the page asking, for a code mailed to an address with no account. */
  preferred_language: z.enum(LOCALES).optional(),
});
export type EmailCodePayload = z.input<typeof emailCodePayloadSchema>;

export const emailCodeVerifyPayloadSchema = z.object({
  email_address: emailField,
  code: codeField,
  remember_me: z.boolean().optional(),
});
export type EmailCodeVerifyPayload = z.input<typeof emailCodeVerifyPayloadSchema>;

/**
 * A right code: an existing account is signed in (its second factor still asked for, as at
 * login); a new address gets a ticket to create the account with, good for 30 minutes, once.
 */
export const emailCodeResultSchema = z.discriminatedUnion('account', [
  z.object({
    account: z.literal('existing'),
    authToken: z.string(),
    second_factor: z.literal('required').optional(),
  }),
  z.object({ account: z.literal('new'), signup_token: z.string() }),
]);
export type EmailCodeResult = z.infer<typeof emailCodeResultSchema>;

/** What verification needs of a new member: spec 3's form without the password. */
export const codeSignUpPayloadSchema = z.object({
  signup_token: z.string().min(1).max(200),
  email_address: emailField,
  first_name: memberFields.firstName,
  last_name: memberFields.lastName,
  phone_number: memberFields.phone,
  whatsapp_number: memberFields.whatsapp,
  wechat_name: optionalText(),
  wechat_id: optionalText(),
  gender: choiceField(genderValues, messages.genderRequired),
  dob: dobField,
  country: choiceField(countryValues, messages.countryRequired),
  accept_terms: z.literal(true, { error: messages.termsRequired }),
  ip_address: ipAddressField,
  /** Issue 51: the language the visitor signed up in. */
  preferred_language: z.enum(LOCALES).optional(),
});
export type CodeSignUpPayload = z.input<typeof codeSignUpPayloadSchema>;

export const codeSignUpResultSchema = z.object({ authToken: z.string() });

export const emailCodePaths = {
  send: '/auth/email-code',
  verify: '/auth/email-code/verify',
  signUp: '/auth/code-sign-up',
  /** A member without a password (a code sign-up) chooses one. */
  setPassword: '/account/set-password',
} as const;

export const setPasswordPayloadSchema = z.object({ new_password: registrationPasswordField });
export type SetPasswordPayload = z.input<typeof setPasswordPayloadSchema>;

/** The code sign-up's form: spec 3's fields without the e-mail (proved) or a password. */
export const codeSignUpFormSchema = z.object({
  firstName: memberFields.firstName,
  lastName: memberFields.lastName,
  phoneNumber: memberFields.phone,
  whatsappNumber: memberFields.whatsapp,
  gender: choiceField(genderValues, messages.genderRequired),
  dob: dobField,
  country: choiceField(countryValues, messages.countryRequired),
  terms: z.literal(true, { error: messages.termsRequired }),
});
export type CodeSignUpForm = z.input<typeof codeSignUpFormSchema>;

export const setPasswordFormSchema = withConfirmation(
  z.object({
    password: registrationPasswordField,
    confirmPassword: z.string().min(1, messages.confirmPasswordRequired),
  }),
  'password',
);
export type SetPasswordForm = z.input<typeof setPasswordFormSchema>;
