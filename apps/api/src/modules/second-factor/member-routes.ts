import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  answers,
  factorRemovalSchema,
  memberSecondFactorMessages as memberMsg,
  memberSecondFactorPaths as paths,
  memberSecondFactorStatusSchema,
  memberVerifySchema,
  passkeyRegistrationSchema,
  secondFactorCodeSchema,
  secondFactorMessages as msg,
  sentence,
  staffPasskeySchema,
  STAFF,
  totpConfirmedSchema,
  totpEnrolmentSchema,
  webAuthnOptionsSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['second factor'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
/** Routes a session may use before it has passed the factor: the sign-in's second step. */
const secondStep = (max: number) => ({ ...perMinute(max), secondFactorStep: true });
const params = z.object({ id: z.string().min(1).max(1400, msg.passkeyNotFound) });
const REMOVAL =
  'With the password, or without it within five minutes of passing the second factor (else 403 with errors.second_factor "step_up").';

/**
 * A member's own second factor (decision 0033): turn it on with an authenticator app and/or a
 * passkey, pass it at sign-in and at each step-up, remove it. Staff keep theirs under
 * /staff/second-factor (routes.ts, passkey-routes.ts).
 */
export function memberSecondFactorRoutes({
  secondFactor,
  passkeys,
  authenticate,
}: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      paths.status,
      {
        schema: {
          tags,
          summary: "What the member's second factor is, and whether this session has passed it",
          security: bearer,
          response: answers(memberSecondFactorStatusSchema, 'The second factor', [401, 403]),
        },
        onRequest: authenticate,
        config: { secondFactorStep: true },
      },
      async (request) => ({ status: 200, msg: await secondFactor.memberStatus(authOf(request)) }),
    );

    app.post(
      paths.verify,
      {
        schema: {
          tags,
          summary: 'Pass the second factor on this session: a code, a recovery code or a passkey',
          description:
            "The sign-in's second step, and the step-up a sensitive action asks for (403 with errors.second_factor 'step_up'): a pass counts as fresh for five minutes. Five wrong codes end the session (401).",
          security: bearer,
          body: memberVerifySchema,
          response: answers(sentence, 'This session passed the second factor', [...STAFF, 409]),
        },
        onRequest: authenticate,
        config: secondStep(10),
      },
      async (request) => {
        const auth = authOf(request);
        const { code, response } = request.body;
        if (code !== undefined) {
          return {
            status: 200,
            msg: await secondFactor.verify(auth, code, request.ip, 'member'),
          };
        }
        const answer = response as unknown as AuthenticationResponseJSON;
        await passkeys.verify(auth, answer, request.ip, 'member');
        return { status: 200, msg: msg.verified };
      },
    );

    app.post(
      paths.totp,
      {
        schema: {
          tags,
          summary: 'A new TOTP secret and its QR code to scan (until one is confirmed)',
          description:
            'The first factor takes the password (403 errors.second_factor "password" without it, 400 errors.password when wrong); a member who already has a passkey needs a fresh second factor instead (403 step_up).',
          security: bearer,
          body: factorRemovalSchema.nullish(),
          response: answers(totpEnrolmentSchema, 'The secret to scan', [401, 403, 409, 429]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => ({
        status: 200,
        msg: await secondFactor.enrol(authOf(request), 'member', request.body?.password),
      }),
    );

    app.post(
      paths.totpConfirm,
      {
        schema: {
          tags,
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
        msg: await secondFactor.confirm(authOf(request), request.body.code, request.ip, 'member'),
      }),
    );

    app.delete(
      paths.totp,
      {
        schema: {
          tags,
          summary: 'Remove the authenticator app',
          description: REMOVAL,
          security: bearer,
          body: factorRemovalSchema.nullish(),
          response: answers(sentence, 'Removed', [...STAFF, 404]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => {
        await secondFactor.removeTotp(authOf(request), request.body?.password, request.ip);
        return { status: 200, msg: memberMsg.totpRemoved };
      },
    );

    app.get(
      paths.passkeys,
      {
        schema: {
          tags,
          summary: "The member's passkeys",
          security: bearer,
          response: answers(z.array(staffPasskeySchema), 'The passkeys', [401, 403]),
        },
        onRequest: authenticate,
      },
      async (request) => ({ status: 200, msg: await passkeys.list(authOf(request), 'member') }),
    );

    app.post(
      paths.passkeyRegistrationOptions,
      {
        schema: {
          tags,
          summary: 'WebAuthn creation options for a new passkey',
          description:
            'The first factor takes the password (403 errors.second_factor "password" without it); another one a fresh second factor (403 step_up).',
          security: bearer,
          body: factorRemovalSchema.nullish(),
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
        msg: await passkeys.registrationOptions(authOf(request), 'member', request.body?.password),
      }),
    );

    app.post(
      paths.passkeys,
      {
        schema: {
          tags,
          summary: 'Add a passkey: the browser’s answer to the creation options',
          description:
            "recovery_codes holds ten codes, shown once, when this passkey is the account's first factor; else it is empty.",
          security: bearer,
          body: passkeyRegistrationSchema,
          response: answers(totpConfirmedSchema, 'Added', [...STAFF, 409]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => {
        const { name, response } = request.body;
        return {
          status: 200,
          msg: await passkeys.register(authOf(request), name, response, request.ip, 'member'),
        };
      },
    );

    app.delete(
      `${paths.passkeys}/:id`,
      {
        schema: {
          tags,
          summary: 'Remove one of my passkeys',
          description: REMOVAL,
          security: bearer,
          params,
          body: factorRemovalSchema.nullish(),
          response: answers(sentence, 'Removed', [...STAFF, 404]),
        },
        onRequest: authenticate,
        config: perMinute(10),
      },
      async (request) => {
        const auth = authOf(request);
        const password = request.body?.password;
        await passkeys.remove(auth, request.params.id, request.ip, 'member', password);
        return { status: 200, msg: msg.passkeyRemoved };
      },
    );

    app.post(
      paths.passkeyAuthenticationOptions,
      {
        schema: {
          tags,
          summary: 'WebAuthn request options to pass the second factor with a passkey',
          security: bearer,
          response: answers(
            webAuthnOptionsSchema,
            'Options for navigator.credentials.get',
            [401, 403, 409, 429],
          ),
        },
        onRequest: authenticate,
        config: secondStep(10),
      },
      async (request) => ({
        status: 200,
        msg: await passkeys.authenticationOptions(authOf(request), 'member'),
      }),
    );
  };
}
