/** Check Verification: is the member I am about to pay verified? */
export { verificationRoutes } from './routes.js';
export { verificationService, type VerificationService } from './service.js';
