/**
 * The sign-in and sign-up screens are loaded as pages (routes.tsx, auth-island.tsx); what other
 * features may know of them is the sign-up form's draft, which a verification link fills from
 * the business's prefill (issue 47).
 */
export type { RegisterDraft, RegisterHandOver } from './register-draft';
/** Continue with an e-mailed code: a verification link's way in without a password (0053). */
export { CodeSignIn } from './CodeSignIn';
