/** Verification sessions, the hosted flow's routes and consent (issue 33, decision 0039). */
export { sessionBusinessRoutes } from './business-routes.js';
export { sessionMemberRoutes } from './member-routes.js';
export { verificationSessions, type SessionDeps, type VerificationSessions } from './service.js';
export { sessionConsoleRoutes } from './console-routes.js';
export type { SessionMoved } from './transition.js';
