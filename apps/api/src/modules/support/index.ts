/** The support desk: members' tickets and staff replies. */
export { supportRoutes } from './routes.js';
export { supportService, type SupportService } from './service.js';
