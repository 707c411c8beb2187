import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  monitoringAlertQuerySchema,
  monitoringAlertSchema,
  monitoringDecisionSchema,
  monitoringPaths,
  sentence,
  STAFF,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { MonitoringAlerts } from './alerts.js';

const bearer = [{ bearerAuth: [] }];

/** The back office's alerts of ongoing screening (issue 50): reviewers and admins. */
export function monitoringRoutes(d: {
  alerts: MonitoringAlerts;
  authenticate: onRequestHookHandler;
}): FastifyPluginAsyncZod {
  const staff = [d.authenticate, requireRole('reviewer', 'admin')];
  return async (app) => {
    app.get(
      monitoringPaths.alerts,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Possible list matches of verified members found by re-screening, best first',
          security: bearer,
          querystring: monitoringAlertQuerySchema,
          response: answers(z.array(monitoringAlertSchema), 'The alerts', STAFF),
        },
        onRequest: staff,
      },
      async (request) => ({ status: 200, msg: await d.alerts.queue(request.query.status) }),
    );

    app.post(
      `${monitoringPaths.alerts}/:id/decision`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Dismiss (not them) or escalate an alert (reviewers); suspend the member (admins), with the reason',
          security: bearer,
          params: z.object({ id: z.uuid('No such alert') }),
          body: monitoringDecisionSchema,
          response: answers(sentence, 'Decided', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await d.alerts.decide(request.params.id, request.body, {
          id: authOf(request).user.id,
          ip: request.ip,
          admin: authOf(request).user.role === 'admin',
        }),
      }),
    );
  };
}
