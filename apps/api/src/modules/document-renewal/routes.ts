import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  documentExpirySchema,
  documentRenewalPath,
  documentRenewalPayloadSchema,
  documentRenewalResultSchema,
  MAX_DATA_URL_LENGTH,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { DocumentRenewal } from './service.js';

const bearer = [{ bearerAuth: [] }];

/** A verified member's passport renewal (issue 50): its standing, and the renewal itself. */
export function documentRenewalRoutes(d: {
  renewal: DocumentRenewal;
  authenticate: onRequestHookHandler;
}): FastifyPluginAsyncZod {
  return async (app) => {
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
