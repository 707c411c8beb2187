/** What businesses hear (issue 33): events, and their delivery to webhook endpoints. */
export { businessEvents, type BusinessEvents, type NewBusinessEvent } from './events.js';
export { webhooksService, type WebhooksService, type WebhooksDeps } from './service.js';
export { webhookApiRoutes } from './api-routes.js';
export { webhookConsoleRoutes } from './routes.js';
export { STANDARD_SCHEDULE_MS, FAILING_DISABLES_AFTER_MS } from './delivery.js';
export {
  checkedAddress,
  guardedPost,
  refusedAddress,
  RefusedUrl,
  type Resolver,
} from '../../lib/guarded-fetch.js';
export { signatureOf, newWebhookSecret } from './signing.js';
