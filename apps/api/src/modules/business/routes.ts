import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  answers,
  apiKeyInfoSchema,
  businessMessages,
  businessPaths,
  businessPricingSchema,
  changeTeammateRoleSchema,
  changeKeyScopesSchema,
  createApiKeySchema,
  createdApiKeySchema,
  createOrganisationSchema,
  goLiveChecklistSchema,
  inviteTeammateSchema,
  organisationSchema,
  organisationSummarySchema,
  pendingInvitationSchema,
  rollApiKeySchema,
  sentence,
  SIGNED_IN,
  teamSchema,
  updateOrganisationSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';
import { requireFreshSecondFactor } from '../second-factor/index.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['business'];
const orgId = z.string().min(1).max(40);
const org = z.object({ id: orgId });
const orgKey = z.object({ id: orgId, keyId: z.string().min(1).max(40) });
const orgUser = z.object({ id: orgId, userId: z.string().min(1).max(40) });
const orgInvitation = z.object({ id: orgId, invitationId: z.string().min(1).max(40) });
/** What a console route may answer: invalid, not signed in, role, not on the team, too many. */
const CONSOLE = [...SIGNED_IN, 403, 404] as const;

/**
 * The business console's member routes (issue 32), in the member API's { status, msg } envelope.
 * Three are kept as the issue names them: creating an organisation, creating a key (shown once as
 * msg.key) and revoking one. Every route checks the member's role on the organisation's team
 * (context.ts), so a removed teammate loses access with their next request.
 */
