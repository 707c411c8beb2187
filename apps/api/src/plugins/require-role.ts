import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-errors.js';
import { authOf } from './authenticate.js';

/** Runs after `authenticate`: the role is the server's own record, never the client's word. */
export function requireRole(...roles: string[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!roles.includes(authOf(request).user.role)) throw forbidden();
  };
}
