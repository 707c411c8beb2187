import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUSINESS_API_PREFIX, businessProblems, messages } from '@vouch/contracts';

/** Liveness and readiness answer under load too: they say how the instance is. */
export const answersUnderPressure = (url: string) => /\/api\/v1\/(health|ready)$/.test(url);

/**
 * Sheds load instead of queueing it without end: when the event loop lags or requests wait for
 * database connections, answers 503 with Retry-After (a load balancer sends the client elsewhere;
 * a browser tries again). Liveness (/health) and readiness (/ready) still answer.
 */
export async function registerPressure(
  app: FastifyInstance,
  opts: {
    maxEventLoopDelayMs: number;
    saturated: () => boolean;
    /** The business API's problem type for 503 (decision 0037). */
    unavailableType: string;
  },
) {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    retryAfter: 5,
    healthCheck: async () => !opts.saturated(),
    healthCheckInterval: 1000,
    exposeStatusRoute: false,
    // A value returned here is the body under-pressure sends (its typings say void; its code
    // sends what a synchronous handler returns); undefined lets the request through.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      if (answersUnderPressure(request.url)) return undefined;
      reply.status(503).header('retry-after', '5');
      // The business API answers problem details (RFC 9457), as all its errors.
      if (request.url.startsWith(BUSINESS_API_PREFIX)) {
        reply.type('application/problem+json').header('vouch-request-id', request.id);
        return JSON.stringify({
          type: opts.unavailableType,
          code: 'unavailable',
          title: businessProblems.unavailable.title,
          status: 503,
          detail: messages.serverBusy,
          request_id: request.id,
        });
      }
      return { status: 503, msg: messages.serverBusy };
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}
