import type { onRequestAsyncHookHandler } from 'fastify';
import type { AccountService } from './account/service.js';
import type { AuthService } from './auth/service.js';

/** What the route plugins are given by app.ts. */
export interface RouteDeps {
  auth: AuthService;
  account: AccountService;
  authenticate: onRequestAsyncHookHandler;
}
