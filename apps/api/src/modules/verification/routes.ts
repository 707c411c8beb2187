import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  checkVerificationPayloadSchema,
  checkVerificationResultSchema,
  lookupsOfMeSchema,
  verificationMessages,
  verificationPaths,
} from '@vouch/contracts';
import { HttpError } from '../../lib/http-errors.js';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];

export function verificationRoutes({
  verification,
  authenticate,
}: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      verificationPaths.check,
      {
        schema: {
          tags: ['verification'],
          summary:
            'Is this person verified? Exact match by phone, WhatsApp, e-mail, UUID, wallet or WeChat ID',
          description:
            'msg.search[0] holds last_name, business_name and wallet_address (JSON string). Unknown and unverified members get the same 404. Needs a verified e-mail address (403). Rate-limited per member and per IP (429).',
          security: bearer,
          body: checkVerificationPayloadSchema,
          response: answers(
            checkVerificationResultSchema,
            'Verified: what the result screen shows (search[0])',
            [400, 401, 403, 404, 429],
          ),
        },
        onRequest: authenticate,
        config: {
          rateLimit: {
            max: 60,
            timeWindow: 60 * 60_000,
            errorResponseBuilder: () => new HttpError(429, verificationMessages.tooManySearches),
          },
        },
      },
      async (request) => ({
        status: 200,
        msg: await verification.check(authOf(request), request.body),
      }),
    );

    app.get(
      verificationPaths.lookupsOfMe,
      {
        schema: {
          tags: ['verification'],
          summary: 'How many times the member was looked up, and when (never by whom)',
          security: bearer,
          response: answers(lookupsOfMeSchema, 'How often, and the latest 20', [401]),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await verification.lookupsOfMe(authOf(request)) }),
    );
  };
}
