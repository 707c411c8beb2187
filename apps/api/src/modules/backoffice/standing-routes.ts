import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  claimConflictSchema,
  lifecycleMessages,
  lifecyclePaths,
  memberSearchSchema,
  memberStandingSchema,
  profileChangeDecisionSchema,
  profileChangeItemSchema,
  sentence,
  STAFF,
  standingPayloadSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const member = z.object({ uuid: z.uuid({ error: lifecycleMessages.noSuchMember }) });
const change = z.object({ id: z.uuid() });

/**
 * The lifecycle's screens in the back office: admins revoke, suspend and reinstate members;
 * reviewers decide verified members' profile changes and see refused claims. Every change is
 * made by the lifecycle module (one transaction with its audit entry and the member's mail).
 */
export function standingRoutes({
  lifecycle,
  backoffice,
  authenticate,
}: RouteDeps): FastifyPluginAsyncZod {
  const staff = [authenticate, requireRole('reviewer', 'admin')];
  const admin = [authenticate, requireRole('admin')];
  const staffActor = (request: Parameters<typeof authOf>[0]) => ({
    kind: 'staff' as const,
    id: authOf(request).user.id,
    ip: request.ip,
  });

  return async (app) => {
    app.get(
      lifecyclePaths.members,
      {
        schema: {
          tags: ['backoffice'],
          summary: "A member's standing by e-mail or UUID (admins; the view is audited)",
          security: bearer,
          querystring: memberSearchSchema,
          response: answers(memberStandingSchema, "The member's standing", [...STAFF, 404]),
        },
        onRequest: admin,
      },
      async (request) => ({
        status: 200,
        msg: await backoffice.standing(authOf(request), request.query.q, request.ip),
      }),
    );

    const standing = (
      path: 'revoke' | 'suspend',
      summary: string,
      run: (uuid: string, reason: string, actor: ReturnType<typeof staffActor>) => Promise<void>,
      done: string,
    ) =>
      app.post(
        `${lifecyclePaths.members}/:uuid/${path}`,
        {
          schema: {
            tags: ['backoffice'],
            summary,
            security: bearer,
            params: member,
            body: standingPayloadSchema,
            response: answers(sentence, 'Done: the member has been told', [...STAFF, 404, 409]),
          },
          onRequest: admin,
        },
        async (request) => {
          await run(request.params.uuid, request.body.reason, staffActor(request));
          return { status: 200, msg: done };
        },
      );

    standing(
      'revoke',
      'Revoke a verification with a reason the member reads (admins)',
      (uuid, reason, actor) => lifecycle.revoke(uuid, reason, actor),
      lifecycleMessages.revoked,
    );
    standing(
      'suspend',
      'Suspend an account with a reason: sessions end, sign-in is refused (admins)',
      (uuid, reason, actor) => lifecycle.suspend(uuid, reason, actor),
      lifecycleMessages.suspended,
    );

    app.post(
      `${lifecyclePaths.members}/:uuid/reinstate`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'End a suspension, or withdraw a revocation (admins)',
          security: bearer,
          params: member,
          response: answers(sentence, 'Reinstated', [...STAFF, 404, 409]),
        },
        onRequest: admin,
      },
      async (request) => {
        await lifecycle.reinstate(request.params.uuid, staffActor(request));
        return { status: 200, msg: lifecycleMessages.reinstated };
      },
    );

    app.get(
      lifecyclePaths.profileChanges,
      {
        schema: {
          tags: ['backoffice'],
          summary: "Verified members' changes to certified details, oldest first (reviewers)",
          security: bearer,
          response: answers(z.array(profileChangeItemSchema), 'The changes', [401, 403]),
        },
        onRequest: staff,
      },
      async () => ({ status: 200, msg: await lifecycle.pendingChanges() }),
    );

    app.post(
      `${lifecyclePaths.profileChanges}/:id/decision`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Approve (the answer changes) or reject with a reason (the profile reverts)',
          security: bearer,
          params: change,
          body: profileChangeDecisionSchema,
          response: answers(sentence, 'Decided', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => {
        const approve = request.body.decision === 'approve';
        await lifecycle.decideChange(
          request.params.id,
          approve,
          approve ? null : (request.body.reason ?? null),
          staffActor(request),
        );
        return {
          status: 200,
          msg: approve ? lifecycleMessages.changeApproved : lifecycleMessages.changeRejected,
        };
      },
    );

    app.get(
      lifecyclePaths.claimConflicts,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Claims refused because another verified member holds the identifier',
          security: bearer,
          response: answers(z.array(claimConflictSchema), 'The conflicts', [401, 403]),
        },
        onRequest: staff,
      },
      async () => ({ status: 200, msg: await lifecycle.claimConflicts() }),
    );
  };
}
