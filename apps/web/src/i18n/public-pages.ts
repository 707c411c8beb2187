/**
 * What each static page renders, by message id prefix: its catalogue chunk carries only these
 * (build/i18n.ts reads this file), so that a language costs each page only its own words. A
 * message missing here shows in English on that page: the page-language journeys catch it.
 */
const FORMS = [
  'common.Alert.',
  'common.Logo.',
  'common.PasswordField.',
  'common.Spinner.',
  'common.language.',
  'errors.common.',
  'errors.parameterised.',
];

export const PUBLIC_PAGES = {
  landing: ['site.header.', 'site.nav.', 'common.language.'],
  login: [
    ...FORMS,
    'auth.AuthLayout.',
    'auth.LoginPage.',
    'auth.CheckInboxNotice.',
    'auth.CodeSignIn.',
    'auth.CodeSignUpForm.',
    'auth.PasskeyOffer.',
    'errors.emailCode.',
    // What the sign-in's second step and a suspended account can be told, not the whole groups.
    'errors.lifecycle.accountSuspended',
    'errors.secondFactor.code',
    'errors.secondFactor.passkey',
    'errors.secondFactor.recoveryCodeUsed',
    'errors.secondFactor.tooManyWrongCodes',
    'errors.secondFactor.verified',
    'secondFactor.LoginSecondStep.',
    'secondFactor.VerifyCode.',
    'secondFactor.RecoveryCodes.',
  ],
  register: [
    ...FORMS,
    'auth.AuthLayout.',
    'auth.RegisterPage.',
    'auth.RegisterSections.',
    'common.DateOfBirthField.',
    'common.PasswordChecklist.',
    'common.SelectField.',
    'common.country.',
    'common.gender.',
  ],
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;
