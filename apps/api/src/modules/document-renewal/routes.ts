import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  documentExpirySchema,
  documentRenewalDecisionSchema,
  documentRenewalPaths,
  documentRenewalReviewSchema,
  failures,
  renewalImageKinds,
  sentence,
  STAFF,
  documentRenewalPath,
  documentRenewalPayloadSchema,
  documentRenewalResultSchema,
  MAX_DATA_URL_LENGTH,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RenewalReview } from './review.js';
import type { DocumentRenewal } from './service.js';

const bearer = [{ bearerAuth: [] }];

/** A verified member's passport renewal (issue 50): its standing, and the renewal itself. */
export function documentRenewalRoutes(d: {
  renewal: DocumentRenewal;
  review: RenewalReview;
  authenticate: onRequestHookHandler;
}): FastifyPluginAsyncZod {
  const staff = [d.authenticate, requireRole('reviewer', 'admin')];
  const params = z.object({ id: z.uuid('No such renewal waiting for a reviewer') });
  return async (app) => {
    app.get(
      documentRenewalPaths.queue,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Document renewals waiting for a reviewer (a driver’s licence), oldest first',
          security: bearer,
          response: answers(z.array(documentRenewalReviewSchema), 'The renewals', STAFF),
        },
        onRequest: staff,
      },
      async () => ({ status: 200, msg: await d.review.queue() }),
    );

    app.get(
      `${documentRenewalPaths.queue}/:id/images/:kind`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'One image of a renewal: the new document, the live selfie, the selfie approved before (audited)',
          security: bearer,
          params: params.extend({ kind: z.enum(renewalImageKinds) }),
          response: { 200: z.string().describe('The image'), ...failures([...STAFF, 404]) },
        },
        onRequest: staff,
      },
      async (request, reply) => {
        const auth = authOf(request);
        const bytes = await d.review.image(request.params.id, request.params.kind, {
          id: auth.user.id,
          ip: request.ip,
        });
        return reply
          .header('content-type', bytes[0] === 0x89 ? 'image/png' : 'image/jpeg')
          .header('cache-control', 'no-store, private')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(bytes as unknown as string);
      },
    );

    app.post(
      `${documentRenewalPaths.queue}/:id/decision`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Approve a renewal with the expiry read off the document, or refuse it with a reason',
          security: bearer,
          params,
          body: documentRenewalDecisionSchema,
          response: answers(sentence, 'Decided', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => {
        const auth = authOf(request);
        return {
          status: 200,
          msg: await d.review.decide(request.params.id, request.body, {
            id: auth.user.id,
            ip: request.ip,
          }),
        };
      },
    );

    app.get(
      documentRenewalPath,
      {
        schema: {
          tags: ['kyc'],
          summary: 'Where the passport the verification rests on stands (null: no expiry known)',
          security: bearer,
          response: answers(documentExpirySchema.nullable(), 'The standing', [401, 429]),
        },
        onRequest: d.authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await d.renewal.standing(authOf(request).user.id),
      }),
    );

    app.post(
      documentRenewalPath,
      {
        schema: {
          tags: ['kyc'],
          summary: 'Renew an expiring or expired passport: the new data page and a live capture',
          description:
            'Only while the approved passport is expiring, in its grace period or expired (409 otherwise). The machine reads the new passport’s MRZ (valid, not expired, later than the one on record, the certified names and date of birth) and compares the live capture’s face with its portrait and with the face approved before; 422 lists each reason, and nothing changes. At most five refusals a day (429).',
          security: bearer,
          body: documentRenewalPayloadSchema,
          response: answers(documentRenewalResultSchema, 'Renewed', [400, 401, 409, 422, 429]),
        },
        onRequest: d.authenticate,
        bodyLimit: MAX_DATA_URL_LENGTH + 4096,
        config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await d.renewal.renew(authOf(request), request.body, request.ip),
      }),
    );
  };
}
