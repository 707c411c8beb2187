import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressProofDecisionSchema,
  addressProofItemsSchema,
  addressProofPaths,
  addressProofPayloadSchema,
  answers,
  failures,
  myAddressSchema,
  sentence,
  SIGNED_IN,
  STAFF,
} from '@vouch/contracts';
import { parseLargeJsonOffThread } from '../../lib/off-thread-json.js';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const proof = z.object({ id: z.uuid() });

/** The member's address document, and the back office's queue of them (issue 48). */
export function addressRoutes({ address, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  const staff = [authenticate, requireRole('reviewer', 'admin')];
  return async (app) => {
    // A document photo as base64: parsed in a thread, not on the event loop (decision 0023).
    parseLargeJsonOffThread(app);

    app.get(
      addressProofPaths.mine,
      {
        schema: {
          tags: ['account'],
          summary: 'Your confirmed residential address and your latest address document',
          security: bearer,
          response: answers(myAddressSchema, 'Your address and its document', SIGNED_IN),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await address.mine(authOf(request)) }),
    );

    app.post(
      addressProofPaths.mine,
      {
        schema: {
          tags: ['account'],
          summary: 'Send a utility bill or bank statement (within three months) for your address',
          description:
            'Verified members only (403 otherwise); one document waits at a time (409). The address is read by the OCR where the checks run, then confirmed or refused by a reviewer; confirmed, it completes Tier 3. It is never in any answer to others.',
          security: bearer,
          body: addressProofPayloadSchema,
          response: answers(myAddressSchema, 'Sent', [...SIGNED_IN, 409, 413]),
        },
        bodyLimit: 12 * 1024 * 1024,
        onRequest: authenticate,
        config: { rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      },
      async (request) => ({
        status: 200,
        msg: await address.submit(authOf(request), request.body, request.ip),
      }),
    );

    app.get(
      addressProofPaths.queue,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Address documents waiting for a reviewer, oldest first',
          security: bearer,
          response: answers(addressProofItemsSchema, 'The queue', STAFF),
        },
        onRequest: staff,
      },
      async () => ({ status: 200, msg: await address.queue() }),
    );

    app.get(
      `${addressProofPaths.queue}/:id/document`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'The image of one address document (staff only, never cached)',
          security: bearer,
          params: proof,
          response: failures([...STAFF, 404]),
        },
        onRequest: staff,
      },
      async (request, reply) =>
        reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'no-store, private')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(
            await address.document(request.params.id, {
              kind: 'staff',
              id: authOf(request).user.id,
              ip: request.ip,
            }),
          ),
    );

    app.post(
      `${addressProofPaths.queue}/:id/decision`,
      {
        schema: {
          tags: ['backoffice'],
          summary: 'Confirm the address (Tier 3 when the rest is there) or refuse it with a reason',
          security: bearer,
          params: proof,
          body: addressProofDecisionSchema,
          response: answers(sentence, 'Decided', [...STAFF, 404, 409]),
        },
        onRequest: staff,
      },
      async (request) => {
        const b = request.body;
        await address.decide(request.params.id, b.decision, b.reason?.trim() || null, {
          kind: 'staff',
          id: authOf(request).user.id,
          ip: request.ip,
        });
        return { status: 200, msg: b.decision === 'confirm' ? 'Address confirmed' : 'Refused' };
      },
    );
  };
}
