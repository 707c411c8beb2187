import { constants } from './enums.js';

/** The checks behind the live checklists of Settings and the reset screen (spec 2, 5). */
export interface PasswordRequirement {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  label: string;
  test: (value: string) => boolean;
}

/**
 * Any character that is neither a letter nor a digit (of any script) is a special character:
 * '#', '-', '_', '£' and a space count, as @$!%*?& do (decision 0016).
 */
export const SPECIAL_CHARACTER = /[^\p{L}\p{N}]/u;

/**
 * `restricted`: change password (spec 5) allows only letters, digits and @$!%*?&, so its
 * checklist names exactly those.
 */
export function passwordRequirements(
  minLength: number,
  opts: { restricted?: boolean } = {},
): PasswordRequirement[] {
  return [
    {
      id: 'length',
      label: `At least ${minLength} characters`,
      test: (v) => v.length >= minLength,
    },
    { id: 'upper', label: 'One uppercase letter', test: (v) => /[A-Z]/.test(v) },
    { id: 'lower', label: 'One lowercase letter', test: (v) => /[a-z]/.test(v) },
    { id: 'digit', label: 'One number', test: (v) => /\d/.test(v) },
    {
      id: 'special',
      label: opts.restricted
        ? `One special character (${constants.passwordSpecials})`
        : 'One special character (any symbol, e.g. @ # - _ !)',
      test: (v) => (opts.restricted ? /[@$!%*?&]/.test(v) : SPECIAL_CHARACTER.test(v)),
    },
  ];
}

export const PASSWORD_COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\p{L}\p{N}])/su;
/** Change password also allows only letters, digits and the special set (spec 5). */
export const PASSWORD_ALLOWED_CHARS = /^[A-Za-z\d@$!%*?&]+$/;

/**
 * Base words of the passwords people choose most (public breach-corpus top lists). A password is
 * "common" when, after undoing leetspeak and dropping the digits and symbols people decorate
 * with, what is left is one of these: 'P@ssw0rd1!' and 'Welcome123$' are refused.
 */
const COMMON_BASES = new Set(
  (
    'password passw0rd passwd pass qwerty qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm azerty ' +
    'welcome letmein iloveyou admin administrator login master hello monkey dragon football ' +
    'baseball soccer sunshine shadow superman batman trustno abc abcd abcdef abcdefg ' +
    'princess starwars whatever freedom secret michael jennifer jordan hunter ranger buster ' +
    'charlie thomas robert daniel andrew love lovely loveme god jesus christ blessed blessing ' +
    'nigeria lagos abuja naija money changeme default test tester testing user guest root ' +
    'access computer internet google facebook samsung iphone apple summer winter spring autumn ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday friday sunday qazwsx mypass mypassword newpassword oldpassword ' +
    'vouch kyc verify verified football chelsea arsenal liverpool manchester barcelona'
  ).split(/\s+/),
);

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stripped = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (COMMON_BASES.has(stripped)) return true;
  const unleet = lower
    .split('')
    .map((c) => LEET[c] ?? c)
    .join('')
    .replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (COMMON_BASES.has(unleet)) return true;
  // "Password" spelt with a trailing leet digit: p@ssw0rd1 → passwordi
  return COMMON_BASES.has(unleet.replace(/i+$/, '')) || /^(.)\1+$/.test(stripped);
}
