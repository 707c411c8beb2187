import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  answers,
  operationsPaths,
  systemOverviewSchema,
  type SystemOverview,
} from '@vouch/contracts';
import { notFound } from '../../lib/http-errors.js';
import { requireRole } from '../../plugins/require-role.js';
import { bearerMatches, type Metrics } from './metrics.js';

/** The back office's System screen's figures (admins). */
export function systemRoutes(d: {
  authenticate: onRequestHookHandler;
  overview: () => Promise<SystemOverview>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operationsPaths.system,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Jobs per queue, mail and checks over the last day, the instances seen recently (admins)',
          security: [{ bearerAuth: [] }],
          response: answers(systemOverviewSchema, 'The figures', [401, 403]),
        },
        onRequest: [d.authenticate, requireRole('admin')],
      },
      async () => ({ status: 200, msg: await d.overview() }),
    );
  };
}

/**
 * GET /metrics on the app's port: only with `Authorization: Bearer $METRICS_TOKEN`; not found
 * while no token is configured (METRICS_PORT alone serves it on its own port instead).
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token?: string) {
  if (metrics.enabled)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(
        request.routeOptions.url ?? 'unmatched',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      const key = request.apiKey;
      if (key) metrics.businessCall(key.keyId, key.mode, reply.statusCode);
      done();
    });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw notFound();
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ status: 401, msg: 'Give the metrics token: Authorization: Bearer …' });
    return reply.header('content-type', metrics.contentType).send(await metrics.scrape());
  });
}
