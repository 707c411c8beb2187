import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  CREDENTIAL_REQUEST_MINUTES,
  CREDENTIAL_REQUEST_OPEN_TYP,
  credentialRequestObjectSchema,
  connectedBusinessSchema,
  consentPreviewSchema,
  sessionPrefillSchema,
  consentSchema,
  hostedSessionSchema,
  memberSharingSchema,
  openCredentialRequestSchema,
  presentToSessionSchema,
  sessionMessages,
  sessionOutcomeSchema,
  sessionPaths,
  hostedTestOutcomeSchema,
  SIGNED_IN,
  STAFF,
  WAITING_BUSINESSES_PATH,
  waitingBusinessSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';
import type { VerificationSessions } from './service.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['verification links'];
const params = z.object({ id: z.string().min(1).max(40) });

/**
 * The hosted flow's member routes (issue 33), in the member API's { status, msg } envelope, as
 * the issue names them; plus the test-mode buttons and the start of KYC from a link.
 */
export function sessionMemberRoutes(
  sessions: VerificationSessions,
  { authenticate }: Pick<RouteDeps, 'authenticate'>,
): FastifyPluginAsyncZod {
  const base = sessionPaths.session;
  return async (app) => {
    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary:
            'What the hosted page shows: who asks, for what, why, until when (public: the link is the key)',
          description:
            '`credential_request` says whether a Vouch ID can answer and what it must show; its `nonce` is always empty (issue 46): a wallet opens the request with its key (`…/credential-request`) for a nonce of its own.',
          params,
          response: answers(hostedSessionSchema, 'The session', [404]),
        },
      },
      async (request) => ({ status: 200, msg: await sessions.hosted(request.params.id) }),
    );

    app.post(
      `${base}/:id/prefill`,
      {
        schema: {
          tags,
          summary: 'Once: what the business gave to fill the sign-up form (live, unanswered links)',
          params,
          response: answers(sessionPrefillSchema, 'The prefill, or null', [400, 404]),
        },
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => ({ status: 200, msg: await sessions.takePrefill(request.params.id) }),
    );

    app.get(
      `${base}/:id/consent-preview`,
      {
        schema: {
          tags,
          summary: 'The values Allow would share, from the member’s approved verification',
          security: bearer,
          params,
          response: answers(consentPreviewSchema, 'What would be shared', [
            ...SIGNED_IN,
            403,
            404,
            409,
          ]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await sessions.preview(authOf(request).user.id, request.params.id),
      }),
    );

    app.post(
      `${base}/:id/consent`,
      {
        schema: {
          tags,
          summary: 'Allow or decline sharing the claims (a VERIFIED member, live sessions)',
          security: bearer,
          params,
          body: consentSchema,
          response: answers(sessionOutcomeSchema, 'Where to send the customer now', [
            ...SIGNED_IN,
            403,
            404,
            409,
          ]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await sessions.consent(
          authOf(request).user.id,
          request.params.id,
          request.body.decision,
          request.ip,
        ),
      }),
    );

    app.post(
      `${base}/:id/credential-request`,
      {
        schema: {
          tags,
          summary: 'A Vouch ID wallet opens the link’s request (live sessions)',
          description: `The request object (OpenID4VP's role, issue 46): \`proof\` is a JWT the holder's key signs (\`typ\` ${CREDENTIAL_REQUEST_OPEN_TYP}, ES256, the public key as \`jwk\`, \`aud\` the link, a fresh \`iat\`). The answer names who asks (the organisation's checked name), the claims, the purpose, and a nonce bound to that key for ${CREDENTIAL_REQUEST_MINUTES} minutes: the wallet shows them, signs its presentation over the nonce and the link, and posts it to \`response_uri\` itself.`,
          params,
          body: openCredentialRequestSchema,
          response: answers(
            credentialRequestObjectSchema,
            'The request: who asks, for what and why, and the nonce for this key',
            [400, 404, 409, 422],
          ),
        },
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await sessions.openCredentialRequest(request.params.id, request.body.proof),
      }),
    );

    app.post(
      `${base}/:id/present`,
      {
        schema: {
          tags,
          summary:
            'Answer the link with a Vouch ID presentation instead of signing in (live sessions)',
          description:
            'The presentation must answer a request its own key opened on this link (`…/credential-request`): its KB-JWT names that request’s nonce and the link as `aud`, and is signed by the key that opened it. A presentation over the public page’s data, or over a request another key opened, is refused (422) and shares nothing (issue 46).',
          params,
          body: presentToSessionSchema,
          response: answers(
            sessionOutcomeSchema,
            'Where to send the customer now',
            [400, 403, 404, 409, 422],
          ),
        },
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await sessions.present(request.params.id, request.body.presentation, request.ip),
      }),
    );

    app.post(
      `${base}/:id/start`,
      {
        schema: {
          tags,
          summary: 'A member not yet verified starts KYC from the link (the session is theirs)',
          security: bearer,
          params,
          response: answers(sessionOutcomeSchema, 'The session, now in progress', [
            ...SIGNED_IN,
            403,
            404,
            409,
          ]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await sessions.start(authOf(request).user.id, request.params.id, request.ip),
      }),
    );

    app.post(
      `${base}/:id/test-outcome`,
      {
        schema: {
          tags,
          summary: 'Test mode: the hosted page’s Approve, Reject and Decline buttons',
          params,
          body: hostedTestOutcomeSchema,
          response: answers(
            sessionOutcomeSchema,
            'Where to send the customer now',
            [400, 404, 409],
          ),
        },
      },
      async (request) => ({
        status: 200,
        msg: await sessions.testOutcome(request.params.id, request.body.outcome),
      }),
    );

    app.get(
      sessionPaths.connected,
      {
        schema: {
          tags,
          summary: 'The businesses the member shared their verification with (their grants)',
          security: bearer,
          response: answers(z.array(connectedBusinessSchema), 'Grants, newest first', [401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await sessions.connected(authOf(request).user.id),
      }),
    );

    app.get(
      WAITING_BUSINESSES_PATH,
      {
        schema: {
          tags,
          summary:
            'The businesses waiting for the member: live links they started KYC from and can still answer',
          description:
            'Newest first. Once the member is VERIFIED, each one’s page (/verify/{session_id}) asks them to allow or decline sharing; the approval mail links to it too (issue 47).',
          security: bearer,
          response: answers(z.array(waitingBusinessSchema), 'Waiting businesses', [401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200,
        msg: await sessions.waiting(authOf(request).user.id),
      }),
    );

    app.get(
      `${sessionPaths.staff}/:id/verification-sessions`,
      {
        schema: {
          tags: ['backoffice'],
          summary: "A member's verification sessions and consent grants (staff; no shared values)",
          security: bearer,
          params: z.object({ id: z.uuid() }),
          response: answers(memberSharingSchema, 'Sessions and grants', STAFF),
        },
        onRequest: [authenticate, requireRole('reviewer', 'admin')],
      },
      async (request) => ({ status: 200, msg: await sessions.ofMember(request.params.id) }),
    );

    app.post(
      `${sessionPaths.connected}/:id/revoke`,
      {
        schema: {
          tags,
          summary: 'Stop sharing with a business: at once, and the business is told',
          security: bearer,
          params,
          response: answers(z.string(), 'Done', [...SIGNED_IN, 404, 409]),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await sessions.revoke(authOf(request).user.id, request.params.id, request.ip);
        return { status: 200, msg: sessionMessages.revoked };
      },
    );
  };
}
