import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-errors.js';
import type { AuthContext, Sessions } from '../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** onRequest hook for member routes (runs before body validation): a valid bearer token of a live session, or 401. */
export function authenticate(sessions: Sessions) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    const auth = m ? await sessions.authenticate(m[1]!, request.ip) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
}

/** The authenticated member of a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
