/** The signed-in member's own account: profile, e-mail verification, password. */
export { accountRoutes } from './routes.js';
export { accountService, type AccountService } from './service.js';
