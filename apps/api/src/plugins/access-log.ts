import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Probes a load balancer or orchestrator sends every few seconds: logged only when they fail. */
const PROBES = new Set(['/api/v1/health', '/api/v1/ready']);

/**
 * One access-log line per request, written when it is answered (method, path, the client's
 * network — its address cut to a /24 or /48 by the app's req serializer, lib/log-ip.ts — status,
 * time), instead of Fastify's two ("incoming request" and "request completed"): half the log work
 * on every request (decision 0022), and each line says everything about its request. A probe
 * answered 2xx writes nothing; errors are logged as Fastify logs them.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    if (reply.statusCode < 300 && PROBES.has(request.url)) return;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request');
  }
}
