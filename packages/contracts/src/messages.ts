/**
 * Every user-facing message of the product specification (sections 5 and 8), plus the few the
 * server needs that the spec does not word. Both the web forms and the API answer with these.
 */
export const messages = {
  // Login (spec 5, 8)
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  loginFailed: 'Login failed',
  serverBusy: 'Server busy. Try again',
  loginSuccess: 'Login success',
  invalidCredentials: 'Invalid email or password',

  // Registration (spec 5)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number format',
  whatsappRequired: 'WhatsApp number is required',
  whatsappInvalid: 'Invalid WhatsApp number format',
  genderRequired: 'Gender is required',
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Date input not valid.',
  dobFuture: 'Date of birth cannot be in the future',
  dobUnderage: 'You must be at least 18 years old',
  countryRequired: 'Country is required',
  termsRequired: 'You must agree to the terms and conditions',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooShortReset: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  passwordCharsAllowed: 'Password may contain only letters, numbers and @$!%*?&',
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPasswordRequired: 'Please confirm your password',
  fieldTooLong: 'This field is too long',
  nameInvalid: 'Use letters, spaces, hyphens and apostrophes only',
  registrationSuccess: 'Registration successful. Check your e-mail to verify your account.',
  verificationResendRequested:
    'If that address has an account waiting for verification, a new link is on its way.',

  // Change password (spec 5)
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmNewPasswordRequired: 'Please confirm your new password',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSameAsOld: 'New password must be different from the current password',
  passwordChanged: 'Password changed successfully',

  // Reset password (spec 5)
  codeRequired: 'Code is required',
  codeTooShort: 'Code must be at least 6 characters',
  resetLinkSent: 'password reset link sent',
  resetCodeInvalid: 'This reset code has expired or is invalid.',
  resetEmailRequired: 'Enter the e-mail address the code was sent to',
  passwordReset: 'Your password has been reset. You can now log in.',

  // E-mail verification (spec 5, 8)
  verificationNoToken: 'Verification link is invalid. No token provided.',
  verificationInvalid: 'Verification link has expired or is invalid.',
  verificationSent: 'Verification e-mail sent',
  verificationRecentlySent: 'A verification e-mail was sent recently. Check your inbox.',
  alreadyVerified: 'Your e-mail address is already verified',
  emailVerified: 'Email Verified Successfully!',

  // Profile edit (spec 5)
  profileUpdated: 'Profile updated',

  // Generic server answers
  unauthorized: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few seconds and try again.',
  invalidRequest: 'Invalid request',
  bodyTooDeep: 'This request nests too deeply to be read. Send a flatter JSON body.',
  serverError: 'Something went wrong on our side. Please try again.',
  loggedOut: 'Logged out',

  // Screens (spec 2, 8)
  transactionsLoadFailed: 'Error occurred while fetch data',
  unexpectedError: 'Unexpected Application Error!',
} as const;

export type MessageKey = keyof typeof messages;

/** "45 seconds", "1 minute", "12 minutes", "1 hour": how long until a limit lets go. */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return unit(s, 'second');
  const m = Math.ceil(s / 60);
  if (m < 60) return unit(m, 'minute');
  return unit(Math.ceil(m / 60), 'hour');
}

/** A 429's message: says when to try again (the answer's Retry-After header says it too). */
export const tryAgainInMessage = (seconds: number) =>
  `Too many requests. Please try again in ${waitPhrase(seconds)}.`;

/** Resend within the cooldown: nothing was sent, and when it can be. */
export const resendCooldownMessage = (seconds: number) =>
  `A verification e-mail was sent less than a minute ago. You can resend it in ${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) === 1 ? '' : 's'}.`;

/** Login slows down after wrong passwords (never locks): how long this address must wait. */
export const loginWaitMessage = (seconds: number) =>
  `Too many login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
let byText: Map<string, string> | undefined;

/**
 * The messages whose words carry a number: their code, and the number, so that a client can say
 * the same thing in another language (issue 51).
 */
const PARAMETERISED: { code: string; pattern: RegExp }[] = [
  {
    code: 'try-again-in',
    pattern: /^Too many requests\. Please try again in (\d+) (second|minute|hour)s?\.$/,
  },
  {
    code: 'resend-cooldown',
    pattern:
      /^A verification e-mail was sent less than a minute ago\. You can resend it in (\d+) seconds?\.$/,
  },
  {
    code: 'login-wait',
    pattern: /^Too many login attempts\. Please wait (\d+) seconds? and try again\.$/,
  },
];

/**
 * A message's stable code: the kebab-case of its key in `messages` ('invalid-credentials'), for
 * clients to translate or branch on while `msg` stays English (issue 51); the generic ones are
 * the business API's problem codes ('invalid-request', 'unauthorized', 'not-found'). Undefined
 * for words that are not one of these messages.
 */
export function messageCode(text: string): string | undefined {
  byText ??= new Map(Object.entries(messages).map(([key, words]) => [words as string, kebab(key)]));
  return byText.get(text) ?? PARAMETERISED.find(({ pattern }) => pattern.test(text))?.code;
}

/** A parameterised message's number and unit ('45', 'second'), when `text` is one of them. */
export function messageParameters(
  text: string,
): { code: string; amount: number; unit: string } | undefined {
  for (const { code, pattern } of PARAMETERISED) {
    const match = pattern.exec(text);
    if (match) return { code, amount: Number(match[1]), unit: match[2] ?? 'second' };
  }
  return undefined;
}
