import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  businessMessages,
  businessPaths,
  businessQueueItemSchema,
  businessQueueQuerySchema,
  liveApprovalSchema,
  liveRefusalSchema,
  sentence,
  STAFF,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const org = z.object({ id: z.string().min(1).max(40) });

/** The back office's Businesses queue (admins, after their second factor; audited). */
export function businessReviewRoutes({ business, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  const admin = [authenticate, requireRole('admin')];
  const base = businessPaths.backoffice;
  const staffActor = (request: Parameters<typeof authOf>[0]) => ({
    kind: 'staff' as const,
    id: authOf(request).user.id,
    ip: request.ip,
  });
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            "Organisations by live-mode status (pending: oldest request first), with the owner's verification",
          security: bearer,
          querystring: businessQueueQuerySchema,
          response: answers(z.array(businessQueueItemSchema), 'The queue', STAFF),
        },
        onRequest: admin,
      },
      async (request) => ({ status: 200, msg: await business.review.queue(request.query.status) }),
    );

    app.post(
      `${base}/:id/approve`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Approve live mode (the owners are mailed)',
          description:
            'With the name, website and (optionally) logo the admin saw: members are shown these, and the approval is refused (409) if any changed since.',
          security: bearer,
          params: org,
          body: liveApprovalSchema,
          response: answers(sentence, 'Approved', [...STAFF, 404, 409]),
        },
        onRequest: admin,
      },
      async (request) => {
        await business.review.decide(
          request.params.id,
          { approve: true, seen: request.body },
          staffActor(request),
        );
        return { status: 200, msg: businessMessages.approved };
      },
    );

    app.post(
      `${base}/:id/refuse`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Refuse live mode with a reason the owners read (mailed)',
          security: bearer,
          params: org,
          body: liveRefusalSchema,
          response: answers(sentence, 'Refused', [...STAFF, 404, 409]),
        },
        onRequest: admin,
      },
      async (request) => {
        await business.review.decide(
          request.params.id,
          { approve: false, reason: request.body.reason },
          staffActor(request),
        );
        return { status: 200, msg: businessMessages.refused };
      },
    );
  };
}
