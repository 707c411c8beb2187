import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  businessVerificationCaseSchema,
  businessVerificationDecisionSchema,
  businessVerificationPaths,
  businessVerificationQueueSchema,
  businessVerificationStatuses,
  failures,
  sentence,
  STAFF,
} from '@vouch/contracts';
import type { onRequestHookHandler } from 'fastify';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { BusinessDocuments } from './documents.js';
import type { businessVerificationReview } from './review.js';

const bearer = [{ bearerAuth: [] }];
const params = z.object({
  id: z.string().regex(/^bv_[0-9A-Za-z]{22}$/, 'No such business verification'),
});

/** The back office's KYB queue (issue 49): reviewers and admins. */
export function businessVerificationBackofficeRoutes(d: {
  review: ReturnType<typeof businessVerificationReview>;
  documents: BusinessDocuments;
  authenticate: onRequestHookHandler;
}): FastifyPluginAsyncZod {
  const staff = [d.authenticate, requireRole('reviewer', 'admin')];
  const q = businessVerificationPaths.queue;
  return async (app) => {
    app.get(
      q,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Business verifications by status (in review by default), oldest first',
          security: bearer,
          querystring: z.object({ status: z.enum(businessVerificationStatuses).optional() }),
          response: answers(businessVerificationQueueSchema, 'The queue', STAFF),
        },
        onRequest: staff,
      },
      async (request) => ({ status: 200, msg: await d.review.queue(request.query.status) }),
    );

    app.get(
      `${q}/:id`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'One business verification: the registry, its people and their results (audited)',
          security: bearer,
          params,
          response: answers(businessVerificationCaseSchema, 'The case', [...STAFF, 404]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await d.review.detail(request.params.id, {
          id: authOf(request).user.id,
          ip: request.ip,
        }),
      }),
    );

    app.get(
      `${q}/:id/documents/:documentId/pages/:page`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'One page of a business’s document, as an image (audited, never cached)',
          security: bearer,
          params: params.extend({
            documentId: z.string().regex(/^bvd_[0-9A-Za-z]{22}$/, 'No such document'),
            page: z.coerce.number().int().min(1).max(5),
          }),
          response: failures([...STAFF, 404]),
        },
        onRequest: staff,
      },
      async (request, reply) => {
        const { id, documentId, page } = request.params;
        const f = await d.documents.page(id, documentId, page, {
          id: authOf(request).user.id,
          ip: request.ip,
        });
        return reply
          .header('content-type', f.contentType)
          .header('cache-control', 'no-store, private')
          .header('content-disposition', 'inline')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(f.bytes);
      },
    );

    app.post(
      `${q}/:id/decision`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Approve (every person verified), reject, or continue (send the people their links), with the reason',
          security: bearer,
          params,
          body: businessVerificationDecisionSchema,
          response: answers(sentence, 'Decided', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => {
        await d.review.decide(request.params.id, request.body, {
          id: authOf(request).user.id,
          ip: request.ip,
          admin: authOf(request).user.role === 'admin',
        });
        return {
          status: 200,
          msg: {
            approve: 'Business verified',
            reject: 'Business verification rejected',
            continue: 'The people were sent their links',
          }[request.body.decision],
        };
      },
    );
  };
}
