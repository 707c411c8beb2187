/** The back office: review queue, case view, decisions, roles, audit, member standing. */
export { backofficeRoutes } from './routes.js';
export { standingRoutes } from './standing-routes.js';
export { failedJobRoutes } from './jobs-routes.js';
export { backofficeService, type BackofficeService } from './service.js';
export { secondLookRows } from './second-looks.js';
