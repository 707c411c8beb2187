import type { RegisterForm } from '@vouch/contracts';

/**
 * The registration form as typed, without the passwords and the consent: handed to the login
 * screen after "Create account" and back to the form by "Wrong address?" (issue 37), so the
 * member corrects one field instead of typing twelve again. It is handed over across the page
 * load (lib/hand-over.ts) and then lives in the history entry only.
 */
export type RegisterDraft = Omit<RegisterForm, 'password' | 'confirmPassword' | 'terms'>;

export interface RegisterHandOver {
  draft?: RegisterDraft;
}
