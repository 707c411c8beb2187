/** Business verifications, KYB (issue 49, decision 0055). */
export { businessVerifications, type BusinessVerifications } from './service.js';
export { businessVerificationReview } from './review.js';
export { businessVerificationRoutes } from './business-routes.js';
export { businessVerificationBackofficeRoutes } from './backoffice-routes.js';
export { businessVerificationConsoleRoutes } from './console-routes.js';
export { businessVerificationGoLiveRoutes } from './go-live-routes.js';
