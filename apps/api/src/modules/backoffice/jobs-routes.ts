import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  backofficePaths,
  failedJobSchema,
  jobMessages,
  sentence,
  STAFF,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];

/**
 * The dead-letter list: jobs that failed every attempt (an e-mail SMTP kept refusing, a check
 * that kept crashing). Admins see why and queue one again; a retry is audited. Job data (e-mail
 * contents, member ids) is not shown.
 */
export function failedJobRoutes({ backoffice, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  const admin = [authenticate, requireRole('admin')];
  return async (app) => {
    app.get(
      backofficePaths.failedJobs,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Background jobs that failed every attempt, newest first (admins)',
          security: bearer,
          response: answers(z.array(failedJobSchema), 'The failed jobs', [401, 403]),
        },
        onRequest: admin,
      },
      async () => ({ status: 200, msg: await backoffice.failedJobs() }),
    );

    app.post(
      `${backofficePaths.failedJobs}/:id/retry`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Queue a failed job again with fresh attempts (admins; audited)',
          security: bearer,
          params: z.object({ id: z.string().min(1).max(64) }),
          response: answers(sentence, 'Queued again', [...STAFF, 409]),
        },
        onRequest: admin,
      },
      async (request) => {
        await backoffice.retryJob(authOf(request), request.params.id, request.ip);
        return { status: 200, msg: jobMessages.retried };
      },
    );
  };
}
