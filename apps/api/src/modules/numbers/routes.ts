import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  confirmNumberProofSchema,
  numberProofPaths,
  numberProofRequestedSchema,
  numberProvenSchema,
  requestNumberProofSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireFreshSecondFactor } from '../second-factor/index.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const HOUR = 60 * 60_000;

/** Proving the phone and WhatsApp numbers on the profile by a one-time code (issue 30). */
export function numberProofRoutes({ numbers, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      numberProofPaths.request,
      {
        schema: {
          tags: ['account'],
          summary: 'Send a 6-digit code to the phone or WhatsApp number on the profile',
          description:
            'SMS for the phone number; WhatsApp for the WhatsApp number unless `channel: "sms"`. A number equal to the phone on the member’s matched BVN record is proven at once (`outcome: "proven"`, source "bvn"). One code a minute; daily caps per member and per number (429 with Retry-After).',
          security: bearer,
          body: requestNumberProofSchema,
          response: answers(
            numberProofRequestedSchema,
            'Sent, or proven at once',
            [400, 401, 403, 409, 429],
          ),
        },
        // A member who turned on a second factor passes it again before adding a number (issue
        // 30): whoever got in with the password alone cannot make a number of theirs findable.
        onRequest: [authenticate, requireFreshSecondFactor],
        config: { rateLimit: { max: 30, timeWindow: HOUR } },
      },
      async (request) => ({
        status: 200,
        msg: await numbers.request(authOf(request), request.body, request.ip),
      }),
    );

    app.post(
      numberProofPaths.confirm,
      {
        schema: {
          tags: ['account'],
          summary: 'Prove the number with the code it received',
          description:
            'The latest code for that number: single use, 10 minutes, 5 tries. A number proven by another account moves to this one (they are told). Proven after verification: it joins the verified answer after the hold (`joins_answer_at`).',
          security: bearer,
          body: confirmNumberProofSchema,
          response: answers(numberProvenSchema, 'Proven', [400, 401, 409, 410, 429]),
        },
        onRequest: authenticate,
        config: { rateLimit: { max: 60, timeWindow: HOUR } },
      },
      async (request) => ({
        status: 200,
        msg: await numbers.confirm(authOf(request), request.body, request.ip),
      }),
    );
  };
}
