import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  memberSecondFactorMessages,
  SECOND_FACTOR_FIELD,
  secondFactorMarkers,
} from '@vouch/contracts';
import { HttpError, unauthorized } from '../lib/http-errors.js';
import { awaitingSecondFactor, type AuthContext, type Sessions } from '../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * The route is part of the sign-in's second step (pass the factor, see what to pass, log
     * out): a member's session that has not passed its second factor may use it.
     */
    secondFactorStep?: boolean;
  }
}

/**
 * onRequest hook for member routes (runs before body validation): a valid bearer token of a live
 * session, or 401. A member who turned on a second factor and has not passed it on this session
 * gets 403 with errors.second_factor 'required' everywhere but the second step's own routes: the
 * password alone opens nothing (decision 0033).
 */
export function authenticate(sessions: Sessions) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    const auth = m ? await sessions.authenticate(m[1]!, request.ip) : null;
    if (!auth) throw unauthorized();
    if (awaitingSecondFactor(auth) && !request.routeOptions.config.secondFactorStep) {
      throw new HttpError(403, memberSecondFactorMessages.signInNeeded, {
        [SECOND_FACTOR_FIELD]: secondFactorMarkers.required,
      });
    }
    request.auth = auth;
  };
}

/** The authenticated member of a request that passed `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