export function businessRoutes({ business, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  const { organisations, keys } = business;
  const base = businessPaths.organisations;
  return async (app) => {
    app.get(
      '/business/pricing',
      {
        schema: {
          tags,
          summary:
            'What a live business lookup costs, and the business API requests a minute per organisation (public: the Pricing page)',
          response: answers(businessPricingSchema, 'The prices, in naira, and the limits', []),
        },
      },
      async () => ({
        status: 200,
        msg: {
          lookup_ngn: business.priceLookupNgn,
          requests_per_minute: { live: business.rateLimits.live, test: business.rateLimits.test },
        },
      }),
    );

    app.get(
      base,
      {
        schema: {
          tags,
          summary: 'The organisations the member is on, with their role',
          security: bearer,
          response: answers(z.array(organisationSummarySchema), 'Organisations', [401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await organisations.mine(authOf(request)) }),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary:
            'Create a business organisation (the member becomes its owner; test mode at once)',
          description: 'Needs a verified e-mail address (403 otherwise).',
          security: bearer,
          body: createOrganisationSchema,
          response: answers(organisationSchema, 'The organisation, with its id', [
            ...SIGNED_IN,
            403,
          ]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await organisations.create(authOf(request), request.body, request.ip),
      }),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: 'One organisation (any teammate)',
          security: bearer,
          params: org,
          response: answers(organisationSchema, 'The organisation', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await organisations.get(authOf(request), request.params.id),
      }),
    );

    app.patch(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: 'Change its name, support e-mail, website or redirect origins (owners)',
          security: bearer,
          params: org,
          body: updateOrganisationSchema,
          response: answers(organisationSchema, 'Saved', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await organisations.update(
          authOf(request),
          request.params.id,
          request.body,
          request.ip,
        ),
      }),
    );

    app.get(
      `${base}/:id/go-live`,
      {
        schema: {
          tags,
          summary: 'What going live takes: each step, done or not, and the review’s usual time',
          security: bearer,
          params: org,
          response: answers(goLiveChecklistSchema, 'The checklist', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await business.goLive(authOf(request), request.params.id),
      }),
    );

    // ---- API keys ------------------------------------------------------------------------------
    app.get(
      `${base}/:id/api-keys`,
      {
        schema: {
          tags,
          summary: 'The API keys (never their secrets), newest first',
          security: bearer,
          params: org,
          response: answers(z.array(apiKeyInfoSchema), 'Keys', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await keys.list(authOf(request), request.params.id),
      }),
    );

    app.post(
      `${base}/:id/api-keys`,
      {
        schema: {
          tags,
          summary: 'Create an API key (owners and developers): msg.key is shown this once',
          description:
            'A live key needs the organisation approved for live mode (403 until then). A member with two-step verification confirms it first (403 errors.second_factor "step_up").',
          security: bearer,
          params: org,
          body: createApiKeySchema,
          response: answers(createdApiKeySchema, 'The key, with its secret', [...CONSOLE, 409]),
        },
        onRequest: [authenticate, requireFreshSecondFactor],
      },
      async (request) => ({
        status: 200,
        msg: await keys.create(authOf(request), request.params.id, request.body, request.ip),
      }),
    );

    app.post(
      `${base}/:id/api-keys/:keyId/roll`,
      {
        schema: {
          tags,
          summary:
            'Roll a key: a new key (shown once) with the same name, mode and scopes; the old one works for the overlap chosen, then stops',
          security: bearer,
          params: orgKey,
          body: rollApiKeySchema,
          response: answers(createdApiKeySchema, 'The new key, with its secret', [...CONSOLE, 409]),
        },
        onRequest: [authenticate, requireFreshSecondFactor],
      },
      async (request) => ({
        status: 200,
        msg: await keys.roll(
          authOf(request),
          request.params.id,
          request.params.keyId,
          request.body.overlap,
          request.ip,
        ),
      }),
    );

    app.patch(
      `${base}/:id/api-keys/:keyId`,
      {
        schema: {
          tags,
          summary:
            'Change what a key may do (its scopes), in place: the secret stays (owners and developers; a live key needs the second factor)',
          security: bearer,
          params: orgKey,
          body: changeKeyScopesSchema,
          response: answers(apiKeyInfoSchema, 'The key as listed', [...CONSOLE, 400, 409]),
        },
        onRequest: [authenticate, requireFreshSecondFactor],
      },
      async (request) => ({
        status: 200,
        msg: await keys.changeScopes(
          authOf(request),
          request.params.id,
          request.params.keyId,
          request.body.scopes,
          request.ip,
        ),
      }),
    );

    app.delete(
      `${base}/:id/api-keys/:keyId`,
      {
        schema: {
          tags,
          summary: 'Revoke a key: the next request with it gets 401 (owners and developers)',
          security: bearer,
          params: orgKey,
          response: answers(sentence, 'Revoked', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await keys.revoke(authOf(request), request.params.id, request.params.keyId, request.ip);
        return { status: 200, msg: businessMessages.keyRevoked };
      },
    );

    // ---- The team ------------------------------------------------------------------------------
    app.get(
      `${base}/:id/team`,
      {
        schema: {
          tags,
          summary: 'Teammates and pending invitations',
          security: bearer,
          params: org,
          response: answers(teamSchema, 'The team', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await organisations.team(authOf(request), request.params.id),
      }),
    );

    app.post(
      `${base}/:id/invitations`,
      {
        schema: {
          tags,
          summary: 'Invite a teammate by e-mail: a link that works once, for 7 days (owners)',
          security: bearer,
          params: org,
          body: inviteTeammateSchema,
          response: answers(pendingInvitationSchema, 'Invited', [...CONSOLE, 409]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await organisations.invite(
          authOf(request),
          request.params.id,
          request.body,
          request.ip,
        ),
      }),
    );

    app.delete(
      `${base}/:id/invitations/:invitationId`,
      {
        schema: {
          tags,
          summary: 'Withdraw an invitation (owners)',
          security: bearer,
          params: orgInvitation,
          response: answers(sentence, 'Withdrawn', CONSOLE),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await organisations.withdrawInvitation(
          authOf(request),
          request.params.id,
          request.params.invitationId,
          request.ip,
        );
        return { status: 200, msg: businessMessages.invitationRevoked };
      },
    );

    app.post(
      businessPaths.acceptInvitation,
      {
        schema: {
          tags,
          summary: "Join an organisation with an invitation's token (the invited e-mail only)",
          security: bearer,
          body: acceptInvitationSchema,
          response: answers(organisationSummarySchema, 'Joined', [...SIGNED_IN, 403, 410]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await organisations.accept(authOf(request), request.body.token, request.ip),
      }),
    );

    app.patch(
      `${base}/:id/members/:userId`,
      {
        schema: {
          tags,
          summary:
            "Change a teammate's role (owners; the last owner stays one); a viewer's live keys are revoked",
          description:
            'A fresh second factor (403 errors.second_factor "step_up"); on an organisation with live access, an account without one is refused (403 "enrol").',
          security: bearer,
          params: orgUser,
          body: changeTeammateRoleSchema,
          response: answers(sentence, 'Changed', [...CONSOLE, 409]),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const revoked = await organisations.changeRole(
          authOf(request),
          request.params.id,
          request.params.userId,
          request.body.role,
          request.ip,
        );
        return { status: 200, msg: businessMessages.roleChanged(revoked) };
      },
    );

    app.delete(
      `${base}/:id/members/:userId`,
      {
        schema: {
          tags,
          summary:
            'Remove a teammate (owners), or leave (anyone but the last owner): the live keys they made are revoked',
          security: bearer,
          params: orgUser,
          response: answers(sentence, 'Removed', [...CONSOLE, 409]),
        },
        onRequest: authenticate,
      },
      async (request) => {
        const revoked = await organisations.remove(
          authOf(request),
          request.params.id,
          request.params.userId,
          request.ip,
        );
        return { status: 200, msg: businessMessages.memberRemoved(revoked) };
      },
    );
  };
}
