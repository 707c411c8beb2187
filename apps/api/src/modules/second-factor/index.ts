/**
 * The second factor: TOTP enrolment, codes, recovery codes, passkeys; staff's (mandatory, an
 * admin's reset) and members' (optional, with a step-up before sensitive actions).
 */
export { factorBook, type FactorBook } from './factor-book.js';
export { memberSecondFactorRoutes } from './member-routes.js';
export { passkeyRoutes } from './passkey-routes.js';
export { passkeyService, type PasskeyService } from './passkeys.js';
export { secondFactorRoutes } from './routes.js';
export { secondFactorService, type SecondFactorService } from './service.js';
export {
  assertFreshSecondFactor,
  hasFreshSecondFactor,
  requireFreshSecondFactor,
  STEP_UP_WINDOW_MS,
} from './step-up.js';
