import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  businessEventSchema,
  businessMessages,
  businessPaths,
  consoleWebhookEndpointSchema,
  createdWebhookEndpointSchema,
  rotateWebhookSecretSchema,
  sentence,
  SIGNED_IN,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@vouch/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-errors.js';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole, requireTeamSecondFactor } from '../business/index.js';
import type { WebhookEndpoints } from './endpoints.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['business'];
const id = z.string().min(1).max(40);
const org = z.object({ id });
const orgEndpoint = z.object({ id, endpointId: id });
const orgDelivery = z.object({ id, endpointId: id, deliveryId: id });
const CONSOLE = [...SIGNED_IN, 403, 404] as const;

/**
 * The console's webhook routes (issue 33) in the member API's { status, msg } envelope: every
 * member of the team reads; owners and developers change (the role is checked on each request).
 */
export function webhookConsoleRoutes(d: {
  db: Db;
  endpoints: WebhookEndpoints;
  authenticate: onRequestAsyncHookHandler;
}): FastifyPluginAsyncZod {
  const { endpoints, authenticate } = d;
  const base = `${businessPaths.organisations}/:id/webhook-endpoints`;
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags,
          summary: 'The webhook endpoints of both modes (never their secrets)',
          security: bearer,
          params: org,
          response: answers(z.array(webhookEndpointSchema), 'Endpoints', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await requireRole(d.db, request.params.id, authOf(request).user.id, 'read');
        return { status: 200, msg: await endpoints.list(request.params.id) };
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: 'Add a webhook endpoint (owners and developers): msg.secret is shown this once',
          security: bearer,
          params: org,
          body: consoleWebhookEndpointSchema,
          response: answers(createdWebhookEndpointSchema, 'The endpoint, with its secret', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(d.db, request.params.id, auth.user.id, 'keys');
        const { mode, ...body } = request.body;
        // As with keys: live endpoints once an admin approved the organisation for live mode.
        if (mode === 'live') {
          const o = await d.db
            .selectFrom('organisations')
            .select('live_status')
            .where('id', '=', request.params.id)
            .executeTakeFirst();
          if (o?.live_status !== 'approved')
            throw new HttpError(403, businessMessages.liveNotApproved);
        }
        // Where the organisation's data goes: the same second factor as a key (issue 46).
        await requireTeamSecondFactor(d.db, auth, request.params.id, { live: mode === 'live' });
        return {
          status: 200,
          msg: await endpoints.create(request.params.id, mode, body, {
            userId: auth.user.id,
            ip: request.ip,
          }),
        };
      },
    );

    app.delete(
      `${base}/:endpointId`,
      {
        schema: {
          tags,
          summary: 'Delete a webhook endpoint (owners and developers)',
          security: bearer,
          params: orgEndpoint,
          response: answers(sentence, 'Deleted', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(d.db, request.params.id, auth.user.id, 'keys');
        await endpoints.remove(request.params.id, request.params.endpointId, {
          userId: auth.user.id,
          ip: request.ip,
        });
        return { status: 200, msg: 'Endpoint deleted' };
      },
    );

    app.post(
      `${base}/:endpointId/rotate-secret`,
      {
        schema: {
          tags,
          summary: 'Rotate the signing secret (owners and developers): the new one shown once',
          security: bearer,
          params: orgEndpoint,
          body: rotateWebhookSecretSchema,
          response: answers(
            createdWebhookEndpointSchema,
            'The endpoint, with its new secret',
            CONSOLE,
          ),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(d.db, request.params.id, auth.user.id, 'keys');
        // A new secret is a new credential: shown once, so asked for as a key is (issue 46).
        await requireTeamSecondFactor(d.db, auth, request.params.id);
        return {
          status: 200,
          msg: await endpoints.rotate(
            request.params.id,
            request.params.endpointId,
            request.body.overlap,
            { userId: auth.user.id, ip: request.ip },
          ),
        };
      },
    );

    app.post(
      `${base}/:endpointId/enable`,
      {
        schema: {
          tags,
          summary: 'Enable a disabled endpoint again (owners and developers)',
          security: bearer,
          params: orgEndpoint,
          response: answers(webhookEndpointSchema, 'The endpoint', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(d.db, request.params.id, auth.user.id, 'keys');
        return {
          status: 200,
          msg: await endpoints.enable(request.params.id, request.params.endpointId, {
            userId: auth.user.id,
            ip: request.ip,
          }),
        };
      },
    );

    app.get(
      `${base}/:endpointId/deliveries`,
      {
        schema: {
          tags,
          summary: 'The endpoint’s last 50 deliveries, newest first',
          security: bearer,
          params: orgEndpoint,
          response: answers(z.array(webhookDeliverySchema), 'Deliveries', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await requireRole(d.db, request.params.id, authOf(request).user.id, 'read');
        return {
          status: 200,
          msg: await endpoints.deliveries(request.params.id, request.params.endpointId),
        };
      },
    );

    app.post(
      `${base}/:endpointId/deliveries/:deliveryId/resend`,
      {
        schema: {
          tags,
          summary: 'Send a delivery once more, now, with the same webhook-id',
          security: bearer,
          params: orgDelivery,
          response: answers(sentence, 'Queued', [...CONSOLE, 409]),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(d.db, request.params.id, auth.user.id, 'keys');
        await endpoints.resend(
          request.params.id,
          request.params.endpointId,
          request.params.deliveryId,
          { userId: auth.user.id, ip: request.ip },
        );
        return { status: 200, msg: 'Sending again now' };
      },
    );

    app.post(
      `${base}/:endpointId/test`,
      {
        schema: {
          tags,
          summary: 'Send a webhook.test event to this endpoint',
          security: bearer,
          params: orgEndpoint,
          response: answers(businessEventSchema, 'The test event', [...CONSOLE, 409]),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const auth = authOf(request);
        await requireRole(d.db, request.params.id, auth.user.id, 'keys');
        return {
          status: 200,
          msg: await endpoints.sendTest(request.params.id, request.params.endpointId),
        };
      },
    );
  };
}
