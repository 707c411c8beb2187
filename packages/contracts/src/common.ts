import { z } from 'zod';
import { parseDob, isFutureDate, ageInYears } from './dates.js';
import { constants } from './enums.js';
import { messages } from './messages.js';
import { PASSWORD_ALLOWED_CHARS, PASSWORD_COMPLEXITY, isCommonPassword } from './password.js';

/** Field validators shared by the camelCase forms and the snake_case API payloads. */

/** Spec 5: "a standard e-mail pattern, case-insensitive". */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const MAX_TEXT = 100;

/** A required text field: trimmed, non-blank, bounded. Missing (undefined) says the same. */
export function requiredText(required: string, max = MAX_TEXT) {
  return z.string({ error: required }).trim().min(1, required).max(max, messages.fieldTooLong);
}

/** A person's name: letters of any script, spaces, hyphens, apostrophes and dots; no links. */
export function nameField(required: string) {
  return requiredText(required).regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, messages.nameInvalid);
}

/** Optional text: blank becomes null (spec 3: "null if empty"). */
export function optionalText(max = MAX_TEXT) {
  return z
    .string()
    .trim()
    .max(max, messages.fieldTooLong)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_PATTERN, messages.emailInvalid)
  .transform((v) => v.toLowerCase());

/** Login takes any non-blank password: rules are for choosing one, not for typing it. */
export const loginPasswordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .max(1024, messages.passwordTooLong);

interface NewPasswordOptions {
  required: string;
  minLength: number;
  tooShort: string;
  /** Change password allows only letters, digits and @$!%*?& (spec 5). */
  restrictChars?: boolean;
}

/** A password being chosen: spec 5's rules, a maximum length and the common-password blocklist. */
export function newPasswordField(o: NewPasswordOptions) {
  return (
    z
      .string({ error: o.required })
      .min(1, o.required)
      .min(o.minLength, o.tooShort)
      .max(constants.passwordMaxLength, messages.passwordTooLong)
      .regex(PASSWORD_COMPLEXITY, messages.passwordComplexity)
      // Said plainly: the complexity message would be untrue for 'Abc#1234', which has a special
      // character that change password's spec rule does not allow.
      .refine(
        (v) => !o.restrictChars || PASSWORD_ALLOWED_CHARS.test(v),
        messages.passwordCharsAllowed,
      )
      .refine((v) => !isCommonPassword(v), messages.passwordTooCommon)
  );
}

export const registrationPasswordField = newPasswordField({
  required: messages.passwordRequired,
  minLength: constants.passwordMinLength,
  tooShort: messages.passwordTooShort,
});

/** dd-mm-yyyy, a real date, not in the future, at least 18 years ago (spec 5, 9). */
export const dobField = z
  .string({ error: messages.dobRequired })
  .trim()
  .min(1, messages.dobRequired)
  .superRefine((v, ctx) => {
    if (!v) return;
    const d = parseDob(v);
    if (!d) ctx.addIssue({ code: 'custom', message: messages.dobInvalid });
    else if (isFutureDate(d)) ctx.addIssue({ code: 'custom', message: messages.dobFuture });
    else if (ageInYears(d) < constants.minimumAgeYears)
      ctx.addIssue({ code: 'custom', message: messages.dobUnderage });
  });

/** Select values: blank or unknown both read as "not chosen". */
export function choiceField<T extends string>(values: readonly [T, ...T[]], required: string) {
  return z.enum(values, { error: required });
}

/** A form's "confirm" field must equal the password it confirms: 'Passwords do not match'. */
export function withConfirmation<T extends z.ZodObject>(
  schema: T,
  passwordKey: keyof z.infer<T> & string,
  confirmKey: keyof z.infer<T> & string = 'confirmPassword' as keyof z.infer<T> & string,
) {
  return schema.refine((v: Record<string, unknown>) => v[confirmKey] === v[passwordKey], {
    path: [confirmKey],
    message: messages.passwordsDoNotMatch,
  });
}
