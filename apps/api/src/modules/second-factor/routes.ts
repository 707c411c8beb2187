import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  secondFactorCodeSchema,
  secondFactorMessages,
  secondFactorPaths,
  secondFactorResetSchema,
  secondFactorStatusSchema,
  sentence,
  STAFF,
  totpConfirmedSchema,
  totpEnrolmentSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireRole } from '../../plugins/require-role.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** Staff set up and pass their second factor here; everything else in the back office needs it. */
export function secondFactorRoutes({
  secondFactor,
  authenticate,
}: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      secondFactorPaths.status,
      {
        schema: {
          tags: ['staff'],
          summary: 'Whether a second factor is set up and this session has passed it (staff)',
          security: bearer,
          response: answers(
            secondFactorStatusSchema,
            'The second factor of this account and session',
            // 403: a member's account has no second factor to ask about.
            [401, 403],
          ),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await secondFactor.status(authOf(request)) }),
    );

    app.post(
      secondFactorPaths.totpEnrol,
      {
        schema: {
          tags: ['staff'],
          summary: 'A new TOTP secret and its QR code to scan (until one is confirmed)',
          security: bearer,
          response: answers(totpEnrolmentSchema, 'The secret to scan', [401, 403, 409, 429]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => ({ status: 200, msg: await secondFactor.enrol(authOf(request), 'staff') }),
    );

    app.post(
      secondFactorPaths.totpConfirm,
      {
        schema: {
          tags: ['staff'],
          summary: 'Confirm the scanned secret with a code; answers ten recovery codes, once',
          security: bearer,
          body: secondFactorCodeSchema,
          response: answers(totpConfirmedSchema, 'Confirmed: the recovery codes, shown once', [
            ...STAFF,
            409,
          ]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => ({
        status: 200,
        msg: await secondFactor.confirm(authOf(request), request.body.code, request.ip, 'staff'),
      }),
    );

    app.post(
      secondFactorPaths.verify,
      {
        schema: {
          tags: ['staff'],
          summary:
            'Pass the second factor for this session: a code from the app or a recovery code',
          security: bearer,
          body: secondFactorCodeSchema,
          response: answers(sentence, 'This session passed the second factor', [...STAFF]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => ({
        status: 200,
        msg: await secondFactor.verify(authOf(request), request.body.code, request.ip, 'staff'),
      }),
    );

    app.post(
      secondFactorPaths.reset,
      {
        schema: {
          tags: ['backoffice'],
          summary: "Remove another staff member's second factor and end their sessions (admins)",
          security: bearer,
          body: secondFactorResetSchema,
          response: answers(sentence, 'Removed; their sessions ended', [...STAFF, 404]),
        },
        onRequest: [authenticate, requireRole('admin')],
      },
      async (request) => {
        await secondFactor.reset(authOf(request), request.body.email, request.ip);
        return { status: 200, msg: secondFactorMessages.reset };
      },
    );
  };
}
