import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@vouch/contracts';

/**
 * Sheds load instead of queueing it without end: when the event loop lags or requests wait for
 * database connections, answers 503 with Retry-After (a load balancer sends the client elsewhere;
 * a browser tries again). Liveness (/health) and readiness (/ready) still answer.
 */
export async function registerPressure(
  app: FastifyInstance,
  opts: { maxEventLoopDelayMs: number; saturated: () => boolean },
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
      if (/\/api\/v1\/(health|ready)$/.test(request.url)) return undefined;
      reply.status(503).header('retry-after', '5');
      return { status: 503, msg: messages.serverBusy };
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}
