import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIVENESS_FRAME_MAX_LENGTH,
  LIVENESS_MAX_FRAMES,
  failures as failureSchemas,
  handoffMessages,
  livenessFramesPayloadSchema,
  livenessPaths,
  livenessSamplePayloadSchema,
  livenessSampleSavedSchema,
  livenessResultSchema,
  livenessSessionCreatedSchema,
  okEnvelope,
} from '@vouch/contracts';
import { badRequest } from '../../lib/http-errors.js';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { HandoffRow, HandoffService } from '../handoff/index.js';
import type { KycService } from '../kyc/index.js';
import type { LivenessSamples } from './samples.js';
import type { LivenessService } from './service.js';

const bearer = [{ bearerAuth: [] }];
const perHour = (max: number) => ({ rateLimit: { max, timeWindow: 60 * 60_000 } });
const failures = failureSchemas([400, 401, 403, 404, 409, 410, 413, 429]);
/** Every frame at its largest, and the JSON around them. */
const FRAMES_BODY_LIMIT = LIVENESS_MAX_FRAMES * LIVENESS_FRAME_MAX_LENGTH + 64 * 1024;

const createDoc = {
  tags: ['kyc'],
  summary: 'Open a live capture: a random order of head movements to make (2 minutes, once)',
  description:
    'Same rule as the capture page: a verified e-mail and a paid fee (403), nothing under review or approved (409). The challenge lists the actions in order; the browser guides the member through them and sends the frames it took to …/frames before expires_at.',
  response: {
    200: okEnvelope(livenessSessionCreatedSchema, 'The session and its challenge'),
    ...failures,
  },
};

const framesDoc = {
  tags: ['kyc'],
  summary: 'Answer a live capture with its frames; the server reads them and decides',
  description:
    'Frames in any order (`at`, milliseconds since the check started, orders them). Each is cleaned like an upload (400 otherwise, and the session stays open). The server re-reads every frame: one face each, the same person throughout, head poses following the challenge, the time its own clock measured, no identical or earlier frames, none a picture Vouch holds, the passive anti-spoofing scores. 404 for a session that is not the caller’s, 409 once answered, 410 once expired.',
  params: z.object({ id: z.uuid() }),
  body: livenessFramesPayloadSchema,
  response: {
    200: okEnvelope(livenessResultSchema, 'passed, or failed with each reason in words'),
    ...failures,
  },
};

export interface LivenessRouteDeps {
  liveness: LivenessService;
  samples: LivenessSamples;
  kyc: Pick<KycService, 'assertMayCapture'>;
  /** A verified member renewing an expiring passport captures live too (issue 50). */
  renewal?: { renewable(userId: string): Promise<boolean> };
  handoff: Pick<HandoffService, 'captureSession' | 'attachLiveness'>;
  authenticate: onRequestAsyncHookHandler;
}

/** The live capture (issue 45): from the signed-in member, and from the phone of a hand-off. */
export function livenessRoutes(d: LivenessRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      livenessPaths.create,
      {
        schema: { ...createDoc, security: bearer },
        onRequest: d.authenticate,
        config: perHour(30),
      },
      async (request) => {
        const auth = authOf(request);
        if (!(await d.renewal?.renewable(auth.user.id))) await d.kyc.assertMayCapture(auth);
        return { status: 200 as const, msg: await d.liveness.open(auth.user.id) };
      },
    );

    app.post(
      livenessPaths.frames,
      {
        schema: { ...framesDoc, security: bearer },
        onRequest: d.authenticate,
        bodyLimit: FRAMES_BODY_LIMIT,
        config: perHour(30),
      },
      async (request) => {
        const auth = authOf(request);
        return {
          status: 200 as const,
          msg: await d.liveness.answer(auth.user.id, request.params.id, request.body),
        };
      },
    );

    app.get(
      livenessPaths.frame,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'One frame of a live capture, to reviewers only (never cached; audited)',
          security: bearer,
          params: z.object({ id: z.uuid(), idx: z.coerce.number().int().min(0).max(63) }),
          response: { 200: z.string().describe('The JPEG frame'), ...failures },
        },
        // Staff after their second factor only, as every back-office route.
        onRequest: [d.authenticate, requireRole('reviewer', 'admin')],
      },
      async (request, reply) => {
        const f = await d.liveness.frame(
          authOf(request),
          request.params.id,
          request.params.idx,
          request.ip,
        );
        return reply
          .header('content-type', f.contentType)
          .header('cache-control', 'no-store, private')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(f.bytes as unknown as string);
      },
    );

    const admin = [d.authenticate, requireRole('admin')];
    app.get(
      livenessPaths.samples,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'How many genuine live-check recordings are kept for the evaluation (admins)',
          security: bearer,
          response: {
            200: okEnvelope(z.object({ count: z.number().int() }), 'The count'),
            ...failures,
          },
        },
        onRequest: admin,
      },
      async () => ({ status: 200 as const, msg: { count: await d.samples.count() } }),
    );

    app.post(
      livenessPaths.samples,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Keep a genuine live-check recording, made with the person’s consent (admins)',
          description:
            'For `npm run eval:liveness` (its bona fide rate). The frames are cleaned like any upload and kept encrypted; they are never judged and never a member’s. consent must be true.',
          security: bearer,
          body: livenessSamplePayloadSchema,
          response: {
            200: okEnvelope(livenessSampleSavedSchema, 'Kept; how many there are now'),
            ...failures,
          },
        },
        bodyLimit: FRAMES_BODY_LIMIT,
        onRequest: admin,
      },
      async (request) => ({
        status: 200 as const,
        msg: await d.samples.save(authOf(request).user.id, request.body, request.ip),
      }),
    );

    // The phone of a selfie hand-off (decision 0020): the same, with its capture credential, for
    // the member who made the link, checked before any body is read. A passed session is handed
    // to the computer with the link.
    const links = new WeakMap<FastifyRequest, HandoffRow>();
    const selfieCredential = async (request: FastifyRequest) => {
      const row = await d.handoff.captureSession(request.headers.authorization);
      if (row.step !== 'selfie')
        throw badRequest(handoffMessages.kindNotInStep, { step: handoffMessages.kindNotInStep });
      links.set(request, row);
    };
    const selfieLink = (request: FastifyRequest) => {
      const row = links.get(request);
      if (!row) throw new Error('capture credential hook did not run');
      return row;
    };

    app.post(
      livenessPaths.handoffCreate,
      {
        schema: { ...createDoc, tags: ['handoff'], security: bearer },
        onRequest: selfieCredential,
        config: perHour(30),
      },
      async (request) => {
        const row = selfieLink(request);
        return { status: 200 as const, msg: await d.liveness.open(row.user_id) };
      },
    );

    app.post(
      livenessPaths.handoffFrames,
      {
        schema: { ...framesDoc, tags: ['handoff'], security: bearer },
        bodyLimit: FRAMES_BODY_LIMIT,
        onRequest: selfieCredential,
        config: perHour(30),
      },
      async (request) => {
        const row = selfieLink(request);
        const result = await d.liveness.answer(row.user_id, request.params.id, request.body);
        if (result.outcome === 'passed') await d.handoff.attachLiveness(row, result.id);
        return { status: 200 as const, msg: result };
      },
    );
  };
}
