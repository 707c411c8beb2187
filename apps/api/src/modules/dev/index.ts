export { devMailboxRoutes } from './routes.js';
