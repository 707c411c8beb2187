/** The staff second factor: TOTP enrolment, codes, recovery codes, an admin's reset. */
export { secondFactorRoutes } from './routes.js';
export { secondFactorService, type SecondFactorService } from './service.js';
