import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeAccountPayloadSchema,
  exportDownloadQuerySchema,
  legalHoldAccessSchema,
  privacyMessages,
  privacyPaths,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';
import {
  closeResponses,
  dataRequestsResponses,
  downloadFailures,
  exportResponses,
  myDataResponses,
  policyResponses,
} from './privacy-schemas.js';
import { legalHoldAccessResponses, legalHoldListResponses } from './legal-hold-schemas.js';

const bearer = [{ bearerAuth: [] }];
const holdParams = z.object({
  userId: z.uuid({ error: privacyMessages.legalHoldNotFound }),
});

/** The member's own data (issue 16) and the admins' list of data requests. */
export function privacyRoutes({ privacy, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      privacyPaths.policy,
      {
        schema: {
          tags: ['privacy'],
          summary: 'How long each kind of record is kept, in days (the privacy policy shows it)',
          response: policyResponses,
        },
      },
      async () => ({ status: 200, msg: privacy.policy() }),
    );

    app.get(
      privacyPaths.myData,
      {
        schema: {
          tags: ['privacy'],
          summary: 'What we hold about the member, grouped, with counts and consents',
          security: bearer,
          response: myDataResponses,
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await privacy.summary(authOf(request)) }),
    );

    app.post(
      privacyPaths.export,
      {
        schema: {
          tags: ['privacy'],
          summary:
            'Ask for a copy of your data: a background job builds a ZIP and mails a link that works once, for 24 hours, after sign-in (409 while one is being prepared)',
          security: bearer,
          response: exportResponses,
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        await privacy.requestExport(authOf(request), request.ip);
        return { status: 200, msg: privacyMessages.exportRequested };
      },
    );

    app.get(
      privacyPaths.download,
      {
        schema: {
          tags: ['privacy'],
          summary:
            "The ZIP of the member's data, once, to the member it was made for (404 for an expired, used or someone else's link)",
          security: bearer,
          querystring: exportDownloadQuerySchema,
          response: downloadFailures,
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const bytes = await privacy.download(authOf(request), request.query.token, request.ip);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', 'attachment; filename="vouch-my-data.zip"')
          .header('cache-control', 'no-store, private')
          .send(bytes);
      },
    );

    app.post(
      privacyPaths.close,
      {
        schema: {
          tags: ['privacy'],
          summary:
            'Close the account and erase its data (password needed): sessions end and lookups answer "not verified" at once; KYC records are kept, locked, for the legal retention period',
          security: bearer,
          body: closeAccountPayloadSchema,
          response: closeResponses,
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      },
      async (request) => {
        await privacy.close(authOf(request), request.body.password, request.ip);
        return { status: 200, msg: privacyMessages.closed };
      },
    );

    app.get(
      privacyPaths.dataRequests,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Data requests (copies, erasures) with their age and the one-month deadline (admins)',
          security: bearer,
          response: dataRequestsResponses,
        },
        onRequest: [authenticate, requireRole('admin')],
      },
      async () => ({ status: 200, msg: await privacy.requests() }),
    );

    app.get(
      privacyPaths.legalHolds,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Closed accounts whose KYC records the law keeps, and their purge dates (admins; no personal data)',
          security: bearer,
          response: legalHoldListResponses,
        },
        onRequest: [authenticate, requireRole('admin')],
      },
      async () => ({ status: 200 as const, msg: await privacy.legalHolds.list() }),
    );

    app.post(
      `${privacyPaths.legalHolds}/:userId/access`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            "Open a closed account's kept KYC records under a legal hold: a written reason is required and the access is audited (admins)",
          security: bearer,
          params: holdParams,
          body: legalHoldAccessSchema,
          response: legalHoldAccessResponses,
        },
        onRequest: [authenticate, requireRole('admin')],
        config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({
        status: 200 as const,
        msg: await privacy.legalHolds.access(
          authOf(request),
          request.params.userId,
          request.body.reason,
          request.ip,
        ),
      }),
    );
  };
}
