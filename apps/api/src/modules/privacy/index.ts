/** The member's own data: consents, a copy, closing with erasure, retention (issue 16). */
export { privacyRoutes } from './routes.js';
export { privacyService, type PrivacyService } from './service.js';
export type { RetentionConfig } from './retention.js';
export { consentRecorder, type RecordConsent } from './consents.js';
