import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSessionSchema,
  grantPageSchema,
  listGrantsQuerySchema,
  listSessionsQuerySchema,
  reverifyGrantPayloadSchema,
  sessionApiPaths,
  simulateSessionSchema,
  verificationSessionPageSchema,
  verificationSessionSchema,
  type BusinessProblemSlug,
} from '@vouch/contracts';
import { problemResponses } from '../business/index.js';
import type { VerificationSessions } from './service.js';

const tags = ['verification sessions'];
const params = z.object({ id: z.string().min(1).max(40) });
const KEYED: BusinessProblemSlug[] = [
  'unauthorized',
  'missing-scope',
  'rate-limited',
  'server-error',
];
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe(
      'Retry safely: the same key and body answer the first result again (Idempotent-Replayed: true); another body 422; while the first runs 409. Kept 24 hours.',
    ),
});

/**
 * Verification sessions in the business API (issue 33, decision 0039), registered inside the
 * business API's scope (its key check, `sessions` scope, problem details and document).
 */
export function sessionBusinessRoutes(sessions: VerificationSessions): FastifyPluginAsyncZod {
  const base = sessionApiPaths.sessions;
  return async (api) => {
    api.post(
      base,
      {
        bodyLimit: 16 * 1024,
        config: { scope: 'sessions', idempotent: true },
        schema: {
          operationId: 'createVerificationSession',
          tags,
          summary: 'Create a verification link for one customer',
          description:
            'Answers the session with its `url`: send the customer there. They sign in with Vouch and allow or decline sharing the `claims` you ask for (`verified` is always shared), then come back to `redirect_url?session_id=…` — the redirect proves nothing: read the session. `redirect_url` must be on an origin allowed in your organisation’s settings (https in live mode). A live session needs the fee of one customer in the organisation’s prepaid balance (else 402 `balance-too-low`); the fee is taken only if the customer verifies through it and was not verified before. Honours `Idempotency-Key`.',
          headers: idempotencyHeader,
          body: createSessionSchema,
          response: {
            200: verificationSessionSchema,
            ...problemResponses([
              'invalid-request',
              'balance-too-low',
              ...KEYED,
              'idempotency-key-in-use',
              'idempotency-key-reused',
              'payload-too-large',
              'unsupported-media-type',
            ]),
          },
        },
      },
      async (request) => sessions.create(request.apiKey!, request.body),
    );

    api.get(
      base,
      {
        config: { scope: 'sessions' },
        schema: {
          operationId: 'listVerificationSessions',
          tags,
          summary: 'Your sessions, newest first, by reference or status (cursor pages)',
          querystring: listSessionsQuerySchema,
          response: {
            200: verificationSessionPageSchema,
            ...problemResponses(['invalid-request', ...KEYED]),
          },
        },
      },
      async (request) => sessions.list(request.apiKey!, request.query),
    );

    api.get(
      sessionApiPaths.grants,
      {
        config: { scope: 'sessions' },
        schema: {
          operationId: 'listGrants',
          tags,
          summary:
            'Your customers’ consent grants, newest first, with where each member stands now',
          description:
            'Each live grant a member gave through a session: the claims, when it was given and revoked, and `member_standing` (verified; suspended or revoked by Vouch; not_verified; closed). Never the shared values (read the session while the grant stands) nor who the member is. `active=true` lists the grants that stand.',
          querystring: listGrantsQuerySchema,
          response: {
            200: grantPageSchema,
            ...problemResponses(['invalid-request', ...KEYED]),
          },
        },
      },
      async (request) => sessions.listGrants(request.apiKey!, request.query),
    );

    api.post(
      sessionApiPaths.grantReverify,
      {
        bodyLimit: 16 * 1024,
        config: { scope: 'sessions' },
        schema: {
          operationId: 'reverifyGrant',
          tags,
          summary: 'Ask the member of a grant to confirm it again (a new session, mailed to them)',
          description:
            'Live keys only. A new verification session with the grant’s claims and purpose, the original session’s reference and redirect, bound to the grant’s member (anyone else who opens it is refused) and mailed to them; share its `url` too if you reach them yourself. Their Allow approves it with their details as Vouch certifies them now and replaces the old grant (`revoked_by: replaced`, the old session’s `consent.revoked`); Decline leaves the old grant standing. Use it when `reverify_due` is true, or whenever you must see fresh consent. 404 for a grant that is not yours; 409 for one revoked, or a member not verified now.',
          params: z.object({ id: z.string().min(1).max(40) }),
          body: reverifyGrantPayloadSchema,
          response: {
            200: verificationSessionSchema,
            ...problemResponses(['invalid-request', 'not-found', 'conflict', ...KEYED]),
          },
        },
      },
      async (request) =>
        sessions.reverifyGrant(request.apiKey!, request.params.id, request.body ?? {}),
    );

    api.get(
      `${base}/:id`,
      {
        config: { scope: 'sessions' },
        schema: {
          operationId: 'getVerificationSession',
          tags,
          summary: 'One session: its status, and the claims while approved and consent stands',
          params,
          response: {
            200: verificationSessionSchema,
            ...problemResponses(['not-found', ...KEYED]),
          },
        },
      },
      async (request) => sessions.get(request.apiKey!, request.params.id),
    );

    api.post(
      `${base}/:id/cancel`,
      {
        config: { scope: 'sessions' },
        schema: {
          operationId: 'cancelVerificationSession',
          tags,
          summary: 'Cancel a session the customer has not finished (its link stops working)',
          params,
          response: {
            200: verificationSessionSchema,
            ...problemResponses(['not-found', 'conflict', ...KEYED]),
          },
        },
      },
      async (request) => sessions.cancel(request.apiKey!, request.params.id),
    );

    api.post(
      `${base}/:id/simulate`,
      {
        bodyLimit: 16 * 1024,
        config: { scope: 'sessions' },
        schema: {
          operationId: 'simulateVerificationSession',
          tags,
          summary: 'Test mode: move a session as its customer would',
          description:
            '`approve`, `reject` and `decline` end an open session as the hosted page’s buttons do; `submit` moves it to `submitted` (the customer sent their KYC and waits for review); `revoke_consent` ends an approved session’s sharing (`consent_revoked`, the `consent.revoked` event). Each fires its event to your webhooks, as a live session would.',
          params,
          body: simulateSessionSchema,
          response: {
            200: verificationSessionSchema,
            ...problemResponses([
              'invalid-request',
              'not-found',
              'conflict',
              'test-mode-only',
              ...KEYED,
            ]),
          },
        },
      },
      async (request) =>
        sessions.simulate(request.apiKey!, request.params.id, request.body.outcome),
    );
  };
}
