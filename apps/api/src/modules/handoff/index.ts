/** "Continue on your phone": one-time links that let a phone take a capture step (decision 0020). */
export { handoffRoutes } from './routes.js';
export { handoffService, type HandoffService } from './service.js';
export type { HandoffRow } from './repository.js';
