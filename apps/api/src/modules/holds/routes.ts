import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answers,
  cancelHoldByLinkSchema,
  holdMessages,
  holdPaths,
  sentence,
  SIGNED_IN,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const HOUR = 60 * 60_000;
const params = z.object({ id: z.uuid({ error: holdMessages.notFound }) });

/** Cancelling a new wallet or number before it joins the verified answer (issue 30). */
export function holdRoutes({ holds, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      holdPaths.cancelMine,
      {
        schema: {
          tags: ['account'],
          summary: 'Cancel a wallet or number waiting to join the verified answer',
          description:
            'Removes its proof (a wallet leaves the list), signs out every other session and mails the member.',
          security: bearer,
          params,
          response: answers(sentence, 'Cancelled', [...SIGNED_IN, 404]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 30, timeWindow: HOUR } },
      },
      async (request) => {
        await holds.cancelMine(authOf(request), request.params.id, request.ip);
        return { status: 200, msg: holdMessages.cancelled };
      },
    );

    app.post(
      holdPaths.cancelByLink,
      {
        schema: {
          tags: ['account'],
          summary:
            "The e-mailed 'Not me: cancel it' link (no sign-in: the token is the permission)",
          description:
            'Signs out every session of the member; with a bearer token of that member, that one session stays.',
          body: cancelHoldByLinkSchema,
          response: answers(sentence, 'Cancelled', [400, 410, 429]),
        },
        // Signed in or not: a valid session of the same member is kept, nothing else changes.
        onRequest: async (request, reply) => {
          if (!request.headers.authorization) return;
          try {
            await authenticate.call(app, request, reply);
          } catch {
            request.auth = null;
          }
        },
        config: { rateLimit: { max: 20, timeWindow: HOUR } },
      },
      async (request) => {
        await holds.cancelByLink(request.body.token, request.ip, request.auth);
        return { status: 200, msg: holdMessages.cancelled };
      },
    );
  };
}
