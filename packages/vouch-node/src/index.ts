/**
 * Vouch's business API for Node.js (issue 47): `new Vouch({ apiKey })`, typed from Vouch's
 * OpenAPI document, with retries, idempotency keys and pagination; `verifyWebhook` for what
 * Vouch sends. Test helpers are in `@vouch/vouch-node/testing`; `npx vouch listen | trigger`.
 */
export { Vouch, everyItem, type AutoPage, type VouchOptions } from './client.js';
export { VouchError } from './errors.js';
export {
  verifyWebhook,
  signWebhook,
  newWebhookSecret,
  WebhookVerificationError,
  type WebhookHeaders,
} from './webhooks.js';
export { listen, type ListenOptions } from './listen.js';
export { trigger, triggers, type TriggerableEvent } from './trigger.js';
export type * from './types.js';
export type { paths, operations } from './generated/business-api.js';
