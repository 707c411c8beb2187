import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answers,
  apiPaths,
  forgotPasswordPayloadSchema,
  loginResultSchema,
  loginPayloadSchema,
  messages,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  sentence,
} from '@vouch/contracts';
import { authOf } from '../../plugins/authenticate.js';
import type { RouteDeps } from '../route-deps.js';

const limit = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000 },
});

export function authRoutes({ auth, authenticate }: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiPaths.register,
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a member account; a verification e-mail follows',
          description:
            'Answers the same for a new and an already-registered e-mail address. ip_address is accepted and ignored: the server records the address it sees.',
          body: registerPayloadSchema,
          response: answers(
            sentence,
            'Registered (or already registered): check your e-mail',
            [400, 429],
          ),
        },
        config: limit(20, 60),
      },
      async (request) => {
        await auth.register(request.body, request.ip);
        return { status: 200, msg: messages.registrationSuccess };
      },
    );

    app.post(
      apiPaths.login,
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in; msg.authToken is the bearer token',
          description:
            "When msg.second_factor is 'required' (a member who turned on two-step verification), the token opens nothing but POST /account/second-factor/verify until that succeeds; every other route answers 403 with errors.second_factor 'required'.",
          body: loginPayloadSchema,
          response: answers(loginResultSchema, 'Logged in', [400, 401, 403, 429]),
        },
        config: limit(30, 1),
      },
      async (request) => {
        const r = await auth.login(request.body, request.ip, request.headers['user-agent']);
        const msg = r.secondFactor
          ? { authToken: r.token, second_factor: 'required' as const }
          : { authToken: r.token };
        return { status: 200, msg };
      },
    );

    app.post(
      apiPaths.logout,
      {
        schema: {
          tags: ['auth'],
          summary: 'End this session (the token stops working at once)',
          security: [{ bearerAuth: [] }],
          response: answers(sentence, 'Logged out', [401]),
        },
        onRequest: authenticate,
        // Giving up at the second step of a sign-in ends that session too.
        config: { secondFactorStep: true },
      },
      async (request) => {
        await auth.logout(authOf(request), request.ip);
        return { status: 200, msg: messages.loggedOut };
      },
    );

    app.post(
      apiPaths.forgotPassword,
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mail a 15-minute reset code; same answer whether or not the account exists',
          body: forgotPasswordPayloadSchema,
          response: answers(sentence, 'A code is on its way if the account exists', [400, 429]),
        },
        config: limit(5, 15),
      },
      async (request) => {
        auth.forgotPassword(request.body.email_address);
        return { status: 200, msg: messages.resetLinkSent };
      },
    );

    app.post(
      apiPaths.resendVerification,
      {
        schema: {
          tags: ['auth'],
          summary: 'E-mail a new verification link; same answer whether or not the account exists',
          description:
            'For the login screen right after registration (no session yet). An unverified account at that address gets a new link, at most once a minute.',
          body: forgotPasswordPayloadSchema,
          response: answers(
            sentence,
            'A link is on its way if an account waits for it',
            [400, 429],
          ),
        },
        config: limit(5, 15),
      },
      async (request) => {
        auth.resendVerificationByEmail(request.body.email_address);
        return { status: 200, msg: messages.verificationResendRequested };
      },
    );

    app.post(
      apiPaths.resetPassword,
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the e-mailed link or code; ends every session',
          description:
            "code: the link's token, or the 8-character code typed with email_address. A code dies after 5 wrong tries for that account (the link still works); 10 tries per 15 minutes per client address.",
          body: resetPasswordPayloadSchema,
          response: answers(sentence, 'Password changed; every session ended', [400, 429]),
        },
        config: limit(10, 15),
      },
      async (request) => {
        await auth.resetPassword(request.body, request.body.new_password, request.ip);
        return { status: 200, msg: messages.passwordReset };
      },
    );
  };
}
