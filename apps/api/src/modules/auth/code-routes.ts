import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  codeSignUpPayloadSchema,
  codeSignUpResultSchema,
  emailCodeMessages,
  emailCodePaths,
  emailCodePayloadSchema,
  emailCodeResultSchema,
  emailCodeVerifyPayloadSchema,
  sentence,
  setPasswordPayloadSchema,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import { requireFreshSecondFactor } from '../second-factor/index.js';
import type { RouteDeps } from '../route-deps.js';

const limit = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});

/** Sign-in and sign-up with an e-mailed code, and a password set later (decision 0053). */
export function codeSignInRoutes({ auth, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      emailCodePaths.send,
      {
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a 6-digit code to sign in or to sign up; the same answer for any address',
          description:
            'Every address gets a code, whether or not it has an account (staff accounts excepted): the answer says nothing about who has one. A new code ends the last; at most one a minute and five an hour per address.',
          body: emailCodePayloadSchema,
          response: answers(sentence, 'A code is on its way', [400, 429]),
        },
        config: limit(10, 15),
      },
      async (request) => {
        auth.sendEmailCode(request.body.email_address, request.body.preferred_language);
        return { status: 200, msg: emailCodeMessages.sent(request.body.email_address) };
      },
    );

    app.post(
      emailCodePaths.verify,
      {
        schema: {
          tags: ['auth'],
          summary: 'Check the code: an account is signed in, a new address gets a sign-up ticket',
          description:
            "A code works once, for 10 minutes, and dies after 5 wrong tries. msg.account 'existing' carries the bearer token (with second_factor 'required' as at login); 'new' carries signup_token for POST /auth/code-sign-up (30 minutes, once).",
          body: emailCodeVerifyPayloadSchema,
          response: answers(emailCodeResultSchema, 'The code was right', [400, 403, 429]),
        },
        config: limit(20, 15),
      },
      async (request) => ({
        status: 200,
        msg: await auth.verifyEmailCode(request.body, request.ip, request.headers['user-agent']),
      }),
    );

    app.post(
      emailCodePaths.signUp,
      {
        schema: {
          tags: ['auth'],
          summary: 'Make the account of a proved address, without a password, and sign it in',
          description:
            'What verification needs (spec 3 without the password); the address is verified already. 409 when the address got an account since the code.',
          body: codeSignUpPayloadSchema,
          response: answers(codeSignUpResultSchema, 'Account made and signed in', [400, 409, 429]),
        },
        config: limit(10, 15),
      },
      async (request) => ({
        status: 200,
        msg: {
          authToken: await auth.codeSignUp(request.body, request.ip, request.headers['user-agent']),
        },
      }),
    );

    app.post(
      emailCodePaths.setPassword,
      {
        schema: {
          tags: ['account'],
          summary: 'Choose a password for an account that has none (made with a code)',
          description:
            '409 when the account has a password already (change it with the current one). A member with a second factor who has not passed it in the last five minutes gets 403.',
          security: [{ bearerAuth: [] }],
          body: setPasswordPayloadSchema,
          response: answers(sentence, 'Password set', [400, 401, 403, 409, 429]),
        },
        onRequest: [authenticate, requireFreshSecondFactor],
        config: limit(10, 15),
      },
      async (request) => {
        await auth.setPassword(authOf(request), request.body.new_password, request.ip);
        return { status: 200, msg: emailCodeMessages.passwordSet };
      },
    );
  };
}
