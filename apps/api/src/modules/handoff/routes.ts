import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createHandoffPayloadSchema,
  failures as failureSchemas,
  okEnvelope,
  handoffCreatedSchema,
  handoffMessages,
  handoffPaths,
  handoffPhotoKinds,
  handoffPhotoPayloadSchema,
  handoffRedeemedSchema,
  handoffStatusSchema,
  precheckPayloadSchema,
  redeemHandoffPayloadSchema,
  type PrecheckResult,
} from '@vouch/contracts';
import { cleanImage, decodeDataUrl } from '../../lib/uploads.js';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';
import type { HandoffRow } from './repository.js';

const bearer = [{ bearerAuth: [] }];
const perHour = (max: number) => ({ rateLimit: { max, timeWindow: 60 * 60_000 } });
// Every failure these routes can give, each described in the OpenAPI document.
const failures = failureSchemas([400, 401, 403, 404, 409, 410, 413, 429]);
const done = okEnvelope(z.string(), 'Done: msg says so in words');
const precheckResultSchema = z.object({
  kind: z.string(),
  checked: z.boolean(),
  ok: z.boolean(),
  problems: z.array(z.object({ code: z.string(), message: z.string() })),
  ms: z.number(),
});

/** The phone's link, found from its capture credential before any body is read. */
const sessions = new WeakMap<FastifyRequest, HandoffRow>();

/**
 * "Continue on your phone" (decision 0020). The computer (a signed-in member) makes a link and
 * polls it; the phone redeems the link for a credential that opens the four /handoff endpoints
 * below and nothing else: it is not a session token, so every other route answers 401 to it.
 */
export function handoffRoutes({ handoff, checks, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const captureCredential = async (request: FastifyRequest) => {
      sessions.set(request, await handoff.captureSession(request.headers.authorization));
    };
    const sessionOf = (request: FastifyRequest) => {
      const row = sessions.get(request);
      if (!row) throw new Error('capture credential hook did not run');
      return row;
    };

    app.post(
      handoffPaths.create,
      {
        schema: {
          tags: ['kyc'],
          summary: 'Make a one-time link that opens one capture step on the phone (15 minutes)',
          description:
            'Same rule as the capture page: a verified e-mail and a paid fee (403), nothing under review or approved (409). The token is shown once: the link is /capture/continue#<token>. Making a link revokes the member’s older ones.',
          security: bearer,
          body: createHandoffPayloadSchema,
          response: {
            200: okEnvelope(
              handoffCreatedSchema,
              'The link (its secret only in the fragment) and when it expires',
            ),
            ...failures,
          },
        },
        onRequest: authenticate,
        config: perHour(30),
      },
      async (request) => ({
        status: 200 as const,
        msg: await handoff.create(authOf(request), request.body, request.ip),
      }),
    );

    app.get(
      handoffPaths.status,
      {
        schema: {
          tags: ['kyc'],
          summary: 'Where the phone is with a link: waiting, opened, completed, expired, replaced',
          description: 'The computer polls this. Once completed, lists the photos received.',
          security: bearer,
          params: z.object({ id: z.uuid() }),
          response: {
            200: okEnvelope(handoffStatusSchema, 'Where the phone is with the link'),
            ...failures,
          },
        },
        onRequest: authenticate,
      },
      async (request) => ({
        status: 200 as const,
        msg: await handoff.status(authOf(request), request.params.id),
      }),
    );

    app.get(
      handoffPaths.photo,
      {
        schema: {
          tags: ['kyc'],
          summary: 'A photo the phone sent (JPEG), to the member who made the link only',
          security: bearer,
          params: z.object({ id: z.uuid(), kind: z.enum(handoffPhotoKinds) }),
          response: { 200: z.string().describe('The JPEG image'), ...failures },
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const { id, kind } = request.params;
        const f = await handoff.photo(authOf(request), id, kind);
        return (
          reply
            .header('content-type', f.contentType)
            .header('cache-control', 'no-store, private')
            .header('content-security-policy', "default-src 'none'; sandbox")
            // A Buffer is sent as it is (Fastify does not serialize it); the schema only documents it.
            .send(f.bytes as unknown as string)
        );
      },
    );

    app.post(
      handoffPaths.redeem,
      {
        schema: {
          tags: ['handoff'],
          summary:
            'The phone opens the link: once, within 15 minutes; answers a capture credential',
          description:
            '404 for an unknown link; 410 for one already used, expired, or replaced by a newer one, with a message saying which. The credential opens /handoff/precheck, /handoff/photos and /handoff/complete for this link only.',
          body: redeemHandoffPayloadSchema,
          response: {
            200: okEnvelope(
              handoffRedeemedSchema,
              'The capture-only credential and the step it opens',
            ),
            ...failures,
          },
        },
        config: perHour(30),
      },
      async (request) => ({
        status: 200 as const,
        msg: await handoff.redeem(request.body.token, request.ip),
      }),
    );

    app.post(
      handoffPaths.precheck,
      {
        schema: {
          tags: ['handoff'],
          summary: 'The capture check of one photo on the phone (as POST /kyc/precheck)',
          security: bearer,
          body: precheckPayloadSchema,
          response: {
            200: okEnvelope(precheckResultSchema, 'What the capture check found in the photo'),
            ...failures,
          },
        },
        bodyLimit: 12 * 1024 * 1024,
        onRequest: captureCredential,
        config: perHour(120),
      },
      async (request) => {
        sessionOf(request);
        const b = request.body;
        const clean = await cleanImage(decodeDataUrl(b.image, 'image'), 'image');
        const msg: PrecheckResult = await checks.precheck({
          kind: b.kind,
          documentType: b.document_type ?? null,
          image: clean.bytes,
        });
        return { status: 200 as const, msg };
      },
    );

    app.post(
      handoffPaths.photos,
      {
        schema: {
          tags: ['handoff'],
          summary: 'Send one photo of the step to the computer (replaces an earlier one)',
          description: 'Checked and re-encoded as a submission’s image is (400 otherwise).',
          security: bearer,
          body: handoffPhotoPayloadSchema,
          response: { 200: done, ...failures },
        },
        bodyLimit: 12 * 1024 * 1024,
        onRequest: captureCredential,
        config: perHour(60),
      },
      async (request) => {
        await handoff.putPhoto(sessionOf(request), request.body.kind, request.body.image);
        return { status: 200 as const, msg: handoffMessages.received };
      },
    );

    app.post(
      handoffPaths.complete,
      {
        schema: {
          tags: ['handoff'],
          summary: 'The phone is done: the computer picks the photos up; the credential ends',
          security: bearer,
          response: { 200: done, ...failures },
        },
        onRequest: captureCredential,
        config: perHour(30),
      },
      async (request) => {
        await handoff.complete(sessionOf(request), request.ip);
        return { status: 200 as const, msg: handoffMessages.completed };
      },
    );
  };
}
