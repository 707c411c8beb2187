/** Documents that expire (issue 50, decision 0059): the member's renewal, and where it stands. */
export { documentRenewal, type DocumentRenewal, type DocumentRenewalDeps } from './service.js';
export { documentRenewalRoutes } from './routes.js';
export { documentExpiryState, lagosToday, type ExpiryPolicy } from './expiry-state.js';
export { documentExpirySchedule } from './schedule.js';
export { renewalReview, type RenewalReview } from './review.js';
