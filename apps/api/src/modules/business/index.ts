/** Vouch for businesses (issue 32): organisations, API keys, the business API, usage. */
export { businessApi, problemResponses } from './api/plugin.js';
export { purgeIdempotencyKeys } from './api/idempotency.js';
export { Problem } from './api/problems.js';
export { apiKeyHashKey, hashApiKey, newApiKey, parseApiKey } from './key-format.js';
export { businessRoutes } from './routes.js';
export { businessReviewRoutes } from './review-routes.js';
export { businessUsageRoutes } from './usage-routes.js';
export { businessBalanceRoutes } from './balance-routes.js';
export { businessBrandingRoutes } from './branding-routes.js';
export { brandingService, logoUrlOf } from './branding.js';
export { businessService, type BusinessService } from './service.js';
export type { ApiKeyAuth, BusinessDeps } from './context.js';
export { prefixedId, requireRole } from './context.js';
export { organisationBalance, type OrgBalance } from './balance.js';
export { requireTeamSecondFactor } from './team-factor.js';
export { businessDomainRoutes } from './domain-routes.js';
export { domainProofs, websiteProven, type TxtResolver } from './domain-proof.js';
