import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  answers,
  passkeyRegistrationSchema,
  passkeyVerifySchema,
  secondFactorMessages,
  secondFactorPaths,
  sentence,
  STAFF,
  staffPasskeySchema,
  webAuthnOptionsSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const params = z.object({
  id: z.string().min(1).max(1400, secondFactorMessages.passkeyNotFound),
});

/** Passkeys: add (after the factor), list, remove, and sign in with one instead of a code. */
export function passkeyRoutes({ passkeys, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      secondFactorPaths.passkeys,
      {
        schema: {
          tags: ['staff'],
          summary: 'This staff member’s passkeys',
          security: bearer,
          response: answers(z.array(staffPasskeySchema), 'The passkeys', [401, 403]),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await passkeys.list(authOf(request), 'staff') }),
    );

    app.post(
      secondFactorPaths.passkeyRegistrationOptions,
      {
        schema: {
          tags: ['staff'],
          summary: 'WebAuthn creation options for a new passkey (a session past the factor)',
          security: bearer,
          response: answers(
            webAuthnOptionsSchema,
            'Options for navigator.credentials.create',
            [401, 403, 429],
          ),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => ({
        status: 200,
        msg: await passkeys.registrationOptions(authOf(request), 'staff'),
      }),
    );

    app.post(
      secondFactorPaths.passkeys,
      {
        schema: {
          tags: ['staff'],
          summary: 'Add a passkey: the browser’s answer to the creation options',
          security: bearer,
          body: passkeyRegistrationSchema,
          response: answers(sentence, 'Added', [...STAFF, 409]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => {
        const { name, response } = request.body;
        await passkeys.register(authOf(request), name, response, request.ip, 'staff');
        return { status: 200, msg: secondFactorMessages.passkeyAdded };
      },
    );

    app.delete(
      `${secondFactorPaths.passkeys}/:id`,
      {
        schema: {
          tags: ['staff'],
          summary: 'Remove one of my passkeys',
          security: bearer,
          params,
          response: answers(sentence, 'Removed', [...STAFF, 404, 409]),
        },
        onRequest: authenticate,
      },
      async (request) => {
        await passkeys.remove(authOf(request), request.params.id, request.ip, 'staff');
        return { status: 200, msg: secondFactorMessages.passkeyRemoved };
      },
    );

    app.post(
      secondFactorPaths.passkeyAuthenticationOptions,
      {
        schema: {
          tags: ['staff'],
          summary: 'WebAuthn request options to pass the second factor with a passkey',
          security: bearer,
          response: answers(
            webAuthnOptionsSchema,
            'Options for navigator.credentials.get',
            // 409: the account has no passkey to use.
            [401, 403, 404, 409, 429],
          ),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => ({
        status: 200,
        msg: await passkeys.authenticationOptions(authOf(request), 'staff'),
      }),
    );

    app.post(
      secondFactorPaths.passkeyVerify,
      {
        schema: {
          tags: ['staff'],
          summary: 'Pass the second factor for this session with a passkey',
          security: bearer,
          body: passkeyVerifySchema,
          response: answers(sentence, 'This session passed the second factor', [...STAFF]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => {
        const response = request.body.response as unknown as AuthenticationResponseJSON;
        await passkeys.verify(authOf(request), response, request.ip, 'staff');
        return { status: 200, msg: secondFactorMessages.verified };
      },
    );
  };
}
