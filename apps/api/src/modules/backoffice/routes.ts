import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  auditPageSchema,
  auditQuerySchema,
  backofficeMessages,
  backofficePaths,
  caseClaimSchema,
  caseViewSchema,
  claimPayloadSchema,
  decisionPayloadSchema,
  instantDecisionPaths,
  policyStatsSchema,
  secondLookDecisionSchema,
  secondLookItemSchema,
  secondLookQuerySchema,
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

export function backofficeRoutes({ backoffice, authenticate }: RouteDeps): FastifyPluginAsyncZod {
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
      `${backofficePaths.case}/:id/claim`,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Claim a case under review (others see who works on it; lapses after 30 idle minutes); take_over takes it from its holder',
          security: bearer,
          params,
          body: claimPayloadSchema,
          response: answers(caseClaimSchema, 'The claim', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await backoffice.claim(authOf(request), request.params.id, request.body, request.ip),
      }),
    );

    app.delete(
      `${backofficePaths.case}/:id/claim`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Release your claim on a case',
          security: bearer,
          params,
          response: answers(sentence, 'Released', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await backoffice.release(authOf(request), request.params.id, request.ip),
      }),
    );

    app.get(
      instantDecisionPaths.secondLooks,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Sampled automatic approvals to look at again (AUTO_QA_RATE), oldest first',
          security: bearer,
          querystring: secondLookQuerySchema,
          response: answers(z.array(secondLookItemSchema), 'Second looks', [...STAFF]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await backoffice.secondLooks.list(request.query.status),
      }),
    );

    app.post(
      `${instantDecisionPaths.secondLooks}/:id`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Confirm an automatic approval, or revoke it with a reason (the member is told)',
          security: bearer,
          params,
          body: secondLookDecisionSchema,
          response: answers(sentence, 'Done', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => ({
        status: 200,
        msg: await backoffice.secondLooks.decide(
          authOf(request),
          request.params.id,
          request.body,
          request.ip,
        ),
      }),
    );

    app.get(
      instantDecisionPaths.policyStats,
      {
        schema: {
          tags: ['backoffice'],
          summary:
            'Per decision-policy version, last 30 days: decided, overturned, time to decision',
          security: bearer,
          response: answers(policyStatsSchema, 'Figures', [...STAFF]),
        },
        onRequest: staff,
      },
      async () => ({ status: 200, msg: await backoffice.secondLooks.stats() }),
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
          summary: 'The audit log, newest first, a page at a time (admins)',
          description:
            'Filters: action (exact, or a family ending with a dot: auth.), actor and target (a uuid, or an account’s e-mail), from and to (Lagos dates, both included). next_cursor, passed as cursor, gives the next older page; null on the last.',
          security: bearer,
          querystring: auditQuerySchema,
          response: answers(auditPageSchema, 'A page of entries', [...STAFF]),
        },
        onRequest: admin,
      },
      async (request) => ({ status: 200, msg: await backoffice.auditPage(request.query) }),
    );
  };
}
