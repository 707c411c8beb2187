/** Sign-in, sessions, passwords and e-mail tokens. */
export { authRoutes } from './routes.js';
export { authService, type AuthService } from './service.js';
export { hashPassword, hasPassword, NO_PASSWORD, verifyPassword } from './passwords.js';
export { codeSignInRoutes } from './code-routes.js';
export { loginThrottle } from './login-throttle.js';
export { changeRole, type RoleChanged } from './role-change.js';
export {
  awaitingSecondFactor,
  isStaffRole,
  REMEMBERED_SESSION_TTL_MS,
  SESSION_TTL_MS,
  sessions,
  withSeen,
  type AuthContext,
  type Sessions,
} from './sessions.js';
