import type { FastifyReply, FastifyRequest } from 'fastify';
import { secondFactorMessages } from '@vouch/contracts';
import { forbidden, HttpError } from '../lib/http-errors.js';
import { authOf } from './authenticate.js';

/**
 * Runs after `authenticate`: the role is the server's own record, never the client's word. Every
 * role asked for here is a staff role, so the session must also have passed the second factor: a
 * staff password alone never opens the back office.
 */
export function requireRole(...roles: string[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const auth = authOf(request);
    if (!roles.includes(auth.user.role)) throw forbidden();
    if (!auth.secondFactorAt) throw new HttpError(403, secondFactorMessages.required);
  };
}
