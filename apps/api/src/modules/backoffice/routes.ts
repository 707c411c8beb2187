import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  auditEntrySchema,
  backofficeMessages,
  backofficePaths,
  caseViewSchema,
  decisionPayloadSchema,
  queueItemSchema,
  queueQuerySchema,
  roleChangePayloadSchema,
  sentence,
  STAFF,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(64) });

export function backofficeRoutes({
  backoffice,
  audit,
  authenticate,
}: RouteDeps): FastifyPluginAsyncZod {
  const staff = [authenticate, requireRole('reviewer', 'admin')];
  const admin = [authenticate, requireRole('admin')];
  return async (app) => {
    app.get(
      backofficePaths.queue,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'KYC submissions by status, oldest first (reviewers)',
          security: bearer,
          querystring: queueQuerySchema,
          response: answers(z.array(queueItemSchema), 'The queue', [...STAFF]),
        },
        onRequest: staff,
      },
      async (request) => ({ status: 200, msg: await backoffice.queue(request.query) }),
    );

    app.get(
      `${backofficePaths.case}/:id`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'One case: submission, lookup comparison, versions, payment, duplicate-ID flag',
          security: bearer,
          params,
          response: answers(caseViewSchema, 'The case', [...STAFF, 404]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await backoffice.caseView(authOf(request), request.params.id, request.ip),
      }),
    );

    app.post(
      `${backofficePaths.case}/:id/decision`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Approve, or reject with a reason; exactly one of two concurrent decisions wins (409)',
          security: bearer,
          params,
          body: decisionPayloadSchema,
          response: answers(sentence, 'Decided: what happens next', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await backoffice.decide(authOf(request), request.params.id, request.body, request.ip),
      }),
    );

    app.post(
      backofficePaths.roles,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Grant or remove the reviewer role (admins)',
          security: bearer,
          body: roleChangePayloadSchema,
          response: answers(sentence, 'Role changed', [...STAFF, 404, 409]),
        },
        onRequest: admin,
      },
      async (request) => {
        await backoffice.changeRole(
          authOf(request),
          request.body.email,
          request.body.role,
          request.ip,
        );
        return { status: 200, msg: backofficeMessages.roleChanged };
      },
    );

    app.get(
      backofficePaths.audit,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'The audit log, newest first (admins)',
          security: bearer,
          response: answers(z.array(auditEntrySchema), 'The latest entries', [401, 403]),
        },
        onRequest: admin,
      },
      async () => ({ status: 200, msg: await audit.list() }),
    );
  };
}
