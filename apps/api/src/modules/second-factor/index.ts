/** The staff second factor: TOTP enrolment, codes, recovery codes, passkeys, an admin's reset. */
export { passkeyRoutes } from './passkey-routes.js';
export { passkeyService, type PasskeyService } from './passkeys.js';
export { secondFactorRoutes } from './routes.js';
export { secondFactorService, type SecondFactorService } from './service.js';
